import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef } from '@mui/x-data-grid';
import type { Meter, MeterOrdering } from '@portal/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CellContent } from '../../components/data-table';
import { StatusChip } from '../../components/status-chip';
import { formatAddress } from '../buildings/address';
import { MediumIcon } from './medium-icon';

export interface MeterColumnOptions {
  /**
   * Also the building, energy supplier, reading service and main meter columns (the meters list; a
   * building's own meter table leaves them out). Sortable ones map to METER_ORDERING through `fieldToParam`.
   */
  relations?: boolean;
}

/** Grid column field → meters/ ordering parameter where the two differ. */
export const METER_FIELD_TO_PARAM = {
  building: 'building__street',
  energy_supplier: 'energy_supplier_name',
  meter_reading_service: 'meter_reading_service_name',
} as const satisfies Record<string, MeterOrdering>;

/** Columns of a meters table: meter id, label, medium with icon, unit, status, check (and the relations). */
export function useMeterColumns({ relations = false }: MeterColumnOptions = {}): GridColDef<Meter>[] {
  const { t } = useTranslation();
  return useMemo(() => {
    const field = (name: string) => t(`meters.fields.${name}`);
    const own: GridColDef<Meter>[] = [
      { field: 'meter_id', headerName: field('meter_id'), minWidth: 140, flex: 1 },
      { field: 'label', headerName: field('label'), minWidth: 120, flex: 1 },
      {
        field: 'physical_medium',
        headerName: field('physical_medium'),
        minWidth: 160,
        flex: 1,
        renderCell: ({ row }) => (
          <CellContent>
            <MediumIcon medium={row.physical_medium} size={20} />
            <span>{t(`media.${row.physical_medium}`)}</span>
          </CellContent>
        ),
      },
      { field: 'physical_unit', headerName: field('physical_unit'), width: 90, sortable: false },
      {
        field: 'status',
        headerName: field('status'),
        width: 110,
        renderCell: ({ row }) => (
          <CellContent>
            <StatusChip
              status={row.status}
              label={t(`meters.statuses.${row.status}`, { defaultValue: row.status })}
            />
          </CellContent>
        ),
      },
      {
        field: 'needs_check',
        headerName: field('needs_check'),
        width: 120,
        renderCell: ({ row }) =>
          row.needs_check ? (
            <CellContent>
              <Tooltip title={t('meters.needsCheck')}>
                <WarningAmberIcon color="warning" aria-label={t('meters.needsCheck')} />
              </Tooltip>
            </CellContent>
          ) : null,
      },
    ];
    if (!relations) return own;
    return [
      ...own,
      {
        field: 'building',
        headerName: field('building'),
        minWidth: 220,
        flex: 2,
        valueGetter: (_value, row) => formatAddress(row.building) || t('meters.addressNotSpecified'),
      },
      {
        field: 'energy_supplier',
        headerName: field('energy_supplier'),
        minWidth: 150,
        flex: 1,
        valueGetter: (_value, row) => row.energy_supplier_name ?? '',
      },
      {
        field: 'meter_reading_service',
        headerName: field('meter_reading_service'),
        minWidth: 150,
        flex: 1,
        valueGetter: (_value, row) => row.meter_reading_service_name ?? '',
      },
      {
        field: 'main_meter',
        headerName: field('main_meter'),
        minWidth: 130,
        flex: 1,
        sortable: false,
        valueGetter: (_value, row) => row.main_meter_link?.meter_id ?? '',
      },
    ];
  }, [t, relations]);
}
