import Box from '@mui/material/Box';
import type { GridColDef } from '@mui/x-data-grid';
import { canManageUsers, type UserListItem } from '@portal/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useBulkSelection } from '../../../components/bulk-action-panel';
import {
  preloadDataTableUnlessPhone,
  useColumnVisibility,
  useListPage,
} from '../../../components/data-table';
import {
  type ActiveFilter,
  FilterSelect,
  ListFilterPanel,
  SearchFilter,
} from '../../../components/filter-panel';
import { ListPageTitle, ResponsiveList } from '../../../components/list-page';
import { StatusChip } from '../../../components/status-chip';
import { formatDateTime } from '../../../lib/format-date';
import { useSession } from '../../../lib/session';
import { userKeys } from '../../../resources/users';
import { useIsPhone } from '../../../theme/use-is-phone';
import { getUsers } from '../api/users';
import { UserCard } from './user-card';
import { UsersBulkPanel } from './users-bulk-panel';

export const USERS_TABLE_ID = 'users';
const FILTER_NAMES = ['search', 'is_active'] as const;
const ORDERING_FIELDS = ['email', 'name', 'company_name', 'is_active', 'last_login'] as const;

// A phone shows cards and never loads the grid; wider screens start loading it here.
preloadDataTableUnlessPhone();

/**
 * /users (companies administration): every user, search by e-mail or company, bulk (de)activation. On a
 * phone (below 600 px) the same list and URL state as cards, the filters behind one button, no bulk
 * actions (cards cannot be selected).
 */
export function UsersPage({ disableVirtualization }: { disableVirtualization?: boolean } = {}) {
  const { t, i18n } = useTranslation();
  const { actor } = useSession();
  const phone = useIsPhone();
  const { list, preferences, table } = useListPage<UserListItem>({
    tableId: USERS_TABLE_ID,
    queryKey: userKeys.list,
    fetchPage: getUsers,
    defaultOrdering: 'email',
    filterNames: FILTER_NAMES,
    orderingFields: ORDERING_FIELDS,
    phone,
  });
  const columns = useMemo<GridColDef<UserListItem>[]>(() => {
    const header = (name: string) => t(`administration.users.fields.${name}`);
    return [
      { field: 'email', headerName: header('email'), minWidth: 200, flex: 1.4 },
      { field: 'name', headerName: header('name'), minWidth: 140, flex: 1 },
      { field: 'company_name', headerName: header('company_name'), minWidth: 160, flex: 1 },
      {
        field: 'role',
        headerName: header('role'),
        width: 140,
        sortable: false,
        valueFormatter: (value: string) => t(`administration.roles.${value}`, { defaultValue: value }),
      },
      {
        field: 'is_active',
        headerName: header('is_active'),
        width: 120,
        renderCell: ({ row }) => (
          <StatusChip
            status={row.is_active ? 'active' : 'inactive'}
            label={t(row.is_active ? 'administration.active' : 'administration.inactive')}
          />
        ),
      },
      {
        field: 'last_login',
        headerName: header('last_login'),
        width: 200,
        valueFormatter: (value: string | null) => formatDateTime(value, i18n.language),
      },
    ];
  }, [t, i18n.language]);
  const visibleColumns = useColumnVisibility(columns, preferences);
  const selection = useBulkSelection({
    allowed: Boolean(actor && canManageUsers(actor)),
    testId: 'users-bulk-open',
  });
  const activeOptions = [
    { value: 'true', label: t('administration.active') },
    { value: 'false', label: t('administration.inactive') },
  ];
  const chips: ActiveFilter[] = [];
  if (list.filters.search)
    chips.push({ name: 'search', label: t('administration.users.search'), value: list.filters.search });
  if (list.filters.is_active) {
    const option = activeOptions.find((entry) => entry.value === list.filters.is_active);
    chips.push({
      name: 'is_active',
      label: t('administration.users.fields.is_active'),
      value: option?.label ?? list.filters.is_active,
    });
  }

  return (
    <Box>
      <ListPageTitle home={t('buildings.home')} title={t('administration.users.title')} />
      <ListFilterPanel variant={phone ? 'dialog' : 'inline'} activeFilters={chips} list={list}>
        <SearchFilter
          value={list.filters.search}
          onChange={(value) => list.setFilter('search', value)}
          label={t('administration.users.search')}
        />
        <FilterSelect
          label={t('administration.users.fields.is_active')}
          value={list.filters.is_active}
          options={activeOptions}
          onChange={(value) => list.setFilter('is_active', value)}
          testId="users-filter-active"
        />
      </ListFilterPanel>
      <ResponsiveList
        phone={phone}
        label={t('administration.users.title')}
        {...table}
        {...selection.table}
        {...visibleColumns}
        renderCard={(user) => <UserCard user={user} />}
        cardsTestId="users-cards"
        disableVirtualization={disableVirtualization}
      />
      {!phone && selection.allowed && <UsersBulkPanel {...selection.panel} ownId={actor?.userId} />}
    </Box>
  );
}
