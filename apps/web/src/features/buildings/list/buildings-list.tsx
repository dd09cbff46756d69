import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  buildingBulkActions,
  canAddBuilding,
  canChooseCommercialConsumer,
  canSetPreferredDelegate,
  canSetPropertyManager,
} from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { PageBreadcrumbs } from '../../../components/breadcrumbs';
import { useBulkSelection } from '../../../components/bulk-action-panel';
import { DataTable, useColumnVisibility } from '../../../components/data-table';
import { FilterPanel } from '../../../components/filter-panel';
import { useSession } from '../../../lib/session';
import type { Choice } from '../../../resources/directory';
import { BuildingsBulkPanel } from '../bulk/buildings-bulk-panel';
import { BUILDING_HIDDEN_COLUMNS } from './building-filters';
import { BuildingsFilters } from './buildings-filters';
import { useBuildingColumns } from './use-building-columns';
import { useBuildingFilterChips } from './use-building-filter-chips';
import { useBuildingsList } from './use-buildings-list';
import { useFilterOptions } from './use-filter-options';

export interface BuildingsListProps {
  statusChoices: Choice[];
  disableVirtualization?: boolean;
}

/**
 * The buildings list (server-paged, filters in the URL, bulk actions, add button), rendered once its
 * default status filter is known (see BuildingsListPage).
 */
export function BuildingsList({ statusChoices, disableVirtualization }: BuildingsListProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user, actor, configuration } = useSession();
  const { list, preferences, table, fixedDelegate } = useBuildingsList(statusChoices);
  const options = useFilterOptions(actor, configuration);
  const columns = useBuildingColumns({
    businessEntity: Boolean(configuration?.HAS_BUSINESS_ENTITY_FEATURE),
    commercialConsumer: Boolean(actor && canChooseCommercialConsumer(actor)),
    preferredDelegate: Boolean(actor && configuration && canSetPreferredDelegate(actor, configuration)),
    propertyManager: Boolean(actor && canSetPropertyManager(actor)),
  });
  const visibleColumns = useColumnVisibility(columns, preferences, BUILDING_HIDDEN_COLUMNS);
  const chips = useBuildingFilterChips({
    filters: list.filters,
    statusChoices,
    options,
    fixedDelegateName: fixedDelegate ? user?.employee.name || fixedDelegate : undefined,
  });
  const bulk = actor && configuration ? buildingBulkActions(actor, configuration) : null;
  const selection = useBulkSelection({
    allowed: bulk ? Object.values(bulk).some(Boolean) : false,
    testId: 'buildings-bulk-open',
  });
  const mayAdd = Boolean(actor && configuration && canAddBuilding(actor, configuration));

  return (
    <Box>
      <PageBreadcrumbs items={[{ label: t('buildings.home'), to: '/' }, { label: t('buildings.title') }]} />
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {t('buildings.title')}
      </Typography>
      <FilterPanel
        activeFilters={chips}
        onClearFilter={(name) => list.setFilter(name, undefined)}
        onReset={list.resetFilters}
        actions={
          mayAdd && (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              component={RouterLink}
              to="/buildings/new"
              data-testid="buildings-add"
            >
              {t('buildings.add')}
            </Button>
          )
        }
      >
        <BuildingsFilters
          filters={list.filters}
          setFilters={list.setFilters}
          statusChoices={statusChoices}
          options={options}
        />
      </FilterPanel>
      <DataTable
        label={t('buildings.title')}
        {...table}
        {...selection.table}
        {...visibleColumns}
        onRowClick={(row) => navigate(`/buildings/${row.resource_id}`)}
        disableVirtualization={disableVirtualization}
      />
      {bulk && selection.allowed && (
        <BuildingsBulkPanel
          {...selection.panel}
          allowed={bulk}
          statusChoices={statusChoices}
          delegates={options.delegates}
          propertyManagers={options.propertyManagers}
          commercialConsumers={options.commercialConsumers}
        />
      )}
    </Box>
  );
}
