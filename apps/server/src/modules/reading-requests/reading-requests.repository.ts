import type { Actor } from '@portal/contracts';
import { type Insertable, type Kysely, type SqlBool, sql } from 'kysely';
import { readingRequestScope } from '../../auth/scope';
import type { Database, ReadingRequestsTable } from '../../db/schema';
import { foundOrNotFound } from '../../http/errors';

/** A new request's columns; the orderer and owner come from the caller. */
export type NewReadingRequest = Omit<
  Insertable<ReadingRequestsTable>,
  'status' | 'employee_id' | 'owner_company_id' | 'owner_id'
>;

/** All SQL of reading requests; every method, read or write, takes the caller's scope. */
export class ReadingRequestsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Requests the caller sees, with their meter and delegate. */
  scoped(actor: Actor) {
    return this.db
      .selectFrom('reading_requests as rr')
      .innerJoin('meters as m', 'm.id', 'rr.meter_id')
      .leftJoin('users as d', 'd.id', 'rr.delegate_id')
      .selectAll('rr')
      .select([
        'm.meter_id as meter_number',
        'm.physical_medium',
        'm.physical_unit',
        'm.status as meter_status',
        'm.obis_codes',
        'd.email as delegate_email',
        'd.name as delegate_name',
      ])
      .where(readingRequestScope(actor));
  }

  findById(actor: Actor, id: string) {
    return this.scoped(actor).where('rr.id', '=', id).executeTakeFirst();
  }

  findByIdOrThrow(actor: Actor, id: string) {
    return foundOrNotFound(this.findById(actor, id));
  }

  /** The request the duplicate rule (meter, delegate, planned start) finds, if the caller sees it. */
  findDuplicate(actor: Actor, meterId: string, delegateId: string | null, plannedStart: Date) {
    return this.db
      .selectFrom('reading_requests as rr')
      .select('rr.id')
      .where('rr.meter_id', '=', meterId)
      .where(sql<SqlBool>`rr.delegate_id IS NOT DISTINCT FROM ${delegateId}`)
      .where('rr.planned_reading_date', '=', plannedStart)
      .where(readingRequestScope(actor))
      .executeTakeFirst();
  }

  /** A new request, ordered by the caller and owned by their company, in state `new`. */
  async insert(actor: Actor, values: NewReadingRequest): Promise<string> {
    const row = await this.db
      .insertInto('reading_requests')
      .values({
        ...values,
        status: 'new',
        employee_id: actor.userId,
        owner_company_id: actor.companyId,
        owner_id: actor.userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
}

export type ReadingRequestRow = NonNullable<Awaited<ReturnType<ReadingRequestsRepository['findById']>>>;
