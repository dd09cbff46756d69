import { type Theme, useTheme } from '@mui/material/styles';
import type { BarSeries } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format-number';
import { usePlausibilityReasonText } from '../../../resources/readings';
import type { ConsumptionSeries } from './consumption-series';

/**
 * Series colours: the brand's primary and greys, at least 3:1 on white with the default theme. Not the
 * secondary colour: a brand's secondary may be amber, too close to the warning colour of implausible bars.
 */
const seriesColors = (theme: Theme) => [
  theme.palette.primary.main,
  theme.palette.grey[600],
  theme.palette.primary.dark,
  theme.palette.grey[900],
];

/**
 * The bar series of the chart, one per OBIS code: the average per day of each period; implausible bars
 * in the theme's dark warning colour (3.8:1 on white with the default theme) and labelled "!" (not by
 * colour alone); the tooltip value with the period's total and, for an implausible one, its reasons.
 */
export function useBarSeries({ obisCodes, periods }: ConsumptionSeries, unit: string) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const theme = useTheme();
  const reasonText = usePlausibilityReasonText();
  const colors = seriesColors(theme);
  const implausibleColor = theme.palette.warning.dark;

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

  const colorOf = (index: number) => colors[index % colors.length] as string;
  const series: BarSeries[] = obisCodes.map((obis, index) => ({
    id: obis,
    label: obis,
    color: colorOf(index),
    data: periods.map((period) => period.points[obis]?.average ?? null),
    colorGetter: ({ dataIndex }) => (isImplausible(obis, dataIndex) ? implausibleColor : colorOf(index)),
    valueFormatter: (_value, { dataIndex }) => tooltipText(obis, dataIndex),
    barLabel: (item) => (isImplausible(obis, item.dataIndex) ? '!' : null),
    barLabelPlacement: 'outside',
  }));
  return { series, colorOf, implausibleColor };
}
