import type { Meter, Paginated } from '@portal/contracts';
import { api } from '../../../lib/api-client';

export type MetersListParams = Record<string, string | number>;

/** GET meters/ (paged): page, page_size, o and the non-empty filters of the list page. */
export const getMeters = (params: MetersListParams, signal?: AbortSignal) =>
  api.get<Paginated<Meter>>('meters/', { query: params, signal });
