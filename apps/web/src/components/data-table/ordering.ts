import type { GridSortModel } from '@mui/x-data-grid';

/** Grid column field → API ordering parameter, for columns whose field is not the server's name. */
export type FieldToParam = Readonly<Record<string, string>>;

/**
 * Turns the grid's sort model into DRF's `o` parameter: `[{field:'zip_code',sort:'desc'},
 * {field:'city',sort:'asc'}]` → "-zip_code,city". Returns '' when nothing is sorted.
 */
export function sortModelToOrdering(sortModel: GridSortModel, fieldToParam: FieldToParam = {}): string {
  return sortModel
    .filter((item) => item.sort === 'asc' || item.sort === 'desc')
    .map((item) => `${item.sort === 'desc' ? '-' : ''}${fieldToParam[item.field] ?? item.field}`)
    .join(',');
}

/** The inverse of `sortModelToOrdering`: "-zip_code,city" → a sort model the grid can show. */
export function orderingToSortModel(
  ordering: string | undefined,
  fieldToParam: FieldToParam = {},
): GridSortModel {
  if (!ordering) return [];
  const paramToField = new Map(Object.entries(fieldToParam).map(([field, param]) => [param, field]));
  return ordering
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '' && part !== '-')
    .map((part) => {
      const descending = part.startsWith('-');
      const param = descending ? part.slice(1) : part;
      return { field: paramToField.get(param) ?? param, sort: descending ? 'desc' : 'asc' };
    });
}
