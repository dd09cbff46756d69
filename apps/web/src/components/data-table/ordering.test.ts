import { describe, expect, it } from 'vitest';
import { orderingToSortModel, sortModelToOrdering } from './ordering';

describe('sortModelToOrdering', () => {
  it('writes DRF ordering with "-" for descending, in sort order', () => {
    expect(
      sortModelToOrdering([
        { field: 'zip_code', sort: 'desc' },
        { field: 'city', sort: 'asc' },
      ]),
    ).toBe('-zip_code,city');
  });

  it('gives an empty text for no sorting and skips unsorted items', () => {
    expect(sortModelToOrdering([])).toBe('');
    expect(sortModelToOrdering([{ field: 'city', sort: null }])).toBe('');
  });

  it('maps grid fields to API parameters', () => {
    expect(sortModelToOrdering([{ field: 'address', sort: 'desc' }], { address: 'street' })).toBe('-street');
  });
});

describe('orderingToSortModel', () => {
  it('reads DRF ordering back', () => {
    expect(orderingToSortModel('-zip_code,city')).toEqual([
      { field: 'zip_code', sort: 'desc' },
      { field: 'city', sort: 'asc' },
    ]);
  });

  it('maps API parameters back to grid fields and ignores empty parts', () => {
    expect(orderingToSortModel('street,,-', { address: 'street' })).toEqual([
      { field: 'address', sort: 'asc' },
    ]);
    expect(orderingToSortModel('')).toEqual([]);
    expect(orderingToSortModel(undefined)).toEqual([]);
  });

  it('round-trips', () => {
    const fieldToParam = { address: 'street' };
    for (const ordering of ['-street,city', 'created', '-modified']) {
      expect(sortModelToOrdering(orderingToSortModel(ordering, fieldToParam), fieldToParam)).toBe(ordering);
    }
  });
});
