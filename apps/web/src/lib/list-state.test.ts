import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderHookWithProviders } from '../testing/render-with-providers';
import { type UseListStateOptions, useListState } from './list-state';

function setup(route: string, options: UseListStateOptions = {}) {
  return renderHookWithProviders(() => useListState(options), { route: `/buildings${route}` });
}

describe('useListState', () => {
  it('reads page, page size, ordering and filters from the URL', () => {
    const { result } = setup('?page=3&page_size=20&o=-zip_code,city&search=main&status=active');
    expect(result.current.page).toBe(3);
    expect(result.current.pageSize).toBe(20);
    expect(result.current.ordering).toBe('-zip_code,city');
    expect(result.current.filters).toEqual({ search: 'main', status: 'active' });
    expect(result.current.paginationModel).toEqual({ page: 2, pageSize: 20 });
  });

  it('falls back to the defaults for invalid numbers', () => {
    for (const query of ['?page=abc&page_size=7', '?page=0&page_size=1000', '?page=1.5&page_size=Infinity']) {
      const { result, unmount } = setup(query);
      expect(result.current.page).toBe(1);
      expect(result.current.pageSize).toBe(50);
      unmount();
    }
  });

  it("uses the caller's default page size only if it is one of the options", () => {
    expect(setup('', { defaults: { page_size: 100 } }).result.current.pageSize).toBe(100);
    expect(setup('', { defaults: { page_size: 30 } }).result.current.pageSize).toBe(50);
  });

  it('ignores an ordering outside the allowed fields', () => {
    const options = { defaults: { o: 'zip_code' }, orderingFields: ['zip_code', 'city'] };
    expect(setup('?o=-city', options).result.current.ordering).toBe('-city');
    expect(setup('?o=password', options).result.current.ordering).toBe('zip_code');
  });

  it('writes changes back to the URL and reads them again (round trip)', () => {
    const { result, location } = setup('?page=4');
    act(() => result.current.setFilter('search', 'Hauptstraße'));
    expect(location()).toBe('/buildings?search=Hauptstra%C3%9Fe');
    expect(result.current.page).toBe(1);
    act(() => result.current.setOrdering('-zip_code'));
    act(() => result.current.setPaginationModel({ page: 2, pageSize: 50 }));
    expect(result.current.page).toBe(3);
    act(() => result.current.setPageSize(20));
    expect(result.current.pageSize).toBe(20);
    expect(result.current.page).toBe(1);
    expect(result.current.toApiParams()).toEqual({
      page: 1,
      page_size: 20,
      o: '-zip_code',
      search: 'Hauptstraße',
    });
  });

  it('comma-joins arrays and drops empty filters from the API parameters', () => {
    const { result } = setup('?status=&x=');
    act(() => result.current.setFilter('status', ['new', 'rejected']));
    expect(result.current.toApiParams()).toEqual({ page: 1, page_size: 50, status: 'new,rejected' });
    act(() => result.current.setFilter('status', undefined));
    expect(result.current.filters).toEqual({});
  });

  it('applies default filters, lets the user clear them, and restores them on reset', () => {
    const { result, location } = setup('', { defaults: { filters: { status: 'active' } } });
    expect(result.current.filters).toEqual({ status: 'active' });
    act(() => result.current.setFilter('status', undefined));
    expect(result.current.filters).toEqual({});
    expect(location()).toBe('/buildings?status=');
    act(() => result.current.setFilters({ search: 'x', preferred_delegate__isnull: 'true' }));
    act(() => result.current.resetFilters());
    expect(result.current.filters).toEqual({ status: 'active' });
    expect(location()).toBe('/buildings');
  });

  it('reads and writes the chosen columns, which are never a filter and stay when the filters are reset', () => {
    const { result, location } = setup('?columns=city,zip_code&search=a');
    expect(result.current.columns).toEqual(['city', 'zip_code']);
    expect(result.current.filters).toEqual({ search: 'a' });
    act(() => result.current.setColumns(['street']));
    expect(result.current.columns).toEqual(['street']);
    act(() => result.current.resetFilters());
    expect(location()).toBe('/buildings?columns=street');
    act(() => result.current.setColumns([]));
    expect(result.current.columns).toEqual([]);
    expect(setup('').result.current.columns).toBeUndefined();
  });

  it('leaves URL parameters that are not filters alone when filterNames is given', () => {
    const { result, location } = setup('?columns=city&search=a', { filterNames: ['search'] });
    expect(result.current.filters).toEqual({ search: 'a' });
    act(() => result.current.resetFilters());
    expect(location()).toBe('/buildings?columns=city');
  });
});
