import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  canChooseEnergySupplier,
  canChooseMeterReadingService,
  meterBulkActions,
  referenceId,
} from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageBreadcrumbs } from '../../components/breadcrumbs';
import { useBulkSelection } from '../../components/bulk-action-panel';
import { DataTable, useColumnVisibility } from '../../components/data-table';
import { FilterPanel } from '../../components/filter-panel';
import { useSession } from '../../lib/session';
import { useChoices, useContractorCompanies } from '../../resources/directory';
import { useMeter, useMeterColumns } from '../../resources/meters';
import { MetersBulkPanel } from './bulk/meters-bulk-panel';
import { MainMeterHeading } from './main-meter-heading';
import { MetersFilters } from './meters-filters';
import { useMeterFilterChips } from './use-meter-filter-chips';
import { useMetersList } from './use-meters-list';

/** /meters: server-paged meters with filters, bulk actions and the sub-meters view (?main_meter=<id>). */
export function MetersListPage({ disableVirtualization }: { disableVirtualization?: boolean } = {}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { actor, configuration } = useSession();
  const { list, preferences, table } = useMetersList();
  const columns = useMeterColumns({ relations: true });
  const visibleColumns = useColumnVisibility(columns, preferences);
  const showSuppliers = Boolean(actor && configuration && canChooseEnergySupplier(actor, configuration));
  const showServices = Boolean(actor && configuration && canChooseMeterReadingService(actor, configuration));
  const suppliers = useContractorCompanies('energy_supplier', showSuppliers);
  const services = useContractorCompanies('meter_reading_service', showServices);
  const statusChoices = useChoices('meters/', 'status');
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
        activeFilters={chips}
        onClearFilter={(name) => list.setFilter(name, undefined)}
        onReset={list.resetFilters}
      >
        <MetersFilters
          filters={list.filters}
          setFilter={list.setFilter}
          statusChoices={statusChoices}
          energySuppliers={showSuppliers ? suppliers.companies : null}
          readingServices={showServices ? services.companies : null}
        />
      </FilterPanel>
      <DataTable
        label={t('meters.title')}
        {...table}
        {...selection.table}
        {...visibleColumns}
        onRowClick={(row) => navigate(`/meters/${row.resource_id}`)}
        disableVirtualization={disableVirtualization}
      />
      {selection.allowed && <MetersBulkPanel {...selection.panel} />}
    </Box>
  );
}
