import type { GridColDef, GridColumnVisibilityModel } from '@mui/x-data-grid';
import type { Reading, ReadingOrdering } from '@portal/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { formatNumber } from '../../../lib/format-number';
import { plausibilityColumn } from '../../../resources/readings';

/** Column groups hidden until the user shows them in the column selection (spec). */
const HIDDEN_BY_DEFAULT = ['consumption', 'diffDays', 'consumptionAverage', 'meter_id'];

const groupOf = (field: string) => field.split(':')[0] ?? field;

/** Grid field → readings/ ordering parameter where they differ. */
export const READING_FIELD_TO_PARAM = { meter_id: 'meter__meter_id' } as const satisfies Record<
  string,
  ReadingOrdering
>;

export interface ReadingColumnsOptions {
  obisCodes: string[];
  unit: string;
  showTime: boolean;
}

/**
 * Columns of a meter's readings: date, one value column per OBIS code, type, applying person,
 * plausibility (a chip on implausible readings), then
 * consumption per OBIS code, days since the previous reading, average per day and meter id (hidden).
 */
export function useReadingColumns({ obisCodes, unit, showTime }: ReadingColumnsOptions) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const withUnit = (value: number | null | undefined) => {
      const text = formatNumber(value, language);
      return text === '' ? '' : `${text} ${unit}`;
    };
    const perObis = (
      group: 'value' | 'consumption' | 'consumptionAverage',
      read: (row: Reading, obis: string) => number | null | undefined,
      format: (value: number | null | undefined) => string,
    ): GridColDef<Reading>[] =>
      obisCodes.map((obis) => ({
        field: `${group}:${obis}`,
        headerName: t(`readings.columns.${group}`, { obis }),
        minWidth: 150,
        flex: 1,
        sortable: false,
        valueGetter: (_value, row) => read(row, obis) ?? null,
        valueFormatter: (value: number | null) => format(value),
      }));
    const columns: GridColDef<Reading>[] = [
      {
        field: 'reading_date',
        headerName: t('readings.columns.reading_date'),
        minWidth: 150,
        valueFormatter: (value: string) => (showTime ? formatDateTime : formatDate)(value, language),
      },
      ...perObis('value', (row, obis) => row.results.find((r) => r.obis === obis)?.value, withUnit),
      {
        field: 'type',
        headerName: t('readings.columns.type'),
        minWidth: 150,
        valueFormatter: (value: string) => t(`readings.types.${value}`, { defaultValue: value }),
      },
      {
        field: 'applying_person',
        headerName: t('readings.columns.applying_person'),
        minWidth: 180,
        flex: 1,
        sortable: false,
        valueGetter: (_value, row) => row.applying_person_name ?? row.applying_person ?? '',
      },
      plausibilityColumn(t('readings.columns.plausibility')),
      ...perObis('consumption', (row, obis) => row.consumption[obis], withUnit),
      {
        field: 'diffDays',
        headerName: t('readings.columns.diffDays'),
        width: 110,
        sortable: false,
        valueFormatter: (value: number | null) => formatNumber(value, language),
      },
      ...perObis('consumptionAverage', (row, obis) => row.consumptionAverage[obis], withUnit),
      { field: 'meter_id', headerName: t('readings.columns.meter_id'), minWidth: 140 },
    ];
    const defaultVisibility: GridColumnVisibilityModel = Object.fromEntries(
      columns.filter((c) => HIDDEN_BY_DEFAULT.includes(groupOf(c.field))).map((c) => [c.field, false]),
    );
    return { columns, defaultVisibility };
  }, [t, language, obisCodes, unit, showTime]);
}
