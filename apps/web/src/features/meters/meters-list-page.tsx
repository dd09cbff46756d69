import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  canChooseEnergySupplier,
  canChooseMeterReadingService,
  meterBulkActions,
  referenceId,
} from '@portal/contracts';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageBreadcrumbs } from '../../components/breadcrumbs';
import { useBulkSelection } from '../../components/bulk-action-panel';
import { CardList } from '../../components/card-list';
import { LazyDataTable, preloadDataTableUnlessPhone, useColumnVisibility } from '../../components/data-table';
import { FilterPanel, useFilterChoicesWanted } from '../../components/filter-panel';
import { PageLoading } from '../../components/page-loading';
import { isWiderThanPhone, lazyPart } from '../../lib/lazy-part';
import { useSession } from '../../lib/session';
import { useChoices, useContractorCompanies } from '../../resources/directory';
import { MeterCard, useMeter, useMeterColumns } from '../../resources/meters';
import { useIsPhone } from '../../theme/use-is-phone';
import { MetersBulkPanel } from './bulk/meters-bulk-panel';
import { MainMeterHeading } from './main-meter-heading';
import type { MetersFiltersProps } from './meters-filters';
import { useMeterFilterChips } from './use-meter-filter-chips';
import { useMetersList } from './use-meters-list';

// A phone shows cards, and the filters only in a dialog: it loads neither the grid nor the filters before
// they are shown. Wider screens show both at once and start loading them here.
const metersFilters = lazyPart(() => import('./meters-filters').then((module) => module.MetersFilters));
preloadDataTableUnlessPhone();
if (isWiderThanPhone()) void metersFilters.preload();

function LoadedMetersFilters(props: MetersFiltersProps) {
  const MetersFilters = metersFilters.useLoaded();
  return <MetersFilters {...props} />;
}

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
      <PageBreadcrumbs
        items={[{ label: t('navigation.dashboard'), to: '/' }, { label: t('meters.title') }]}
      />
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {t('meters.title')}
      </Typography>
      {mainMeterId && (
        <MainMeterHeading
          mainMeterId={mainMeterId}
          meterNumber={mainMeter.data?.meter_id}
          onClear={() => list.setFilter('main_meter', undefined)}
        />
      )}
      <FilterPanel
        {...filterChoices.panel}
        activeFilters={chips}
        onClearFilter={(name) => list.setFilter(name, undefined)}
        onReset={list.resetFilters}
      >
        <Suspense fallback={<PageLoading py={2} />}>
          <LoadedMetersFilters
            filters={list.filters}
            setFilter={list.setFilter}
            statusChoices={statusChoices}
            energySuppliers={showSuppliers ? suppliers.companies : null}
            readingServices={showServices ? services.companies : null}
          />
        </Suspense>
      </FilterPanel>
      {phone ? (
        <CardList
          label={t('meters.title')}
          {...table}
          renderCard={(meter) => <MeterCard meter={meter} />}
          testId="meters-cards"
        />
      ) : (
        <LazyDataTable
          label={t('meters.title')}
          {...table}
          {...selection.table}
          {...visibleColumns}
          onRowClick={(row) => navigate(`/meters/${row.resource_id}`)}
          disableVirtualization={disableVirtualization}
        />
      )}
      {!phone && selection.allowed && <MetersBulkPanel {...selection.panel} />}
    </Box>
  );
}
