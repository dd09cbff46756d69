import type { GridColDef } from '@mui/x-data-grid';
import { type EmployeeListItem, ssoOffered, TIMINGS } from '@portal/contracts';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CardList } from '../../../components/card-list';
import {
  CellContent,
  LazyDataTable,
  preloadDataTableUnlessPhone,
  useColumnVisibility,
  useListPage,
} from '../../../components/data-table';
import { useSnackbar } from '../../../components/snackbar';
import { StatusChip } from '../../../components/status-chip';
import { serverMessage } from '../../../lib/server-message';
import { useSession } from '../../../lib/session';
import { employeeKeys } from '../../../resources/directory';
import { useIsPhone } from '../../../theme/use-is-phone';
import { getTeamEmployees, resendRegistration } from '../api/employees';
import { EmployeeActions } from './employee-actions';
import { EmployeeCard } from './employee-card';
import { GeneratePasswordDialog } from './generate-password-dialog';

export const EMPLOYEES_TABLE_ID = 'employees';
const COLUMN_FIELDS = ['email', 'employee.name', 'is_active', 'is_scheduler'] as const;
const NO_FILTERS: readonly string[] = [];
const ORDERING_FIELDS = ['email', 'name'] as const;
const FIELD_TO_PARAM = { 'employee.name': 'name' };

// A phone shows cards and never loads the grid; wider screens start loading it here.
preloadDataTableUnlessPhone();

/**
 * One team's employees (server-paged): a row opens the employee form; with `manage`, a row offers a new
 * password (not for schedulers) and the registration e-mail again. On a phone (below 600 px) the same
 * list as cards, the buttons at each card's foot.
 */
export function EmployeesTable({
  companyId,
  manage,
  disableVirtualization,
}: {
  companyId: string;
  manage: boolean;
  disableVirtualization?: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { show } = useSnackbar();
  const { configuration } = useSession();
  const phone = useIsPhone();
  const [generateFor, setGenerateFor] = useState<EmployeeListItem | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const { preferences, table } = useListPage<EmployeeListItem>({
    tableId: EMPLOYEES_TABLE_ID,
    queryKey: employeeKeys.teamList,
    fetchPage: getTeamEmployees,
    defaultOrdering: 'email',
    filterNames: NO_FILTERS,
    orderingFields: ORDERING_FIELDS,
    fieldToParam: FIELD_TO_PARAM,
    scope: (params) => ({ ...params, company: companyId }),
    phone,
  });

  // The dialog asks first and generates only once the question is confirmed.
  const onGenerate = (row: EmployeeListItem) => setGenerateFor(row);
  const onResend = async (row: EmployeeListItem) => {
    setBusy(row.resource_id);
    try {
      const answer = await resendRegistration(row.resource_id);
      show({ message: answer.detail, severity: 'success', durationMs: TIMINGS.snackbarMs });
    } catch (error) {
      const message = serverMessage(error) ?? t('administration.employees.resend.error');
      show({ message, severity: 'error', durationMs: TIMINGS.snackbarMs });
    } finally {
      setBusy(null);
    }
  };

  // With single sign-on offered, whether each employee uses it is a column (spec §5: the columns follow SSO).
  const withSso = Boolean(configuration && ssoOffered(configuration));
  // The cells call the latest handlers without the columns changing on every render.
  const handlers = useRef({ onGenerate, onResend });
  handlers.current = { onGenerate, onResend };
  const columns = useMemo<GridColDef<EmployeeListItem>[]>(() => {
    const label = (field: string) => t(`administration.employees.fields.${field}`);
    const base: GridColDef<EmployeeListItem>[] = [
      { field: 'email', headerName: label('email'), minWidth: 220, flex: 1.4 },
      {
        field: 'employee.name',
        headerName: label('employeeName'),
        minWidth: 160,
        flex: 1,
        valueGetter: (_value, row) => row.employee.name,
      },
      {
        field: 'is_active',
        headerName: label('is_active'),
        width: 120,
        sortable: false,
        renderCell: ({ row }) => (
          <CellContent>
            <StatusChip
              status={row.is_active ? 'active' : 'inactive'}
              label={t(row.is_active ? 'administration.active' : 'administration.inactive')}
            />
          </CellContent>
        ),
      },
      {
        field: 'is_scheduler',
        headerName: label('is_scheduler'),
        width: 120,
        sortable: false,
        valueGetter: (_value, row) => row.employee.is_scheduler,
        valueFormatter: (value: boolean) => t(value ? 'administration.yes' : 'administration.no'),
      },
      ...(withSso
        ? [
            {
              field: 'uses_sso',
              headerName: label('uses_sso'),
              width: 140,
              sortable: false,
              valueGetter: (_value: unknown, row: EmployeeListItem) => row.employee.uses_sso,
              valueFormatter: (value: boolean) => t(value ? 'administration.yes' : 'administration.no'),
            },
          ]
        : []),
    ];
    if (!manage) return base;
    return [
      ...base,
      {
        field: 'actions',
        headerName: t('administration.employees.actions'),
        width: 120,
        sortable: false,
        hideable: false,
        renderCell: ({ row }) => (
          <CellContent>
            <EmployeeActions
              employee={row}
              disabled={busy !== null}
              onGenerate={(employee) => handlers.current.onGenerate(employee)}
              onResend={(employee) => void handlers.current.onResend(employee)}
            />
          </CellContent>
        ),
      },
    ];
  }, [t, manage, busy, withSso]);
  const visibleByConfig = configuration?.VISIBLE_EMPLOYEE_COLUMNS;
  const hidden = useMemo(
    () => (visibleByConfig ? COLUMN_FIELDS.filter((field) => !visibleByConfig.includes(field)) : []),
    [visibleByConfig],
  );
  const visibleColumns = useColumnVisibility(columns, preferences, hidden);

  const editPath = (row: EmployeeListItem) =>
    `/companies/${encodeURIComponent(companyId)}/employees/${row.resource_id}/edit`;

  return (
    <>
      {phone ? (
        <CardList
          label={t('administration.employees.title')}
          {...table}
          renderCard={(employee) => (
            <EmployeeCard
              employee={employee}
              showSso={withSso}
              to={manage ? editPath(employee) : undefined}
              actions={
                manage ? (
                  <EmployeeActions
                    employee={employee}
                    disabled={busy !== null}
                    onGenerate={onGenerate}
                    onResend={(row) => void onResend(row)}
                  />
                ) : undefined
              }
            />
          )}
          testId="employees-cards"
        />
      ) : (
        <LazyDataTable
          label={t('administration.employees.title')}
          {...table}
          {...visibleColumns}
          onRowClick={manage ? (row) => navigate(editPath(row)) : undefined}
          disableVirtualization={disableVirtualization}
        />
      )}
      <GeneratePasswordDialog employee={generateFor} onClose={() => setGenerateFor(null)} />
    </>
  );
}
