import type { Paginated, Reading } from '@portal/contracts';
import { api } from '../../../lib/api-client';

export type ReadingsListParams = Record<string, string | number>;

/** GET readings/ (paged): page, page_size, o and the non-empty filters of the readings list. */
export const getReadings = (params: ReadingsListParams, signal?: AbortSignal) =>
  api.get<Paginated<Reading>>('readings/', { query: params, signal });
