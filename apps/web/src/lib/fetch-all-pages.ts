import type { Paginated } from '@portal/contracts';
import { api, type QueryValue } from './api-client';

/** Every page of a list (the selects need all employees or companies), `pageSize` per request. */
export async function fetchAllPages<T>(
  path: string,
  query: Record<string, QueryValue>,
  pageSize: number,
  signal?: AbortSignal,
): Promise<T[]> {
  const results: T[] = [];
  for (let page = 1; ; page++) {
    const answer = await api.get<Paginated<T>>(path, {
      query: { ...query, page, page_size: pageSize },
      signal,
    });
    results.push(...answer.results);
    if (!answer.next || answer.results.length === 0) return results;
  }
}
