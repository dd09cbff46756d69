import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { type Theme, useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { BarChart, type BarSeries } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format-date';
import { formatNumber } from '../../../lib/format-number';
import { usePlausibilityReasonText } from '../../../resources/readings';
import type { ConsumptionSeries } from './consumption-series';

const CHART_HEIGHT = 300;

/** Series colours from the theme, none of them the warning colour that marks implausible bars. */
const seriesColors = (theme: Theme) => [
  theme.palette.primary.main,
  theme.palette.secondary.main,
  theme.palette.grey[700],
  theme.palette.primary.dark,
  theme.palette.secondary.dark,
];

export interface ConsumptionChartProps {
  series: ConsumptionSeries;
  unit: string;
}

/**
 * The bar chart of the consumption per day, one series per OBIS code; implausible bars in the theme's
 * dark warning colour (3.8:1 on white with the default theme) and labelled "!", their reasons in the
 * tooltip. Loaded on demand (MUI X Charts stays out of the other pages' code); the screen-reader
 * version is the table beside it, so the chart only carries a summary.
 */
export default function ConsumptionChart({ series, unit }: ConsumptionChartProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const theme = useTheme();
  const reasonText = usePlausibilityReasonText();
  const colors = seriesColors(theme);
  const implausibleColor = theme.palette.warning.dark;
  const { periods, obisCodes } = series;

  const pointAt = (obis: string, dataIndex: number) => periods[dataIndex]?.points[obis];
  const isImplausible = (obis: string, dataIndex: number) =>
    pointAt(obis, dataIndex)?.plausibility === 'implausible';

  const tooltipText = (obis: string, dataIndex: number) => {
    const point = pointAt(obis, dataIndex);
    if (!point) return null;
    const days = periods[dataIndex]?.days;
    const parts = [t('consumptionChart.perDay', { value: formatNumber(point.average, language), unit })];
    if (point.consumption !== null && days)
      parts.push(
        t('consumptionChart.periodTotal', {
          consumption: formatNumber(point.consumption, language),
          unit,
          count: days,
        }),
      );
    if (point.plausibility === 'implausible')
      parts.push(
        point.reasons.length
          ? t('consumptionChart.implausibleBecause', { reasons: reasonText(point.reasons) })
          : t('plausibility.implausible'),
      );
    return parts.join(' · ');
  };

  const chartSeries: BarSeries[] = obisCodes.map((obis, index) => {
    const color = colors[index % colors.length] as string;
    return {
      id: obis,
      label: obis,
      color,
      data: periods.map((period) => period.points[obis]?.average ?? null),
      colorGetter: ({ dataIndex }) => (isImplausible(obis, dataIndex) ? implausibleColor : color),
      valueFormatter: (_value, { dataIndex }) => tooltipText(obis, dataIndex),
      // Not by colour alone: implausible bars also carry a mark above them.
      barLabel: (item) => (isImplausible(obis, item.dataIndex) ? '!' : null),
      barLabelPlacement: 'outside',
    };
  });

  const implausibleCount = periods.filter((period) =>
    Object.values(period.points).some((point) => point.plausibility === 'implausible'),
  ).length;
  const summary = t('consumptionChart.summary', {
    from: formatDate(periods[0]?.date, language),
    to: formatDate(periods.at(-1)?.date, language),
    count: periods.length,
    implausible: implausibleCount,
  });

  return (
    <Box data-testid="consumption-chart">
      <Box role="img" aria-label={summary} sx={{ width: '100%', height: CHART_HEIGHT }}>
        <BarChart
          height={CHART_HEIGHT}
          series={chartSeries}
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
          ...obisCodes.map((obis, index) => ({
            label: obis,
            color: colors[index % colors.length] as string,
          })),
          ...(series.hasImplausible
            ? [{ label: `${t('plausibility.implausible')} (!)`, color: implausibleColor }]
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
