import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import type { ReadingsPerMonth } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format-number';
import { monthLabel } from './month-label';
import { originColor, TREND_ORIGINS } from './trend-origins';

const CHART_HEIGHT = 240;

/**
 * Readings per month, stacked by origin (portal, app, import), with its legend. Loaded on demand; the
 * figures for screen readers are in the table beside it.
 */
export default function ReadingsTrendChart({ months }: { months: ReadingsPerMonth['results'] }) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const language = i18n.language;
  return (
    <Box
      role="img"
      aria-label={t('dashboard.trend.summary', { count: months.length })}
      data-testid="dashboard-trend-chart"
      // No fixed height: the legend below the plot belongs inside the box (it overflowed a fixed one).
      sx={{ width: '100%' }}
    >
      <BarChart
        height={CHART_HEIGHT + 40}
        margin={{ left: 0, right: 8 }}
        series={TREND_ORIGINS.map((origin) => ({
          id: origin,
          label: t(`dashboard.trend.origins.${origin}`),
          data: months.map((month) => month[origin]),
          stack: 'readings',
          color: originColor(theme, origin),
          valueFormatter: (value: number | null) => formatNumber(value, language),
        }))}
        xAxis={[
          {
            scaleType: 'band',
            data: months.map((month) => month.month),
            valueFormatter: (value: string) => monthLabel(value, language),
            categoryGapRatio: 0.35,
          },
        ]}
        yAxis={[{ valueFormatter: (value: number) => formatNumber(value, language), width: 44 }]}
        grid={{ horizontal: true }}
        slotProps={{ legend: { position: { vertical: 'bottom', horizontal: 'center' } } }}
      />
    </Box>
  );
}
