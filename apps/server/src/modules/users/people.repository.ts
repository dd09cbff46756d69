import type { QueryCreator } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Users (alias `u`) with their company (alias `co`) and the columns every list of people shows: the one
 * query the users, employees and pickers' reads start from. Each caller adds its scope and its columns.
 */
export function selectPeople(db: QueryCreator<Database>) {
  return db
    .selectFrom('users as u')
    .innerJoin('companies as co', 'co.id', 'u.company_id')
    .select([
      'u.id',
      'u.email',
      'u.name',
      'u.role',
      'u.is_active',
      'u.company_id',
      'co.name as company_name',
    ]);
}

/** A row of `selectPeople`. */
export type PersonRow = Awaited<ReturnType<ReturnType<typeof selectPeople>['executeTakeFirstOrThrow']>>;
