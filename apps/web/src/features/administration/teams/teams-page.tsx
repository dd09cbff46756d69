import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type CompanyListItem, canCreateTeams } from '@portal/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import {
  preloadDataTableUnlessPhone,
  useColumnVisibility,
  useListPage,
} from '../../../components/data-table';
import { type ActiveFilter, FilterPanel, SearchFilter } from '../../../components/filter-panel';
import { ListPageTitle, ResponsiveList } from '../../../components/list-page';
import { useSession } from '../../../lib/session';
import { PHONE_ROWS_PER_PAGE } from '../../../lib/use-table-preferences';
import { companyKeys } from '../../../resources/directory';
import { useIsPhone } from '../../../theme/use-is-phone';
import { getCompanies } from '../api/companies';
import { CompanyCard } from './company-card';
import { TEAM_COLUMN_FIELDS, useTeamColumns } from './team-columns';

export const TEAMS_TABLE_ID = 'teams';
const FILTER_NAMES = ['search'] as const;

// A phone shows cards and never loads the grid; wider screens start loading it here.
preloadDataTableUnlessPhone();

/**
 * /companies: the teams the user sees; a row opens the team's employees. On a phone (below 600 px) the
 * same list and URL state as cards, the search behind one button.
 */
export function TeamsPage({ disableVirtualization }: { disableVirtualization?: boolean } = {}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { actor, configuration } = useSession();
  const phone = useIsPhone();
  const { list, preferences, table } = useListPage<CompanyListItem>({
    tableId: TEAMS_TABLE_ID,
    queryKey: companyKeys.list,
    fetchPage: getCompanies,
    defaultOrdering: 'name',
    filterNames: FILTER_NAMES,
    orderingFields: TEAM_COLUMN_FIELDS,
    ...(phone ? { defaultRowsPerPage: PHONE_ROWS_PER_PAGE } : {}),
  });
  const columns = useTeamColumns();
  const visibleByConfig = configuration?.VISIBLE_TEAMS_COLUMNS;
  const hidden = useMemo(
    () => (visibleByConfig ? TEAM_COLUMN_FIELDS.filter((field) => !visibleByConfig.includes(field)) : []),
    [visibleByConfig],
  );
  const visibleColumns = useColumnVisibility(columns, preferences, hidden);
  const mayCreate = Boolean(actor && configuration && canCreateTeams(actor, configuration));
  const chips: ActiveFilter[] = list.filters.search
    ? [{ name: 'search', label: t('components.filterPanel.search'), value: list.filters.search }]
    : [];

  return (
    <Box>
      <ListPageTitle home={t('buildings.home')} title={t('administration.teams.title')} />
      <FilterPanel
        variant={phone ? 'dialog' : 'inline'}
        activeFilters={chips}
        onClearFilter={(name) => list.setFilter(name, undefined)}
        onReset={list.resetFilters}
        actions={
          mayCreate && (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              component={RouterLink}
              to="/companies/new"
              data-testid="teams-add"
            >
              {t('administration.teams.add')}
            </Button>
          )
        }
      >
        <SearchFilter value={list.filters.search} onChange={(value) => list.setFilter('search', value)} />
      </FilterPanel>
      <ResponsiveList
        phone={phone}
        label={t('administration.teams.title')}
        {...table}
        {...visibleColumns}
        renderCard={(company) => <CompanyCard company={company} />}
        cardsTestId="teams-cards"
        onRowClick={(row) => navigate(`/companies/${row.resource_id}/employees`)}
        disableVirtualization={disableVirtualization}
      />
    </Box>
  );
}
