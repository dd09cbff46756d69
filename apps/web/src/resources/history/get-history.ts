import type { AuditedObjectType, HistoryEntry, Paginated } from '@portal/contracts';
import { api } from '../../lib/api-client';

/** The collections with a `<collection>/{id}/history/` route (users have none). */
export type HistoryObjectType = Exclude<AuditedObjectType, 'users'>;

export interface HistoryParams extends Record<string, number> {
  page: number;
  page_size: number;
}

/** GET <collection>/{id}/history/ (paged, newest first): who changed the object, when, and each field. */
export const getHistory = (
  objectType: HistoryObjectType,
  objectId: string,
  params: HistoryParams,
  signal?: AbortSignal,
) =>
  api.get<Paginated<HistoryEntry>>(`${objectType}/${encodeURIComponent(objectId)}/history/`, {
    query: params,
    signal,
  });
