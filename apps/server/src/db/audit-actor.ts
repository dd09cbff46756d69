import type { Actor } from '@portal/contracts';
import { type Kysely, sql } from 'kysely';
import type { Database } from './schema';

/** Whose changes a transaction makes: a user (their company with them) or a named system task. */
export type AuditActor = Pick<Actor, 'userId' | 'companyId'> | { system: string };

/** Records the rest of the transaction's changes in the audit trail as made `by` (migration 0015). */
export async function recordChangesAs(trx: Kysely<Database>, by: AuditActor): Promise<void> {
  const setting = 'system' in by ? { system: by.system } : { user: by.userId, company: by.companyId };
  await sql`SELECT set_config('portal.audit_actor', ${JSON.stringify(setting)}, true)`.execute(trx);
}
