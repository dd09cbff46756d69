import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { Meter } from '@portal/contracts';
import { lazy, type ReactNode, Suspense, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../components/page-loading';
import { consumptionSeries } from './consumption-series';
import { ConsumptionTable } from './consumption-table';
import { SERIES_READINGS_CAP, useReadingSeries } from './use-reading-series';

// MUI X Charts is loaded with the chart, not with the meter pages (nor the login page's shared code).
const ConsumptionChart = lazy(() => import('./consumption-chart'));

type View = 'chart' | 'table';

/**
 * The "Consumption" section of a meter's detail page: consumption per day of each period between the
 * readings the user may see, as a chart or a table (the table is always there for screen readers).
 */
export function ConsumptionSection({ meter }: { meter: Meter }) {
  const { t } = useTranslation();
  const titleId = useId();
  const tableId = useId();
  const [view, setView] = useState<View>('chart');
  const query = useReadingSeries(meter.resource_id);
  const series = useMemo(
    () => (query.data ? consumptionSeries(query.data.readings, meter.obis_codes) : undefined),
    [query.data, meter.obis_codes],
  );
  const unit = meter.physical_unit;

  let body: ReactNode;
  if (query.isPending) {
    body = <PageLoading py={4} />;
  } else if (query.isError || !series) {
    body = <Alert severity="error">{t('consumptionChart.loadError')}</Alert>;
  } else if (series.periods.length === 0) {
    body = (
      <Typography color="textSecondary" data-testid="consumption-empty">
        {t('consumptionChart.empty')}
      </Typography>
    );
  } else {
    const omitted = query.data.omitted;
    body = (
      <Stack spacing={1.5}>
        <Typography variant="body2" color="textSecondary">
          {t('consumptionChart.caption')}
        </Typography>
        {omitted > 0 && (
          <Typography variant="body2" color="textSecondary">
            {t('consumptionChart.omitted', { count: omitted, shown: SERIES_READINGS_CAP })}
          </Typography>
        )}
        <ToggleButtonGroup
          exclusive
          size="small"
          value={view}
          onChange={(_event, next: View | null) => next && setView(next)}
          aria-label={t('consumptionChart.view.label')}
          sx={{ alignSelf: 'flex-start', '& .MuiToggleButton-root': { textTransform: 'none', px: 2 } }}
        >
          <ToggleButton value="chart" data-testid="consumption-view-chart">
            {t('consumptionChart.view.chart')}
          </ToggleButton>
          <ToggleButton value="table" aria-controls={tableId} data-testid="consumption-view-table">
            {t('consumptionChart.view.table')}
          </ToggleButton>
        </ToggleButtonGroup>
        {view === 'chart' && (
          <Suspense fallback={<PageLoading py={4} />}>
            <ConsumptionChart series={series} unit={unit} />
          </Suspense>
        )}
        <ConsumptionTable id={tableId} series={series} unit={unit} visible={view === 'table'} />
      </Stack>
    );
  }

  return (
    <Box component="section" aria-labelledby={titleId} data-testid="consumption-section">
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('consumptionChart.title')}
      </Typography>
      {body}
    </Box>
  );
}
