import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

const OPEN_STATUSES = ['new', 'postponed', 'postponed_notified'];

/**
 * Deletes a user's account in one transaction, keeping the company's data intact (spec: account
 * deletion): readings they applied pass to a property manager (the building's, else a scheduler of
 * their company), buildings lose them as preferred delegate / property manager, and their open
 * reading requests become unassigned.
 */
export async function deleteAccount(db: Kysely<Database>, userId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select(['id', 'company_id'])
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!user) return;

    const fallbackManager = await trx
      .selectFrom('users')
      .select('id')
      .where('company_id', '=', user.company_id)
      .where('id', '<>', userId)
      .where('role', 'in', ['admin', 'scheduler'])
      .where('is_active', '=', true)
      .orderBy('created')
      .limit(1)
      .executeTakeFirst();

    // Readings: to the building's property manager, else the company's first scheduler. A reading
    // that would duplicate one the new person already has on that meter and date keeps no person.
    await sql`
      UPDATE readings r SET applying_person_id = coalesce(nullif(b.property_manager_id, ${userId}::uuid), ${fallbackManager?.id ?? null}::uuid)
      FROM meters m JOIN buildings b ON b.id = m.building_id
      WHERE r.meter_id = m.id AND r.applying_person_id = ${userId}
        AND NOT EXISTS (
          SELECT 1 FROM readings other
          WHERE other.meter_id = r.meter_id AND other.reading_date = r.reading_date
            AND other.applying_person_id IS NOT DISTINCT FROM coalesce(nullif(b.property_manager_id, ${userId}::uuid), ${fallbackManager?.id ?? null}::uuid))
    `.execute(trx);

    await trx
      .updateTable('buildings')
      .set({ preferred_delegate_id: null })
      .where('preferred_delegate_id', '=', userId)
      .execute();
    await trx
      .updateTable('buildings')
      .set({ property_manager_id: null })
      .where('property_manager_id', '=', userId)
      .execute();

    // Open requests become unassigned; one that would then duplicate an unassigned request is dropped.
    await sql`
      DELETE FROM reading_requests rr
      WHERE rr.delegate_id = ${userId} AND rr.status IN (${sql.join(OPEN_STATUSES)})
        AND EXISTS (SELECT 1 FROM reading_requests o WHERE o.meter_id = rr.meter_id
                    AND o.planned_reading_date = rr.planned_reading_date AND o.delegate_id IS NULL)
    `.execute(trx);
    await trx
      .updateTable('reading_requests')
      .set({ delegate_id: null })
      .where('delegate_id', '=', userId)
      .where('status', 'in', OPEN_STATUSES)
      .execute();

    // Remaining references (closed requests, duplicates kept above) fall to NULL by the foreign keys.
    await trx.deleteFrom('users').where('id', '=', userId).execute();
  });
}
