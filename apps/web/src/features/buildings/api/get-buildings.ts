import type { Building, Paginated } from '@portal/contracts';
import { api } from '../../../lib/api-client';

export type BuildingsListParams = Record<string, string | number>;

/** GET buildings/ (paged): page, page_size, o and the non-empty filters of the list page. */
export const getBuildings = (params: BuildingsListParams, signal?: AbortSignal) =>
  api.get<Paginated<Building>>('buildings/', { query: params, signal });
