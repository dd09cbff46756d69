import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format-date';
import { formatNumber } from '../../../lib/format-number';
import { VISUALLY_HIDDEN } from '../../../lib/visually-hidden';
import { usePlausibilityReasonText } from '../../../resources/readings';
import type { ConsumptionPoint, ConsumptionSeries } from './consumption-series';

export interface ConsumptionTableProps {
  series: ConsumptionSeries;
  unit: string;
  /** Shown to everyone; otherwise only screen readers get it. */
  visible: boolean;
  id?: string;
}

/** The chart's figures as a table, newest period first: date, OBIS code, consumption, days, average, plausibility. */
export function ConsumptionTable({ series, unit, visible, id }: ConsumptionTableProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const reasonText = usePlausibilityReasonText();
  const withUnit = (value: number | null) => {
    const text = formatNumber(value, language);
    return text && `${text} ${unit}`;
  };
  const plausibilityText = (point: ConsumptionPoint) => {
    if (point.plausibility === 'implausible' && point.reasons.length)
      return t('consumptionChart.implausibleBecause', { reasons: reasonText(point.reasons) });
    return t(`plausibility.states.${point.plausibility}`);
  };
  const rows = [...series.periods].reverse().flatMap((period) =>
    series.obisCodes.flatMap((obis) => {
      const point = period.points[obis];
      return point ? [{ period, obis, point }] : [];
    }),
  );

  return (
    <TableContainer
      id={id}
      data-testid="consumption-table"
      sx={visible ? { maxHeight: 420 } : VISUALLY_HIDDEN}
      // A visible scrolling table must be reachable by keyboard; a hidden one must not take focus.
      tabIndex={visible ? 0 : undefined}
      role={visible ? 'region' : undefined}
      aria-label={visible ? t('consumptionChart.table.caption') : undefined}
    >
      <Table size="small" stickyHeader>
        <caption style={VISUALLY_HIDDEN}>{t('consumptionChart.table.caption')}</caption>
        <TableHead>
          <TableRow>
            <TableCell>{t('consumptionChart.table.date')}</TableCell>
            <TableCell>{t('consumptionChart.table.obis')}</TableCell>
            <TableCell align="right">{t('consumptionChart.table.consumption')}</TableCell>
            <TableCell align="right">{t('consumptionChart.table.days')}</TableCell>
            <TableCell align="right">{t('consumptionChart.table.average')}</TableCell>
            <TableCell>{t('consumptionChart.table.plausibility')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(({ period, obis, point }) => (
            <TableRow key={`${period.readingId}-${obis}`} data-plausibility={point.plausibility}>
              <TableCell>{formatDate(period.date, language)}</TableCell>
              <TableCell>{obis}</TableCell>
              <TableCell align="right">{withUnit(point.consumption)}</TableCell>
              <TableCell align="right">{formatNumber(period.days, language)}</TableCell>
              <TableCell align="right">{withUnit(point.average)}</TableCell>
              <TableCell sx={point.plausibility === 'implausible' ? { fontWeight: 500 } : undefined}>
                {plausibilityText(point)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
