import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../components/page-loading';
import { formatNumber } from '../../../lib/format-number';
import { serverMessage } from '../../../lib/server-message';
import { VISUALLY_HIDDEN } from '../../../lib/visually-hidden';
import { useReadingsPerMonth } from '../api/get-readings-per-month';
import { monthLabel } from './month-label';
import { TREND_ORIGINS } from './trend-origins';

// MUI X Charts comes with the dashboard's charts, not with the login page's shared code.
const ReadingsTrendChart = lazy(() => import('./readings-trend-chart'));

/** Readings per month of the last 12 months by origin (beyond the spec), for the tab's buildings. */
export function ReadingsTrend({ myBuildings }: { myBuildings: boolean }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const query = useReadingsPerMonth(myBuildings);
  const months = query.data?.results ?? [];
  return (
    <Box component="section" aria-labelledby={titleId} data-testid="dashboard-trend" sx={{ minWidth: 0 }}>
      <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('dashboard.trend.title')}
      </Typography>
      {query.isPending ? (
        <PageLoading py={4} />
      ) : query.isError ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {t('dashboard.loadError', { message: serverMessage(query.error) ?? '' })}
        </Alert>
      ) : (
        <>
          {months.some((month) => TREND_ORIGINS.some((origin) => month[origin] > 0)) ? (
            <Suspense fallback={<PageLoading py={4} />}>
              <ReadingsTrendChart months={months} />
            </Suspense>
          ) : (
            <Typography
              variant="body2"
              color="textSecondary"
              sx={{ py: 2 }}
              data-testid="dashboard-trend-empty"
            >
              {t('dashboard.trend.empty')}
            </Typography>
          )}
          <Table size="small" style={VISUALLY_HIDDEN} data-testid="dashboard-trend-table">
            <caption>{t('dashboard.trend.title')}</caption>
            <TableHead>
              <TableRow>
                <TableCell>{t('dashboard.trend.month')}</TableCell>
                {TREND_ORIGINS.map((origin) => (
                  <TableCell key={origin}>{t(`dashboard.trend.origins.${origin}`)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {months.map((month) => (
                <TableRow key={month.month}>
                  <TableCell>{monthLabel(month.month, i18n.language)}</TableCell>
                  {TREND_ORIGINS.map((origin) => (
                    <TableCell key={origin}>{formatNumber(month[origin], i18n.language)}</TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
    </Box>
  );
}
