import Box from '@mui/material/Box';
import {
  buildingBulkActions,
  canAddBuilding,
  canChooseCommercialConsumer,
  canSetPreferredDelegate,
  canSetPropertyManager,
} from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useBulkSelection } from '../../../components/bulk-action-panel';
import { preloadDataTableUnlessPhone, useColumnVisibility } from '../../../components/data-table';
import { ListFilterPanel, useFilterChoicesWanted } from '../../../components/filter-panel';
import { AddLink, ListPageTitle, lazyFilters, ResponsiveList } from '../../../components/list-page';
import { useSession } from '../../../lib/session';
import type { Choice } from '../../../resources/directory';
import { useIsPhone } from '../../../theme/use-is-phone';
import { BuildingsBulkPanel } from '../bulk/buildings-bulk-panel';
import { BuildingCard } from './building-card';
import { BUILDING_HIDDEN_COLUMNS } from './building-filters';
import { type BuildingColumnOptions, useBuildingColumns } from './use-building-columns';
import { useBuildingFilterChips } from './use-building-filter-chips';
import { useBuildingsList } from './use-buildings-list';
import { useFilterOptions } from './use-filter-options';

// A phone shows cards, and the filters only in a dialog: it loads neither the grid nor the filters before
// they are shown. Wider screens show both at once and start loading them here.
const LazyBuildingsFilters = lazyFilters(() =>
  import('./buildings-filters').then((module) => module.BuildingsFilters),
);
preloadDataTableUnlessPhone();

export interface BuildingsListProps {
  statusChoices: Choice[];
  disableVirtualization?: boolean;
}

/**
 * The buildings list (server-paged, filters in the URL, bulk actions, add button), rendered once its
 * default status filter is known (see BuildingsListPage). On a phone (below 600 px) the same list and URL
 * state as cards, the filters behind one button, no bulk actions (cards cannot be selected).
 */
export function BuildingsList({ statusChoices, disableVirtualization }: BuildingsListProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user, actor, configuration } = useSession();
  const phone = useIsPhone();
  const { list, preferences, table, fixedDelegate } = useBuildingsList(statusChoices, phone);
  const filterChoices = useFilterChoicesWanted(phone);
  const options = useFilterOptions(actor, configuration, filterChoices.wanted);
  const columnOptions: BuildingColumnOptions = {
    businessEntity: Boolean(configuration?.HAS_BUSINESS_ENTITY_FEATURE),
    commercialConsumer: Boolean(actor && canChooseCommercialConsumer(actor)),
    preferredDelegate: Boolean(actor && configuration && canSetPreferredDelegate(actor, configuration)),
    propertyManager: Boolean(actor && canSetPropertyManager(actor)),
  };
  const columns = useBuildingColumns(columnOptions);
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
      <ListPageTitle home={t('buildings.home')} title={t('buildings.title')} />
      <ListFilterPanel
        {...filterChoices.panel}
        activeFilters={chips}
        list={list}
        actions={
          mayAdd && (
            <AddLink to="/buildings/new" testId="buildings-add">
              {t('buildings.add')}
            </AddLink>
          )
        }
      >
        <LazyBuildingsFilters list={list} statusChoices={statusChoices} options={options} />
      </ListFilterPanel>
      <ResponsiveList
        phone={phone}
        label={t('buildings.title')}
        {...table}
        {...selection.table}
        {...visibleColumns}
        renderCard={(building) => <BuildingCard building={building} columns={columnOptions} />}
        cardsTestId="buildings-cards"
        onRowClick={(row) => navigate(`/buildings/${row.resource_id}`)}
        disableVirtualization={disableVirtualization}
      />
      {!phone && bulk && selection.allowed && (
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
