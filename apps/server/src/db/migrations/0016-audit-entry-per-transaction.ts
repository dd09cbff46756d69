import type { Kysely } from 'kysely';
import { auditRowFunction, auditRowMergeFunction } from '../audit-trail';

/**
 * One audit entry per object and transaction: a change that writes an object several times
 * (a new reading and then its values, a reading's values replaced, a request changed twice by one bulk
 * action) shows as one entry, each field from its first before to its last after; a field that ends as it
 * began drops out, an entry left with nothing is removed. Only the object's newest entry is looked at
 * (one index probe), so a write never scans an object's whole history.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await auditRowMergeFunction.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await auditRowFunction.execute(db);
}
