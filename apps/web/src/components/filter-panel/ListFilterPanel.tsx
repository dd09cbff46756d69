import type { ListState } from '../../lib/list-state';
import { FilterPanel, type FilterPanelProps } from './FilterPanel';

export interface ListFilterPanelProps extends Omit<FilterPanelProps, 'onClearFilter' | 'onReset'> {
  /** The list whose URL filters the panel's chips and reset button clear. */
  list: Pick<ListState, 'setFilter' | 'resetFilters'>;
}

/** A list's filter panel: deleting a chip removes that filter, the reset button all of the list's filters. */
export function ListFilterPanel({ list, ...props }: ListFilterPanelProps) {
  return (
    <FilterPanel
      {...props}
      onClearFilter={(name) => list.setFilter(name, undefined)}
      onReset={list.resetFilters}
    />
  );
}
