import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeWrapper } from '../../testing/render-with-providers';
import { type ListPage, type ListParams, useServerList } from './use-server-list';

interface Row {
  resource_id: string;
}

type Params = { page: number; search?: string } & ListParams;
type Fetch = (params: Params, signal: AbortSignal) => Promise<ListPage<Row>>;

function page(ids: string[], count = ids.length): ListPage<Row> {
  return { count, next: null, previous: null, results: ids.map((resource_id) => ({ resource_id })) };
}

function setup(fetchPage: Fetch, initial: Params, debounceMs?: number) {
  return renderHook(
    ({ params }: { params: Params }) =>
      useServerList({ queryKey: (page) => ['things', page], params, fetchPage, debounceMs }),
    { initialProps: { params: initial }, wrapper: makeWrapper() },
  );
}

describe('useServerList', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('loads the first page at once and exposes rows and count', async () => {
    const fetchPage = vi.fn<Fetch>().mockResolvedValue(page(['a', 'b'], 42));
    const { result } = setup(fetchPage, { page: 1 });
    await waitFor(() => expect(result.current.rows).toHaveLength(2));
    expect(result.current.count).toBe(42);
    expect(result.current.loading).toBe(false);
    expect(fetchPage).toHaveBeenCalledWith({ page: 1 }, expect.any(AbortSignal));
  });

  it('is loading until a render shows the answer (the answer is rendered deferred, in a transition)', async () => {
    const renders: Array<{ rows: number; loading: boolean }> = [];
    const fetchPage = vi.fn<Fetch>().mockResolvedValue(page(['a', 'b']));
    renderHook(
      () => {
        const list = useServerList({ queryKey: (p) => ['things', p], params: { page: 1 }, fetchPage });
        renders.push({ rows: list.rows.length, loading: list.loading });
        return list;
      },
      { wrapper: makeWrapper() },
    );
    await waitFor(() => expect(renders.at(-1)).toEqual({ rows: 2, loading: false }));
    // Never "loaded, no rows" while the answer waited for its render.
    expect(renders).not.toContainEqual({ rows: 0, loading: false });
  });

  it('debounces params: quick changes lead to one request with the last params', async () => {
    vi.useFakeTimers();
    const fetchPage = vi.fn<Fetch>().mockResolvedValue(page(['a']));
    const { result, rerender } = setup(fetchPage, { page: 1 });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(fetchPage).toHaveBeenCalledTimes(1);

    for (const search of ['m', 'ma', 'mai', 'main']) {
      rerender({ params: { page: 1, search } });
      await act(() => vi.advanceTimersByTimeAsync(300));
    }
    expect(fetchPage).toHaveBeenCalledTimes(1);
    expect(result.current.loading).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(fetchPage).toHaveBeenCalledTimes(2);
    expect(fetchPage).toHaveBeenLastCalledWith({ page: 1, search: 'main' }, expect.any(AbortSignal));
  });

  it('aborts the superseded request and ignores its abort', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const signals: AbortSignal[] = [];
    const fetchPage = vi.fn<Fetch>((params, signal) => {
      signals.push(signal);
      if (params.page === 1) {
        // Never answers by itself: only the abort ends it, as fetch() would.
        return new Promise((_, reject) =>
          signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        );
      }
      return Promise.resolve(page(['x']));
    });
    const { result, rerender } = setup(fetchPage, { page: 1 }, 10);
    await waitFor(() => expect(signals).toHaveLength(1));
    rerender({ params: { page: 2 } });
    await waitFor(() => expect(result.current.rows).toEqual([{ resource_id: 'x' }]));
    expect(signals[0]!.aborted).toBe(true);
    expect(signals[1]!.aborted).toBe(false);
    expect(result.current.error).toBeNull();
    expect(log).not.toHaveBeenCalled();
  });

  it('turns a 404 for page 2 into an empty page', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const notFound = Object.assign(new Error('Invalid page.'), { status: 404 });
    const fetchPage = vi.fn<Fetch>((params) =>
      params.page === 1 ? Promise.resolve(page(['a'], 1)) : Promise.reject(notFound),
    );
    const { result, rerender } = setup(fetchPage, { page: 1 }, 10);
    await waitFor(() => expect(result.current.rows).toHaveLength(1));
    rerender({ params: { page: 2 } });
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.rows).toEqual([]);
    expect(result.current.count).toBe(0);
    expect(result.current.error).toBeNull();
    expect(log).not.toHaveBeenCalled();
  });

  it('exposes and logs other errors, including a 404 on the first page', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const notFound = Object.assign(new Error('Not found.'), { status: 404 });
    const fetchPage = vi.fn<Fetch>().mockRejectedValue(notFound);
    const { result } = setup(fetchPage, { page: 1 });
    await waitFor(() => expect(result.current.error).toBe(notFound));
    expect(result.current.rows).toEqual([]);
    expect(log).toHaveBeenCalledWith(expect.any(String), ['things', { page: 1 }], notFound);
  });
});
