import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useTranslation } from 'react-i18next';
import {
  CompactField,
  DateRangeFilter,
  type FilterControlsList,
  FilterSelect,
  IsNullFilter,
  MultiFilterSelect,
  SearchFilter,
} from '../../../components/filter-panel';
import type { SelectOption } from '../../../components/select-options';

import type { RequestFilterName, RequestFilterVisibility } from './request-filters';
import type { RequestFilterOptions } from './use-request-filter-options';

export interface ReadingRequestsFiltersProps {
  list: FilterControlsList<RequestFilterName>;
  visibility: RequestFilterVisibility;
  options: RequestFilterOptions;
  /** A meter reader: their own e-mail and name, shown in the locked assignee filter. */
  reader?: { email: string; name: string };
}

/** The controls inside the reading requests filter panel; each writes its URL filter. */
export function ReadingRequestsFilters(props: ReadingRequestsFiltersProps) {
  const { list, visibility, options, reader } = props;
  const { filters, setFilters } = list;
  const { t } = useTranslation();
  const label = (name: string) => t(`readingRequests.filters.${name}`);
  const select = (name: RequestFilterName, list: SelectOption[], disabled = false, value = filters[name]) => (
    <FilterSelect
      label={label(name)}
      value={value}
      options={list}
      onChange={(value) => setFilters({ [name]: value })}
      disabled={disabled}
      testId={`requests-filter-${name}`}
    />
  );
  const multi = (name: RequestFilterName, list: SelectOption[]) => (
    <MultiFilterSelect
      label={label(name)}
      value={filters[name]}
      options={list}
      onChange={(value) => setFilters({ [name]: value })}
      testId={`requests-filter-${name}`}
    />
  );
  return (
    <>
      <CompactField width={260}>
        <SearchFilter value={filters.search} onChange={(value) => setFilters({ search: value })} />
      </CompactField>
      <DateRangeFilter
        from={filters.created_after}
        to={filters.created_before}
        fromLabel={label('created_after')}
        toLabel={label('created_before')}
        onChange={({ from, to }) => setFilters({ created_after: from, created_before: to })}
      />
      <DateRangeFilter
        from={filters.planned_reading_date_after}
        to={filters.planned_reading_date_before}
        fromLabel={label('planned_reading_date_after')}
        toLabel={label('planned_reading_date_before')}
        onChange={({ from, to }) =>
          setFilters({ planned_reading_date_after: from, planned_reading_date_before: to })
        }
      />
      {reader ? (
        // A meter reader sees their own requests only: the assignee is fixed, the manager not choosable.
        select('delegate', [{ value: reader.email, label: reader.name }], true, reader.email)
      ) : (
        <FilterSelect
          label={label('delegate')}
          value={filters.delegate}
          options={options.delegates}
          // A concrete reader makes "assigned / not assigned" meaningless: clear that pair.
          onChange={(value) => setFilters({ delegate: value, delegate__isnull: undefined })}
          testId="requests-filter-delegate"
        />
      )}
      {reader
        ? select('meter__building__property_manager__email', [], true, undefined)
        : select('meter__building__property_manager__email', options.propertyManagers)}
      {multi(
        'status',
        withChosenStatuses(options.statuses, filters.status, (status) =>
          t(`readingRequests.statuses.${status}`),
        ),
      )}
      {multi('status_note', options.statusNotes)}
      {select('physical_medium', options.media)}
      {select('meter__status', options.meterStatuses)}
      {visibility.commercialConsumer && select('commercial_consumer', options.commercialConsumers)}
      {visibility.energySupplier && select('energy_supplier', options.energySuppliers)}
      {visibility.meterReadingService && select('meter_reading_service', options.meterReadingServices)}
      {!reader && (
        <IsNullFilter
          noLabel={t('readingRequests.filters.delegate__isnull.no')}
          hasLabel={t('readingRequests.filters.delegate__isnull.has')}
          value={filters.delegate__isnull}
          onChange={(value) => setFilters({ delegate__isnull: value })}
          disabled={Boolean(filters.delegate)}
        />
      )}
      <FormControlLabel
        label={label('overdue')}
        control={
          <Checkbox
            checked={filters.overdue === 'true'}
            onChange={(_, checked) => setFilters({ overdue: checked ? 'true' : undefined })}
            slotProps={{ input: { 'data-testid': 'requests-filter-overdue' } as object }}
          />
        }
      />
    </>
  );
}

/**
 * The status choices plus any chosen status beyond them (the dashboard links to `success_selfservice`,
 * `postponed` …), so the select names what the list is filtered by.
 */
function withChosenStatuses(
  options: SelectOption[],
  chosen: string | undefined,
  label: (status: string) => string,
): SelectOption[] {
  const extra = (chosen ?? '')
    .split(',')
    .filter((status) => status && !options.some((option) => option.value === status));
  return [...options, ...extra.map((status) => ({ value: status, label: label(status) }))];
}
