import {
  type Actor,
  canDeleteOwnAccount,
  isAdministration,
  isScheduler,
  type PortalConfiguration,
} from '@portal/contracts';

/** Own account, or any account for the companies administration. */
export const canViewUser = (actor: Actor, userId: string) =>
  actor.userId === userId || isAdministration(actor);

/** Activate or deactivate a user: the companies administration's admins and schedulers, never their own account. */
export const canSetUserActive = (actor: Actor, userId: string) =>
  isAdministration(actor) && isScheduler(actor) && actor.userId !== userId;

/** The users list (GET users/): the companies administration. */
export const canListUsers = (actor: Actor) => isAdministration(actor) && isScheduler(actor);

/** Settings and password: only one's own (activation: `canSetUserActive`). */
export const canEditUser = (actor: Actor, userId: string) => actor.userId === userId;

export const canDeleteUser = (actor: Actor, userId: string, config: PortalConfiguration) =>
  actor.userId === userId && canDeleteOwnAccount(actor, config);
