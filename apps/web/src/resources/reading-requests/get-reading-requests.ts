import type { Paginated, ReadingRequest } from '@portal/contracts';
import { api } from '../../lib/api-client';

export type ReadingRequestsListParams = Record<string, string | number>;

/** GET reading_requests/ (paged): page, page_size, o and the non-empty filters (lists comma-joined). */
export const getReadingRequests = (params: ReadingRequestsListParams, signal?: AbortSignal) =>
  api.get<Paginated<ReadingRequest>>('reading_requests/', { query: params, signal });
