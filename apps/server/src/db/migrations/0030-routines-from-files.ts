import type { Kysely } from 'kysely';
import { applyRoutine } from '../routines';

/**
 * The database's functions and triggers are kept in `db/routines/` from here on, one file per function,
 * applied by the migration that changes them. Every definition 0029 left is already its file but one:
 * `readings_count_update`'s condition, written as a row comparison in 0010, reads back as nested ORs that
 * PostgreSQL prints differently once applied again. The same condition, in the form that reads back as
 * written, so that applying the file changes nothing (and nothing to undo: the condition is the same).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await applyRoutine(db, 'readings_count');
}
