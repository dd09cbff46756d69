import PlaylistAddCheckIcon from '@mui/icons-material/PlaylistAddCheck';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { GridColumnVisibilityModel, GridRowId } from '@mui/x-data-grid';
import {
  canChooseEnergySupplier,
  canChooseMeterReadingService,
  meterBulkActions,
  referenceId,
} from '@portal/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageBreadcrumbs } from '../../components/breadcrumbs';
import { DataTable } from '../../components/data-table';
import { FilterPanel } from '../../components/filter-panel';
import { useChoices, useContractorCompanies } from '../../lib/directory';
import { useMeter } from '../../lib/meter-query';
import { useSession } from '../../lib/session';
import { MetersBulkPanel } from './bulk/meters-bulk-panel';
import { MainMeterHeading } from './main-meter-heading';
import { MetersFilters } from './meters-filters';
import { useMeterColumns } from './use-meter-columns';
import { useMeterFilterChips } from './use-meter-filter-chips';
import { useMetersList } from './use-meters-list';

const ALL_VISIBLE: GridColumnVisibilityModel = {};

/** /meters: server-paged meters with filters, bulk actions and the sub-meters view (?main_meter=<id>). */
export function MetersListPage({ disableVirtualization }: { disableVirtualization?: boolean } = {}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { actor, configuration } = useSession();
  const { list, server, preferences, sortModel, setSortModel, setPaginationModel } = useMetersList();
  const columns = useMeterColumns();
  const [selectedIds, setSelectedIds] = useState<GridRowId[]>([]);
  const [bulkOpen, setBulkOpen] = useState(false);
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
  const bulkAllowed =
    actor && configuration ? Object.values(meterBulkActions(actor, configuration)).some(Boolean) : false;

  const visibility = useMemo<GridColumnVisibilityModel | undefined>(() => {
    const chosen = preferences.columns;
    if (!chosen) return undefined;
    return Object.fromEntries(columns.map((column) => [column.field, chosen.includes(column.field)]));
  }, [preferences.columns, columns]);
  const handleVisibility = (model: GridColumnVisibilityModel) =>
    preferences.setColumns(columns.map((c) => c.field).filter((field) => model[field] !== false));

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
        rows={server.rows}
        columns={columns}
        rowCount={server.count}
        loading={server.loading}
        error={server.error}
        onRetry={server.refetch}
        paginationModel={list.paginationModel}
        onPaginationModelChange={setPaginationModel}
        sortModel={sortModel}
        onSortModelChange={setSortModel}
        selectedIds={selectedIds}
        onSelectionChange={bulkAllowed ? setSelectedIds : undefined}
        columnVisibilityModel={visibility ?? ALL_VISIBLE}
        onColumnVisibilityModelChange={handleVisibility}
        onRowClick={(row) => navigate(`/meters/${row.resource_id}`)}
        disableVirtualization={disableVirtualization}
        toolbarActions={
          bulkAllowed && (
            <Button
              startIcon={<PlaylistAddCheckIcon />}
              onClick={() => setBulkOpen(true)}
              data-testid="meters-bulk-open"
            >
              {t('components.bulk.title')}
            </Button>
          )
        }
      />
      {bulkAllowed && (
        <MetersBulkPanel
          open={bulkOpen}
          onClose={() => setBulkOpen(false)}
          selectedIds={selectedIds.map(String)}
          onDeleted={(ids) => setSelectedIds((current) => current.filter((id) => !ids.includes(String(id))))}
        />
      )}
    </Box>
  );
}
