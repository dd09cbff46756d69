import type { GridColDef } from '@mui/x-data-grid';
import type { Reading } from '@portal/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CellContent } from '../../../components/data-table';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { formatNumber } from '../../../lib/format-number';
import { formatAddress } from '../../../resources/buildings';
import { MediumIcon } from '../../../resources/meters';
import { plausibilityColumn } from '../../../resources/readings';

/**
 * Columns of the readings list: date, meter id, the building's address, medium, the values per OBIS code,
 * type, applying person, plausibility, then consumption, days and average per day (hidden by default).
 * Readings of different meters have different OBIS codes, so each figure column lists "code: value unit"
 * per result. The address comes with each reading (`building_address`); GET readings/ cannot order by it.
 */
export function useReadingsColumns(showTime: boolean): GridColDef<Reading>[] {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const header = (name: string) => t(`readings.list.columns.${name}`);
    const perObis = (row: Reading, read: (obis: string) => number | null | undefined, suffix = '') =>
      row.results
        .map((result) => {
          const text = formatNumber(read(result.obis), language);
          return text === '' ? '' : `${result.obis}: ${text} ${row.physical_unit}${suffix}`;
        })
        .filter(Boolean)
        .join(' · ');
    const figures = (
      field: 'values' | 'consumption' | 'consumptionAverage',
      read: (row: Reading, obis: string) => number | null | undefined,
      suffix?: string,
    ): GridColDef<Reading> => ({
      field,
      headerName: header(field),
      // Two OBIS codes with their values and units still fit on a 1280 px screen.
      minWidth: 280,
      flex: 3,
      sortable: false,
      valueGetter: (_value, row) => perObis(row, (obis) => read(row, obis), suffix),
      // Several OBIS codes may not fit: the whole text as the cell's tooltip.
      renderCell: ({ value }) => <span title={value}>{value}</span>,
    });
    return [
      {
        field: 'reading_date',
        headerName: header('reading_date'),
        // Wide enough for the header with its sort arrow ("Ablesedatum").
        minWidth: showTime ? 170 : 140,
        valueGetter: (_value, row) => (showTime ? formatDateTime : formatDate)(row.reading_date, language),
      },
      // Meter numbers of the demo (14 characters) in full.
      { field: 'meter_id', headerName: header('meter_id'), width: 150 },
      {
        field: 'address',
        headerName: header('address'),
        minWidth: 200,
        flex: 2,
        sortable: false,
        valueGetter: (_value, row) => formatAddress(row.building_address),
        // A long street and city may not fit: the whole address as the cell's tooltip.
        renderCell: ({ value }) => <span title={value}>{value}</span>,
      },
      {
        field: 'physical_medium',
        headerName: header('physical_medium'),
        minWidth: 140,
        flex: 1,
        sortable: false,
        renderCell: ({ row }) => (
          <CellContent>
            <MediumIcon medium={row.physical_medium} size={20} />
            <span>{t(`media.${row.physical_medium}`, { defaultValue: row.physical_medium })}</span>
          </CellContent>
        ),
      },
      figures('values', (row, obis) => row.results.find((result) => result.obis === obis)?.value),
      {
        field: 'type',
        headerName: header('type'),
        minWidth: 170,
        flex: 1,
        valueGetter: (_value, row) => t(`readings.types.${row.type}`, { defaultValue: row.type }),
      },
      {
        field: 'applying_person',
        headerName: header('applying_person'),
        minWidth: 160,
        flex: 1,
        sortable: false,
        valueGetter: (_value, row) => row.applying_person_name || row.applying_person || '',
      },
      plausibilityColumn(header('plausibility')),
      figures('consumption', (row, obis) => row.consumption[obis]),
      {
        field: 'diffDays',
        headerName: header('diffDays'),
        width: 100,
        sortable: false,
        valueGetter: (_value, row) => formatNumber(row.diffDays, language),
      },
      figures('consumptionAverage', (row, obis) => row.consumptionAverage[obis], t('readings.perDay')),
    ] satisfies GridColDef<Reading>[];
  }, [t, language, showTime]);
}
