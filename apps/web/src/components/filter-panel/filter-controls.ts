import type { FilterInput } from '../../lib/list-state';

/**
 * What a list's filter controls get of its list state (`useListState`): the active filters, and setters
 * typed by the list's filter names, so a control can write only a filter of its list.
 */
export interface FilterControlsList<Name extends string> {
  filters: Record<string, string>;
  setFilter: (name: Name, value: FilterInput) => void;
  setFilters: (patch: Partial<Record<Name, FilterInput>>) => void;
}
