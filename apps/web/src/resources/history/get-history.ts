import type { AuditedObjectType, HistoryEntry, Paginated } from '@portal/contracts';
import { api } from '../../lib/api-client';

/** The object types with a `<collection>/{id}/history/` route: every audited one. */
export type HistoryObjectType = AuditedObjectType;

/** The collection of an object type where it differs: a user's history is that of the employee. */
const COLLECTION: Partial<Record<HistoryObjectType, string>> = { users: 'employees' };

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
  api.get<Paginated<HistoryEntry>>(
    `${COLLECTION[objectType] ?? objectType}/${encodeURIComponent(objectId)}/history/`,
    {
      query: params,
      signal,
    },
  );
