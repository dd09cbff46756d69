import type { Paginated, UserListItem } from '@portal/contracts';
import { api } from '../../../lib/api-client';

/** GET users/ (companies administration): page, page_size, o, search, is_active. */
export const getUsers = (params: Record<string, string | number>, signal?: AbortSignal) =>
  api.get<Paginated<UserListItem>>('users/', { query: params, signal });

/** PATCH users/{uid}/ {is_active}: (de)activates an account; the server refuses the own account. */
export const setUserActive = (id: string, isActive: boolean) =>
  api.patch<UserListItem>(`users/${encodeURIComponent(id)}/`, { is_active: isActive });
