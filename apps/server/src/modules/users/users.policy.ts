import {
  type Actor,
  canDeleteOwnAccount,
  isAdministration,
  type PortalConfiguration,
} from '@portal/contracts';

/** Own account, or any account for the companies administration. */
export const canViewUser = (actor: Actor, userId: string) =>
  actor.userId === userId || isAdministration(actor);

/** Settings and password: only one's own (activation by the administration comes with the users list). */
export const canEditUser = (actor: Actor, userId: string) => actor.userId === userId;

export const canDeleteUser = (actor: Actor, userId: string, config: PortalConfiguration) =>
  actor.userId === userId && canDeleteOwnAccount(actor, config);
