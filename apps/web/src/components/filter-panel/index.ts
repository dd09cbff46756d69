export { CompactField } from './CompactField';
export { DateRangeFilter, type DateRangeFilterProps } from './DateRangeFilter';
export type { DateRange } from './date-range';
export {
  ExclusiveCheckboxPair,
  type ExclusiveCheckboxPairProps,
  formatIsNull,
  IsNullFilter,
  type IsNullFilterProps,
  type IsNullValue,
  parseIsNull,
} from './ExclusiveCheckboxPair';
export type { ActiveFilter } from './FilterChips';
export { countActiveFilters, FilterPanel, type FilterPanelProps } from './FilterPanel';
export { FilterSelect, type FilterSelectProps } from './FilterSelect';
export type { FilterControlsList } from './filter-controls';
export { ListFilterPanel, type ListFilterPanelProps } from './ListFilterPanel';
export { MultiFilterSelect, type MultiFilterSelectProps } from './MultiFilterSelect';
export { SearchFilter, type SearchFilterProps } from './SearchFilter';
export { useFilterChoicesWanted } from './use-filter-choices-wanted';
