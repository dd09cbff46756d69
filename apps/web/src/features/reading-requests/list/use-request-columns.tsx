import EventBusyIcon from '@mui/icons-material/EventBusy';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef } from '@mui/x-data-grid';
import type { PhysicalMedium, ReadingRequest, ReadingRequestOrdering } from '@portal/contracts';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CellContent } from '../../../components/data-table';
import { formatDate } from '../../../lib/format-date';
import { formatAddress } from '../../../resources/buildings';
import { MediumIcon } from '../../../resources/meters';
import { RequestStatusChip } from './request-status-chip';

/** Grid column field → reading_requests/ ordering parameter where the two differ. */
export const REQUEST_FIELD_TO_PARAM = {
  meter_id: 'meter__meter_id',
  physical_medium: 'meter__physical_medium',
  address: 'meter__building__street',
} as const satisfies Record<string, ReadingRequestOrdering>;

/** Columns hidden until the user chooses columns (the column menu shows them). */
export const REQUEST_HIDDEN_COLUMNS = [
  'property_manager',
  'commercial_consumer',
  'energy_supplier',
  'meter_reading_service',
  'owner_company_name',
] as const;

/**
 * Columns of the reading requests list: meter, medium, address, status, status note, delegate, planned
 * dates, overdue, reason, then the property manager and companies (hidden by default) and `actions`.
 */
export function useRequestColumns(actions: (row: ReadingRequest) => ReactNode): GridColDef<ReadingRequest>[] {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const header = (name: string) => t(`readingRequests.columns.${name}`);
    const company = (name: 'commercial_consumer' | 'energy_supplier' | 'meter_reading_service') =>
      ({
        field: name,
        headerName: header(name),
        minWidth: 150,
        flex: 1,
        sortable: false,
        valueGetter: (_value, row) => row.meter[name]?.name ?? '',
      }) satisfies GridColDef<ReadingRequest>;
    return [
      {
        field: 'meter_id',
        headerName: header('meter_id'),
        minWidth: 130,
        flex: 1,
        valueGetter: (_value, row) => row.meter.meter_id,
      },
      {
        field: 'physical_medium',
        headerName: header('physical_medium'),
        minWidth: 150,
        flex: 1,
        renderCell: ({ row }) => (
          <CellContent>
            <MediumIcon medium={row.meter.physical_medium as PhysicalMedium} size={20} />
            <span>
              {t(`media.${row.meter.physical_medium}`, { defaultValue: row.meter.physical_medium })}
            </span>
          </CellContent>
        ),
      },
      {
        field: 'address',
        headerName: header('address'),
        minWidth: 220,
        flex: 2,
        valueGetter: (_value, row) => formatAddress(row.meter.building),
      },
      {
        field: 'status',
        headerName: header('status'),
        // Wide enough for "Erfolgreich (Selbstablesung)".
        width: 200,
        renderCell: ({ row }) => (
          <CellContent>
            <RequestStatusChip status={row.status} />
          </CellContent>
        ),
      },
      {
        field: 'status_note',
        headerName: header('status_note'),
        minWidth: 160,
        flex: 1,
        valueGetter: (_value, row) =>
          row.status_note
            ? t(`readingRequests.statusNotes.${row.status_note}`, {
                defaultValue: row.status_note_text ?? row.status_note,
              })
            : '',
      },
      {
        field: 'delegate_name',
        headerName: header('delegate_name'),
        minWidth: 150,
        flex: 1,
        valueGetter: (_value, row) => row.delegate_name || row.delegate || t('readingRequests.noDelegate'),
      },
      {
        field: 'planned_reading_date',
        headerName: header('planned_reading_date'),
        width: 130,
        valueGetter: (_value, row) => formatDate(row.planned_reading_date, language),
      },
      {
        field: 'planned_reading_date_end',
        headerName: header('planned_reading_date_end'),
        width: 130,
        valueGetter: (_value, row) => formatDate(row.planned_reading_date_end, language),
      },
      {
        field: 'overdue',
        headerName: header('overdue'),
        width: 100,
        sortable: false,
        renderCell: ({ row }) =>
          row.overdue ? (
            <CellContent>
              <Tooltip title={t('readingRequests.overdue')}>
                <EventBusyIcon
                  color="error"
                  aria-label={t('readingRequests.overdue')}
                  data-testid="request-overdue"
                />
              </Tooltip>
            </CellContent>
          ) : null,
      },
      { field: 'reason', headerName: header('reason'), minWidth: 140, flex: 1 },
      {
        field: 'property_manager',
        headerName: header('property_manager'),
        minWidth: 150,
        flex: 1,
        sortable: false,
        valueGetter: (_value, row) =>
          row.meter.building.property_manager_name || row.meter.building.property_manager || '',
      },
      company('commercial_consumer'),
      company('energy_supplier'),
      company('meter_reading_service'),
      {
        field: 'owner_company_name',
        headerName: header('owner_company_name'),
        minWidth: 150,
        flex: 1,
        sortable: false,
      },
      {
        field: 'actions',
        headerName: header('actions'),
        // Two small icons: add reading and delete.
        width: 100,
        sortable: false,
        hideable: false,
        renderCell: ({ row }) => <CellContent>{actions(row)}</CellContent>,
      },
    ] satisfies GridColDef<ReadingRequest>[];
  }, [t, language, actions]);
}
