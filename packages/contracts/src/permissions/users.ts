import type { PortalConfiguration } from '../configuration';
import { canDeleteOwnAccount } from './header';
import { type Actor, isAdministration, isScheduler } from './session';

/** See a user (GET users/{id}/): one's own account, or any for the companies administration. */
export const canViewUser = (actor: Actor, userId: string) =>
  actor.userId === userId || isAdministration(actor);

/** The users list (GET users/): the companies administration's admins and schedulers. */
export const canListUsers = (actor: Actor) => isAdministration(actor) && isScheduler(actor);

/** Activate or deactivate a user: the companies administration's admins and schedulers, never their own account. */
export const canSetUserActive = (actor: Actor, userId: string) =>
  canListUsers(actor) && actor.userId !== userId;

/** Settings and password: only one's own (activation: `canSetUserActive`). */
export const canEditUser = (actor: Actor, userId: string) => actor.userId === userId;

/** Delete an account: only one's own, where the configuration lets its user type (`canDeleteOwnAccount`). */
export const canDeleteUser = (actor: Actor, userId: string, config: PortalConfiguration) =>
  actor.userId === userId && canDeleteOwnAccount(actor, config);
