import type { Meter, Paginated } from '@portal/contracts';
import { api } from '../../../lib/api-client';

/** Query key prefix of the meters list; the list's params are appended by `useServerList`. */
export const METERS_LIST_KEY = ['meters', 'list'] as const;

export type MetersListParams = Record<string, string | number>;

/** GET meters/ (paged): page, page_size, o and the non-empty filters of the list page. */
export const getMeters = (params: MetersListParams, signal?: AbortSignal) =>
  api.get<Paginated<Meter>>('meters/', { query: params, signal });
