import Box from '@mui/material/Box';
import {
  canChooseEnergySupplier,
  canChooseMeterReadingService,
  meterBulkActions,
  referenceId,
} from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useBulkSelection } from '../../components/bulk-action-panel';
import { preloadDataTableUnlessPhone, useColumnVisibility } from '../../components/data-table';
import { ListFilterPanel, useFilterChoicesWanted } from '../../components/filter-panel';
import { ListPageTitle, lazyFilters, ResponsiveList } from '../../components/list-page';
import { useSession } from '../../lib/session';
import { useChoices, useContractorCompanies } from '../../resources/directory';
import { MeterCard, useMeter, useMeterColumns } from '../../resources/meters';
import { useIsPhone } from '../../theme/use-is-phone';
import { MetersBulkPanel } from './bulk/meters-bulk-panel';
import { MainMeterHeading } from './main-meter-heading';
import { useMeterFilterChips } from './use-meter-filter-chips';
import { useMetersList } from './use-meters-list';

// A phone shows cards, and the filters only in a dialog: it loads neither the grid nor the filters before
// they are shown. Wider screens show both at once and start loading them here.
const LazyMetersFilters = lazyFilters(() =>
  import('./meters-filters').then((module) => module.MetersFilters),
);
preloadDataTableUnlessPhone();

/**
 * /meters: server-paged meters with filters, bulk actions and the sub-meters view (?main_meter=<id>). On
 * a phone (below 600 px) the same list and URL state as cards, the filters behind one button, no bulk
 * actions (cards cannot be selected).
 */
export function MetersListPage({ disableVirtualization }: { disableVirtualization?: boolean } = {}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { actor, configuration } = useSession();
  const phone = useIsPhone();
  const { list, preferences, table } = useMetersList(phone);
  const columns = useMeterColumns({ relations: true });
  const visibleColumns = useColumnVisibility(columns, preferences);
  const showSuppliers = Boolean(actor && configuration && canChooseEnergySupplier(actor, configuration));
  const showServices = Boolean(actor && configuration && canChooseMeterReadingService(actor, configuration));
  const filterChoices = useFilterChoicesWanted(phone);
  const suppliers = useContractorCompanies('energy_supplier', filterChoices.wanted && showSuppliers);
  const services = useContractorCompanies('meter_reading_service', filterChoices.wanted && showServices);
  const statusChoices = useChoices('meters/', 'status', filterChoices.wanted);
  const mainMeterId = list.filters.main_meter ? referenceId(list.filters.main_meter) : undefined;
  const mainMeter = useMeter(mainMeterId);
  const chips = useMeterFilterChips({
    filters: list.filters,
    statusChoices,
    companies: [...suppliers.companies, ...services.companies],
    mainMeterNumber: mainMeter.data?.meter_id,
  });
  const selection = useBulkSelection({
    allowed:
      actor && configuration ? Object.values(meterBulkActions(actor, configuration)).some(Boolean) : false,
    testId: 'meters-bulk-open',
  });

  return (
    <Box>
      <ListPageTitle home={t('navigation.dashboard')} title={t('meters.title')} />
      {mainMeterId && (
        <MainMeterHeading
          mainMeterId={mainMeterId}
          meterNumber={mainMeter.data?.meter_id}
          onClear={() => list.setFilter('main_meter', undefined)}
        />
      )}
      <ListFilterPanel {...filterChoices.panel} activeFilters={chips} list={list}>
        <LazyMetersFilters
          list={list}
          statusChoices={statusChoices}
          energySuppliers={showSuppliers ? suppliers.companies : null}
          readingServices={showServices ? services.companies : null}
        />
      </ListFilterPanel>
      <ResponsiveList
        phone={phone}
        label={t('meters.title')}
        {...table}
        {...selection.table}
        {...visibleColumns}
        renderCard={(meter) => <MeterCard meter={meter} />}
        cardsTestId="meters-cards"
        onRowClick={(row) => navigate(`/meters/${row.resource_id}`)}
        disableVirtualization={disableVirtualization}
      />
      {!phone && selection.allowed && <MetersBulkPanel {...selection.panel} />}
    </Box>
  );
}
