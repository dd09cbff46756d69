import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef } from '@mui/x-data-grid';
import type { Meter } from '@portal/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MediumIcon } from '../../lib/medium-icon';
import { formatAddress } from '../../lib/meter-trail';

/** Columns of the meters list; sortable ones map to METER_ORDERING through METER_FIELD_TO_PARAM. */
export function useMeterColumns(): GridColDef<Meter>[] {
  const { t } = useTranslation();
  return useMemo<GridColDef<Meter>[]>(
    () => [
      { field: 'meter_id', headerName: t('meters.fields.meter_id'), minWidth: 140, flex: 1 },
      { field: 'label', headerName: t('meters.fields.label'), minWidth: 120, flex: 1 },
      {
        field: 'physical_medium',
        headerName: t('meters.fields.physical_medium'),
        minWidth: 160,
        flex: 1,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
            <MediumIcon medium={row.physical_medium} size={20} />
            <span>{t(`media.${row.physical_medium}`)}</span>
          </Stack>
        ),
      },
      { field: 'physical_unit', headerName: t('meters.fields.physical_unit'), width: 90, sortable: false },
      {
        field: 'status',
        headerName: t('meters.fields.status'),
        width: 110,
        valueFormatter: (value: string) => t(`meters.statuses.${value}`, { defaultValue: value }),
      },
      {
        field: 'needs_check',
        headerName: t('meters.fields.needs_check'),
        width: 120,
        renderCell: ({ row }) =>
          row.needs_check ? (
            <Tooltip title={t('meters.needsCheck')}>
              <WarningAmberIcon color="warning" aria-label={t('meters.needsCheck')} sx={{ mt: 1.5 }} />
            </Tooltip>
          ) : null,
      },
      {
        field: 'building',
        headerName: t('meters.fields.building'),
        minWidth: 220,
        flex: 2,
        valueGetter: (_value, row) => formatAddress(row.building) || t('meters.addressNotSpecified'),
      },
      {
        field: 'energy_supplier',
        headerName: t('meters.fields.energy_supplier'),
        minWidth: 150,
        flex: 1,
        valueGetter: (_value, row) => row.energy_supplier_name ?? '',
      },
      {
        field: 'meter_reading_service',
        headerName: t('meters.fields.meter_reading_service'),
        minWidth: 150,
        flex: 1,
        valueGetter: (_value, row) => row.meter_reading_service_name ?? '',
      },
      {
        field: 'main_meter',
        headerName: t('meters.fields.main_meter'),
        minWidth: 130,
        flex: 1,
        sortable: false,
        valueGetter: (_value, row) => row.main_meter_link?.meter_id ?? '',
      },
    ],
    [t],
  );
}
