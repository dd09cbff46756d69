import type { Actor } from '@portal/contracts';
import type { DataAccess } from '../data-access';
import type { Account } from './users.repository';

/**
 * Deletes the caller's own account in one transaction, keeping the company's data intact (spec: account
 * deletion): readings they applied pass to a property manager (the building's, else a scheduler of
 * their company), buildings lose them as preferred delegate / property manager, and their open
 * reading requests become unassigned.
 */
export function deleteOwnAccount(data: DataAccess, actor: Actor): Promise<void> {
  return deleteAccount(data, actor, { id: actor.userId, companyId: actor.companyId });
}

/** Deletes an account the caller may delete (their own, or an employee they manage), as above. */
export async function deleteAccount(data: DataAccess, by: Actor, account: Account): Promise<void> {
  await data.transaction(by, async ({ users }) => {
    if (!(await users.lockAccount(account))) return;
    const fallbackManager = await users.findFallbackManager(account);
    await users.handOverReadings(account, fallbackManager?.id ?? null);
    await users.leaveBuildings(account);
    await users.unassignOpenRequests(account);
    await users.deleteAccount(account);
  });
}
