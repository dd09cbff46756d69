import { useTranslation } from 'react-i18next';
import {
  CompactField,
  DateRangeFilter,
  type FilterControlsList,
  FilterSelect,
  SearchFilter,
} from '../../../components/filter-panel';
import type { SelectOption } from '../../../components/select-options';
import type { ReadingFilterName } from './reading-filters';
import type { ReadingFilterOptions } from './use-reading-filter-options';

export interface ReadingsFiltersProps {
  list: FilterControlsList<ReadingFilterName>;
  options: ReadingFilterOptions;
  /** READING_REASON_FILTER: whether the type (reading reason) filter is offered. */
  showType: boolean;
}

/** The controls inside the readings filter panel; each writes its URL filter. */
export function ReadingsFilters({ list, options, showType }: ReadingsFiltersProps) {
  const { t } = useTranslation();
  const { filters, setFilters } = list;
  const label = (name: ReadingFilterName) => t(`readings.filters.${name}`);
  const select = (name: ReadingFilterName, list: SelectOption[]) => (
    <FilterSelect
      label={label(name)}
      value={filters[name]}
      options={list}
      onChange={(value) => setFilters({ [name]: value })}
      testId={`readings-filter-${name}`}
    />
  );
  return (
    <>
      <CompactField width={260}>
        <SearchFilter value={filters.search} onChange={(value) => setFilters({ search: value })} />
      </CompactField>
      <DateRangeFilter
        from={filters.reading_date_after}
        to={filters.reading_date_before}
        fromLabel={label('reading_date_after')}
        toLabel={label('reading_date_before')}
        onChange={({ from, to }) => setFilters({ reading_date_after: from, reading_date_before: to })}
      />
      {select('physical_medium', options.media)}
      {showType && select('type', options.types)}
      {select('applying_person', options.applyingPersons)}
      {select('plausibility', options.plausibility)}
    </>
  );
}
