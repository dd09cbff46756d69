import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef } from '@mui/x-data-grid';
import type { Meter } from '@portal/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MediumIcon } from '../../../lib/medium-icon';
import { BuildingStatusChip } from '../building-status-chip';

/** Columns of the building's meter table (meter id, label, medium with icon, unit, status, check). */
export function useMeterColumns(): GridColDef<Meter>[] {
  const { t } = useTranslation();
  return useMemo<GridColDef<Meter>[]>(
    () => [
      { field: 'meter_id', headerName: t('buildings.meters.meter_id'), minWidth: 140, flex: 1 },
      { field: 'label', headerName: t('buildings.meters.label'), minWidth: 120, flex: 1 },
      {
        field: 'physical_medium',
        headerName: t('buildings.meters.physical_medium'),
        minWidth: 150,
        flex: 1,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
            <MediumIcon medium={row.physical_medium} size={20} />
            <span>{t(`media.${row.physical_medium}`)}</span>
          </Stack>
        ),
      },
      { field: 'physical_unit', headerName: t('buildings.meters.physical_unit'), width: 90, sortable: false },
      {
        field: 'status',
        headerName: t('buildings.meters.status'),
        width: 110,
        renderCell: ({ row }) => (
          <Box sx={{ display: 'flex', alignItems: 'center', height: '100%' }}>
            <BuildingStatusChip status={row.status} />
          </Box>
        ),
      },
      {
        field: 'needs_check',
        headerName: t('buildings.meters.needs_check'),
        width: 110,
        renderCell: ({ row }) =>
          row.needs_check ? (
            <Box sx={{ display: 'flex', alignItems: 'center', height: '100%' }}>
              <Tooltip title={t('buildings.meters.needsCheck')}>
                <WarningAmberIcon color="warning" aria-label={t('buildings.meters.needsCheck')} />
              </Tooltip>
            </Box>
          ) : null,
      },
    ],
    [t],
  );
}
