import {
  canDeleteUser,
  canEditUser,
  canListUsers,
  canSetUserActive,
  canViewUser,
  type PortalConfiguration,
} from '@portal/contracts';
import type { RequestAuth } from '../../context';
import { forbidden, notFound } from '../../http/errors';

export type UserAction = 'view' | 'list' | 'setActive' | 'edit' | 'delete';

/** May the user do `action` (to the user `userId`)? The rules themselves live in @portal/contracts. */
export function mayUser(
  auth: Pick<RequestAuth, 'actor'>,
  config: PortalConfiguration,
  action: UserAction,
  userId = '',
): boolean {
  const { actor } = auth;
  switch (action) {
    case 'view':
      return canViewUser(actor, userId);
    case 'list':
      return canListUsers(actor);
    case 'setActive':
      return canSetUserActive(actor, userId);
    case 'edit':
      return canEditUser(actor, userId);
    case 'delete':
      return canDeleteUser(actor, userId, config);
  }
}

/**
 * As `mayUser`, but refuses: a user one may not view answers 404 (never revealing that it exists), the
 * rest 403; deactivating oneself says why.
 */
export function authorizeUser(
  auth: Pick<RequestAuth, 'actor'>,
  config: PortalConfiguration,
  action: UserAction,
  userId?: string,
): void {
  if (mayUser(auth, config, action, userId)) return;
  if (action === 'view') throw notFound();
  if (action === 'setActive' && userId === auth.actor.userId)
    throw forbidden('You cannot deactivate your own account.');
  throw forbidden();
}
