import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format-date';
import { formatNumber } from '../../../lib/format-number';
import type { ConsumptionSeries } from './consumption-series';
import { useBarSeries } from './use-bar-series';

const CHART_HEIGHT = 300;

export interface ConsumptionChartProps {
  series: ConsumptionSeries;
  unit: string;
}

/**
 * The bar chart of the consumption per day, one series per OBIS code, with its legend. Loaded on demand
 * (MUI X Charts stays out of the other pages' code). Screen readers get a summary here and the figures
 * from the table beside it.
 */
export default function ConsumptionChart({ series, unit }: ConsumptionChartProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const bars = useBarSeries(series, unit);
  const { periods, obisCodes } = series;
  const summary = t('consumptionChart.summary', {
    from: formatDate(periods[0]?.date, language),
    to: formatDate(periods.at(-1)?.date, language),
    count: periods.length,
    implausible: periods.filter((period) =>
      Object.values(period.points).some((point) => point.plausibility === 'implausible'),
    ).length,
  });

  return (
    <Box data-testid="consumption-chart">
      <Box role="img" aria-label={summary} sx={{ width: '100%', height: CHART_HEIGHT }}>
        <BarChart
          height={CHART_HEIGHT}
          // Room for the last date's tick label, centred under the last band.
          margin={{ right: 24 }}
          series={bars.series}
          xAxis={[
            {
              scaleType: 'band',
              data: periods.map((period) => period.date),
              valueFormatter: (value: string) => formatDate(value, language),
            },
          ]}
          yAxis={[
            {
              label: t('consumptionChart.axisLabel', { unit }),
              valueFormatter: (value: number) => formatNumber(value, language),
            },
          ]}
          grid={{ horizontal: true }}
          hideLegend
        />
      </Box>
      <ChartLegend
        entries={[
          ...obisCodes.map((obis, index) => ({ label: obis, color: bars.colorOf(index) })),
          ...(series.hasImplausible
            ? [{ label: `${t('plausibility.implausible')} (!)`, color: bars.implausibleColor }]
            : []),
        ]}
      />
    </Box>
  );
}

/** The legend below the chart: a swatch per OBIS code and, when there are any, for implausible bars. */
function ChartLegend({ entries }: { entries: { label: string; color: string }[] }) {
  const { t } = useTranslation();
  return (
    <Stack
      component="ul"
      direction="row"
      aria-label={t('consumptionChart.legend')}
      data-testid="consumption-chart-legend"
      sx={{ flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, m: 0, mt: 1 }}
    >
      {entries.map((entry) => (
        <Stack component="li" key={entry.label} direction="row" sx={{ alignItems: 'center', gap: 0.75 }}>
          <Box
            aria-hidden
            sx={{ width: 14, height: 14, borderRadius: 0.5, bgcolor: entry.color, flexShrink: 0 }}
          />
          <Typography variant="body2">{entry.label}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
