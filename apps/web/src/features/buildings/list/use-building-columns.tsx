import type { GridColDef } from '@mui/x-data-grid';
import { BUILDING_ORDERING, type Building } from '@portal/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CellContent } from '../../../components/data-table';
import { formatDate } from '../../../lib/format-date';
import { BuildingStatusChip } from '../building-status-chip';

export interface BuildingColumnOptions {
  businessEntity: boolean;
  commercialConsumer: boolean;
  preferredDelegate: boolean;
  propertyManager: boolean;
}

const sortable = (field: string) => (BUILDING_ORDERING as readonly string[]).includes(field);

/** Columns of the buildings list; only fields of BUILDING_ORDERING can be sorted (the server refuses others). */
export function useBuildingColumns(options: BuildingColumnOptions): GridColDef<Building>[] {
  const { t, i18n } = useTranslation();
  const { businessEntity, commercialConsumer, preferredDelegate, propertyManager } = options;
  return useMemo(() => {
    const text = (field: keyof Building, minWidth: number, flex = 1): GridColDef<Building> => ({
      field,
      headerName: t(`buildings.fields.${field}`),
      minWidth,
      flex,
      sortable: sortable(field),
    });
    const columns: Array<GridColDef<Building> | false> = [
      text('zip_code', 110, 0.6),
      text('city', 120),
      text('street', 150, 1.4),
      text('street_number', 80, 0.5),
      text('label', 120),
      businessEntity && text('business_entity', 130),
      text('country', 110, 0.8),
      text('state', 110, 0.8),
      {
        field: 'status',
        headerName: t('buildings.fields.status'),
        width: 120,
        renderCell: ({ row }) => (
          <CellContent>
            <BuildingStatusChip status={row.status} />
          </CellContent>
        ),
      },
      commercialConsumer && text('commercial_consumer_name', 150),
      preferredDelegate && text('preferred_delegate_name', 150),
      propertyManager && text('property_manager_name', 150),
      {
        field: 'meters_count',
        headerName: t('buildings.fields.meters_count'),
        type: 'number',
        width: 100,
        sortable: false,
      },
      {
        field: 'date_status_change',
        headerName: t('buildings.fields.date_status_change'),
        width: 140,
        valueFormatter: (value: string | null) => formatDate(value, i18n.language),
      },
    ];
    return columns.filter((column): column is GridColDef<Building> => column !== false);
  }, [t, i18n.language, businessEntity, commercialConsumer, preferredDelegate, propertyManager]);
}
