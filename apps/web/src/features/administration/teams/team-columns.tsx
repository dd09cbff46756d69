import type { GridColDef } from '@mui/x-data-grid';
import type { CompanyListItem } from '@portal/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format-date';

export const TEAM_COLUMN_FIELDS = [
  'name',
  'address',
  'company_type',
  'custom_reference',
  'vat',
  'contract_status',
  'expiration_date',
] as const;

/** Columns of the teams list; every one is a server ordering of companies/. */
export function useTeamColumns(): GridColDef<CompanyListItem>[] {
  const { t, i18n } = useTranslation();
  return useMemo(() => {
    const header = (name: string) => t(`administration.teams.fields.${name}`);
    return [
      { field: 'name', headerName: header('name'), minWidth: 180, flex: 1.3 },
      { field: 'address', headerName: header('address'), minWidth: 180, flex: 1.3 },
      {
        field: 'company_type',
        headerName: header('company_type'),
        minWidth: 170,
        flex: 1,
        valueFormatter: (value: string) => t(`administration.companyTypes.${value}`, { defaultValue: value }),
      },
      { field: 'custom_reference', headerName: header('custom_reference'), minWidth: 120, flex: 0.8 },
      { field: 'vat', headerName: header('vat'), minWidth: 120, flex: 0.8 },
      {
        field: 'contract_status',
        headerName: header('contract_status'),
        minWidth: 140,
        valueFormatter: (value: string | undefined) =>
          value ? t(`administration.contractStatuses.${value}`, { defaultValue: value }) : '',
      },
      {
        field: 'expiration_date',
        headerName: header('expiration_date'),
        width: 140,
        valueFormatter: (value: string | null | undefined) => formatDate(value, i18n.language),
      },
    ];
  }, [t, i18n.language]);
}
