import type { Actor } from '@portal/contracts';
import type { DataAccess } from '../data-access';

/**
 * Deletes the caller's own account in one transaction, keeping the company's data intact (spec: account
 * deletion): readings they applied pass to a property manager (the building's, else a scheduler of
 * their company), buildings lose them as preferred delegate / property manager, and their open
 * reading requests become unassigned.
 */
export async function deleteOwnAccount(data: DataAccess, actor: Actor): Promise<void> {
  await data.transaction(actor, async ({ users }) => {
    if (!(await users.lockOwnAccount(actor))) return;
    const fallbackManager = await users.findFallbackManager(actor);
    await users.handOverReadings(actor, fallbackManager?.id ?? null);
    await users.leaveBuildings(actor);
    await users.unassignOpenRequests(actor);
    await users.deleteOwnAccount(actor);
  });
}
