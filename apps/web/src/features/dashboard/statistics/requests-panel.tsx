import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LazyDateRangeFilter } from '../../../components/filter-panel/LazyDateRangeFilter';
import { PageLoading } from '../../../components/page-loading';
import { serverMessage } from '../../../lib/server-message';
import { useStatistics } from '../api/get-statistics';
import { ReadingsTrend } from './readings-trend';
import { SliceTable } from './slice-table';
import { type BuildingScope, sliceHref, sliceValues } from './slices';
import { useDashboardDates } from './use-dashboard-dates';

// MUI X Charts comes with the dashboard's charts, not with the login page's shared code.
const RequestsDoughnut = lazy(() => import('./requests-doughnut'));

/** Below this the figures table goes under the doughnut instead of beside it. */
const TABLE_MIN_WIDTH = 260;
/** Below this the trend goes under "by state" instead of beside it (twelve months' bars stay readable). */
const TREND_MIN_WIDTH = 400;

export interface RequestsPanelProps {
  /** The tab shown; `onScopeChange` undefined hides the tabs (meter readers). */
  scope: BuildingScope;
  onScopeChange?: (scope: BuildingScope) => void;
  email: string;
}

/**
 * The reading requests panel: date range (remembered per user), all/my-buildings tabs, the doughnut with
 * its table of figures and links, and the readings trend.
 */
export function RequestsPanel({ scope, onScopeChange, email }: RequestsPanelProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const titleId = useId();
  const dates = useDashboardDates();
  const range = useMemo(
    () => ({ ...(dates.start ? { start: dates.start } : {}), ...(dates.end ? { end: dates.end } : {}) }),
    [dates.start, dates.end],
  );
  const statistics = useStatistics(range);
  const slices = statistics.data ? sliceValues(statistics.data, scope) : undefined;
  const hrefOf = (slice: Parameters<typeof sliceHref>[0]) => sliceHref(slice, range, scope, email);

  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} data-testid="dashboard-requests">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ px: 2.5, pt: 2, gap: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography id={titleId} variant="h6" component="h2">
          {t('dashboard.requests.title')}
        </Typography>
        <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap' }} data-testid="dashboard-dates">
          <LazyDateRangeFilter
            from={dates.start}
            to={dates.end}
            fromLabel={t('dashboard.requests.from')}
            toLabel={t('dashboard.requests.to')}
            onChange={dates.setRange}
          />
        </Stack>
      </Stack>
      {onScopeChange && (
        <Tabs
          value={scope}
          onChange={(_event, next: BuildingScope) => onScopeChange(next)}
          aria-label={t('dashboard.requests.scope')}
          sx={{
            px: 1.5,
            borderBottom: 1,
            borderColor: 'divider',
            '& .MuiTab-root': { textTransform: 'none' },
          }}
        >
          <Tab value="all" label={t('dashboard.requests.all')} data-testid="dashboard-tab-all" />
          <Tab value="mine" label={t('dashboard.requests.mine')} data-testid="dashboard-tab-mine" />
        </Tabs>
      )}
      <Box sx={{ p: 2.5 }}>
        {dates.saveError && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {t('dashboard.requests.saveDatesError', { message: serverMessage(dates.saveError) ?? '' })}
          </Alert>
        )}
        {statistics.isError && (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="dashboard-statistics-error">
            {t('dashboard.loadError', { message: serverMessage(statistics.error) ?? '' })}
          </Alert>
        )}
        {/*
          Laid out by content, never squeezed: "by state" keeps its natural width (doughnut and figures
          table side by side, the table below the doughnut when they do not fit) and the trend takes the
          rest of the row, at least TREND_MIN_WIDTH, or the row below. Nothing is given less room than its
          content needs, so nothing paints over its neighbour at any width.
        */}
        <Box
          sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 4, rowGap: 3, alignItems: 'flex-start' }}
          data-testid="dashboard-statistics"
        >
          <Box sx={{ flex: '0 1 auto', minWidth: 0, maxWidth: '100%' }} data-testid="dashboard-by-state">
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
              {t('dashboard.requests.byState')}
            </Typography>
            {statistics.isPending ? (
              <PageLoading py={4} />
            ) : slices ? (
              <Box
                sx={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  gap: 2,
                  alignItems: 'center',
                  justifyContent: 'center',
                }}
              >
                {slices.some((slice) => slice.value > 0) ? (
                  <Suspense fallback={<PageLoading py={4} />}>
                    <RequestsDoughnut slices={slices} onSliceClick={(slice) => navigate(hrefOf(slice))} />
                  </Suspense>
                ) : (
                  <EmptyRing text={t('dashboard.requests.empty')} />
                )}
                {/* Wraps below the doughnut rather than shrink under TABLE_MIN_WIDTH; scrolls, never overflows. */}
                <Box sx={{ flex: `1 1 ${TABLE_MIN_WIDTH}px`, minWidth: 0, overflowX: 'auto' }}>
                  <SliceTable slices={slices} hrefOf={hrefOf} />
                </Box>
              </Box>
            ) : null}
          </Box>
          <Box sx={{ flex: `1 1 ${TREND_MIN_WIDTH}px`, minWidth: 0 }}>
            <ReadingsTrend myBuildings={scope === 'mine'} />
          </Box>
        </Box>
      </Box>
    </Paper>
  );
}

/** In place of the doughnut when there is nothing to count: a grey ring with the reason inside. */
function EmptyRing({ text }: { text: string }) {
  return (
    <Box
      data-testid="dashboard-doughnut-empty"
      sx={{
        width: 220,
        height: 220,
        flexShrink: 0,
        borderRadius: '50%',
        border: 28,
        borderColor: 'grey.200',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        px: 1,
      }}
    >
      <Typography variant="body2" color="textSecondary">
        {text}
      </Typography>
    </Box>
  );
}
