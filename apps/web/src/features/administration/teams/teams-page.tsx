import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type CompanyListItem, canCreateTeams } from '@portal/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { PageBreadcrumbs } from '../../../components/breadcrumbs';
import { DataTable, useColumnVisibility, useListPage } from '../../../components/data-table';
import { type ActiveFilter, FilterPanel, SearchFilter } from '../../../components/filter-panel';
import { useSession } from '../../../lib/session';
import { companyKeys } from '../../../resources/directory';
import { getCompanies } from '../api/companies';
import { TEAM_COLUMN_FIELDS, useTeamColumns } from './team-columns';

export const TEAMS_TABLE_ID = 'teams';
const FILTER_NAMES = ['search'] as const;

/** /companies: the teams the user sees; a row opens the team's employees. */
export function TeamsPage({ disableVirtualization }: { disableVirtualization?: boolean } = {}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { actor, configuration } = useSession();
  const { list, preferences, table } = useListPage<CompanyListItem>({
    tableId: TEAMS_TABLE_ID,
    queryKey: companyKeys.list,
    fetchPage: getCompanies,
    defaultOrdering: 'name',
    filterNames: FILTER_NAMES,
    orderingFields: TEAM_COLUMN_FIELDS,
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
      <PageBreadcrumbs
        items={[{ label: t('buildings.home'), to: '/' }, { label: t('administration.teams.title') }]}
      />
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {t('administration.teams.title')}
      </Typography>
      <FilterPanel
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
      <DataTable
        label={t('administration.teams.title')}
        {...table}
        {...visibleColumns}
        onRowClick={(row) => navigate(`/companies/${row.resource_id}/employees`)}
        disableVirtualization={disableVirtualization}
      />
    </Box>
  );
}
