import Box from '@mui/material/Box';
import { type CompanyListItem, canCreateTeams } from '@portal/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  preloadDataTableUnlessPhone,
  useColumnVisibility,
  useListPage,
} from '../../../components/data-table';
import { type ActiveFilter, ListFilterPanel, SearchFilter } from '../../../components/filter-panel';
import { AddLink, ListPageTitle, ResponsiveList } from '../../../components/list-page';
import { useSession } from '../../../lib/session';
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
    phone,
    columnsInUrl: true,
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
      <ListFilterPanel
        variant={phone ? 'dialog' : 'inline'}
        activeFilters={chips}
        list={list}
        actions={
          mayCreate && (
            <AddLink to="/companies/new" testId="teams-add">
              {t('administration.teams.add')}
            </AddLink>
          )
        }
      >
        <SearchFilter value={list.filters.search} onChange={(value) => list.setFilter('search', value)} />
      </ListFilterPanel>
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
