import type { GridValidRowModel } from '@mui/x-data-grid';
import type { ReactNode } from 'react';
import { CardList } from '../card-list';
import { type DataTableProps, LazyDataTable } from '../data-table';

export interface ResponsiveListProps<T extends GridValidRowModel> extends DataTableProps<T> {
  /** Cards instead of the grid (below 600 px, `useIsPhone`). */
  phone: boolean;
  label: string;
  /** One card per row on a phone. */
  renderCard: (row: T) => ReactNode;
  cardsTestId: string;
}

/**
 * A list page's rows: on a phone as cards (no selection, no columns), else as the grid, loaded on demand;
 * both from the same `table` props.
 */
export function ResponsiveList<T extends GridValidRowModel>({
  phone,
  renderCard,
  cardsTestId,
  ...table
}: ResponsiveListProps<T>) {
  return phone ? (
    <CardList {...table} renderCard={renderCard} testId={cardsTestId} />
  ) : (
    <LazyDataTable {...table} />
  );
}
