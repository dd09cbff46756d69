import { PHYSICAL_MEDIA } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import {
  CompactField,
  type FilterControlsList,
  FilterSelect,
  IsNullFilter,
  SearchFilter,
} from '../../../components/filter-panel';
import type { FilterInput } from '../../../lib/list-state';
import { MediumIcon } from '../../../resources/meters';
import type { BuildingFilterName } from './building-filters';
import { RequestStatusFilter } from './request-status-filter';
import type { BuildingFilterOptions } from './use-filter-options';

export interface BuildingsFiltersProps {
  list: FilterControlsList<BuildingFilterName>;
  statusChoices: Array<{ value: string; display_name: string }>;
  options: BuildingFilterOptions;
}

/** The controls inside the buildings filter panel. */
export function BuildingsFilters({ list, statusChoices, options }: BuildingsFiltersProps) {
  const { t } = useTranslation();
  const { filters, setFilters } = list;
  const set = (name: BuildingFilterName) => (value: FilterInput) => setFilters({ [name]: value });
  const pair = (name: BuildingFilterName, disabled = false) => (
    <IsNullFilter
      noLabel={t(`buildings.filters.${name}.no`)}
      hasLabel={t(`buildings.filters.${name}.has`)}
      value={filters[name]}
      onChange={(value) => setFilters({ [name]: value })}
      disabled={disabled}
    />
  );
  return (
    <>
      <CompactField width={280}>
        <SearchFilter value={filters.search} onChange={set('search')} />
      </CompactField>
      <FilterSelect
        label={t('buildings.filters.status')}
        value={filters.status}
        options={statusChoices.map((choice) => ({
          value: choice.value,
          label: t(`buildings.statuses.${choice.value}`, { defaultValue: choice.display_name }),
        }))}
        onChange={set('status')}
        testId="buildings-filter-status"
      />
      {options.extended && (
        <>
          {options.readersEnabled && (
            <FilterSelect
              label={t('buildings.filters.preferred_delegate')}
              value={filters.preferred_delegate}
              options={options.delegates}
              // A concrete delegate makes "no / has delegate" meaningless: clear and disable the pair.
              onChange={(value) =>
                setFilters({ preferred_delegate: value, preferred_delegate__isnull: undefined })
              }
              testId="buildings-filter-delegate"
            />
          )}
          <FilterSelect
            label={t('buildings.filters.property_manager')}
            value={filters.property_manager}
            options={options.propertyManagers}
            onChange={(value) => setFilters({ property_manager: value, property_manager__isnull: undefined })}
            testId="buildings-filter-manager"
          />
          <RequestStatusFilter
            value={filters.reading_requests_status}
            onChange={set('reading_requests_status')}
          />
          {options.showCommercialConsumer && (
            <FilterSelect
              label={t('buildings.filters.commercial_consumer')}
              value={filters.commercial_consumer}
              options={options.commercialConsumers}
              onChange={set('commercial_consumer')}
              testId="buildings-filter-consumer"
            />
          )}
          <FilterSelect
            label={t('buildings.filters.has_no_meter_of_type_but_has_readings')}
            value={filters.has_no_meter_of_type_but_has_readings}
            options={PHYSICAL_MEDIA.map((medium) => ({
              value: medium,
              label: t(`media.${medium}`),
              icon: <MediumIcon medium={medium} size={20} />,
            }))}
            onChange={set('has_no_meter_of_type_but_has_readings')}
            minWidth={320}
            testId="buildings-filter-medium"
          />
          {options.readersEnabled && pair('preferred_delegate__isnull', Boolean(filters.preferred_delegate))}
          {pair('property_manager__isnull', Boolean(filters.property_manager))}
          {pair('meters_reading_service__isnull')}
        </>
      )}
    </>
  );
}
