import type { Building, Paginated } from '@portal/contracts';
import { api } from '../../../lib/api-client';

/** Query key prefix of every buildings query; mutations invalidate it. */
export const BUILDINGS_KEY = ['buildings'] as const;
/** Query key prefix of the buildings list; `useServerList` appends the list's params. */
export const BUILDINGS_LIST_KEY = ['buildings', 'list'] as const;

export type BuildingsListParams = Record<string, string | number>;

/** GET buildings/ (paged): page, page_size, o and the non-empty filters of the list page. */
export const getBuildings = (params: BuildingsListParams, signal?: AbortSignal) =>
  api.get<Paginated<Building>>('buildings/', { query: params, signal });
