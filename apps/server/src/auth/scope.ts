import { type Actor, isAdministration, isMeterReader } from '@portal/contracts';
import { type Expression, type QueryCreator, type SqlBool, sql } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Tenancy as SQL conditions that every repository adds to its queries, so an
 * object outside the caller's scope is never read, changed or counted (and answers 404).
 * Each takes the alias of the table it filters: buildings `b`, meters `m`, requests `rr`, readings `r`.
 * The subqueries are uncorrelated on purpose: PostgreSQL computes each once per query and probes it
 * by hash, instead of running a subquery for every row of a large list.
 *
 * Once per query means once per subquery: a statement that tests a company's buildings several times (a
 * list's rows and each linked name or count of its page) declares them once (`withScope`: the CTE
 * `scope_buildings`) and passes `'declared'` to every condition in it, which then probes that one set.
 */

const always = sql<SqlBool>`true`;
const ref = (alias: string, column: string) => sql.ref(`${alias}.${column}`);

/**
 * Every building a company may see, as one id list: owned, consumed, or holding a meter it supplies
 * or reads. Planned from the company's own rows (indexes on each column), not from the whole table.
 */
const companyBuildings = (companyId: string) => sql<{ id: string }>`
  SELECT id FROM buildings WHERE owner_company_id = ${companyId}
  UNION ALL SELECT id FROM buildings WHERE commercial_consumer_id = ${companyId}
  UNION ALL SELECT building_id FROM meters WHERE energy_supplier_id = ${companyId}
  UNION ALL SELECT building_id FROM meters WHERE meter_reading_service_id = ${companyId}`;

/** The CTE of a statement that declared a company's buildings (`withScope`). */
const SCOPE_BUILDINGS = 'scope_buildings';

/**
 * Where a condition reads a company's buildings from: `inline`, the union itself (for a statement that
 * tests them once); `declared`, the statement's `scope_buildings`, which it must declare with `withScope`
 * (without it the statement fails: the relation does not exist). The administration's scope and a meter
 * reader's (a few rows by index) read no such set: both forms are the same for them.
 */
export type BuildingSet = 'inline' | 'declared';

/**
 * The query creator of a statement that reads the caller's scope through `'declared'` conditions: for a
 * company's user it declares `scope_buildings`, the company's buildings, materialized once for the
 * whole statement (its subqueries and the deferred join's page included); for anyone else it adds nothing.
 */
export function withScope(db: QueryCreator<Database>, actor: Actor): QueryCreator<Database> {
  if (isAdministration(actor) || isMeterReader(actor)) return db;
  return db.with(
    (cte) => cte(`${SCOPE_BUILDINGS}(id)`).materialized(),
    // A raw body is written as it is: the parentheses are the CTE's.
    () => sql<{ id: string }>`(${companyBuildings(actor.companyId)})`,
  ) as unknown as QueryCreator<Database>;
}

const buildingsOf = (actor: Actor, set: BuildingSet) =>
  set === 'declared' ? sql`SELECT id FROM ${sql.table(SCOPE_BUILDINGS)}` : companyBuildings(actor.companyId);

/**
 * A column holding a building id, within the scope of a company's user or the administration: the
 * buildings whose requests and readings they see (the kept counts are read through this). A meter
 * reader's requests and readings are not those of a set of buildings: there is no such condition.
 */
export function companyBuildingIdScope(
  actor: Actor,
  column: string,
  set: BuildingSet = 'inline',
): Expression<SqlBool> {
  if (isMeterReader(actor)) throw new Error('A meter reader’s scope is not a set of buildings.');
  if (isAdministration(actor)) return always;
  return sql<SqlBool>`${sql.ref(column)} IN (${buildingsOf(actor, set)})`;
}

/**
 * The ids of the buildings a company's user sees, as a subquery (possibly with repeats): what
 * `companyBuildingIdScope` tests a column against, for reads that start from the buildings (the kept
 * counts probe them one by one).
 */
export function companyBuildingIds(actor: Actor) {
  if (isMeterReader(actor) || isAdministration(actor))
    throw new Error('Only a company’s scope is a list of buildings worth listing.');
  return companyBuildings(actor.companyId);
}

/** Buildings holding a request assigned to the meter reader. */
const readerRequestBuildings = (userId: string) => sql`
  SELECT m.building_id FROM reading_requests rr JOIN meters m ON m.id = rr.meter_id WHERE rr.delegate_id = ${userId}`;

/**
 * Buildings the company owns or is commercial consumer of, or that hold a meter it supplies or reads.
 * A meter reader: buildings where they are preferred delegate or hold a request assigned to them.
 */
export function buildingScope(actor: Actor, b = 'b', set: BuildingSet = 'inline'): Expression<SqlBool> {
  if (isAdministration(actor)) return always;
  if (isMeterReader(actor)) {
    return sql<SqlBool>`(${ref(b, 'preferred_delegate_id')} = ${actor.userId} OR ${ref(b, 'id')} IN (${readerRequestBuildings(actor.userId)}))`;
  }
  return companyBuildingIdScope(actor, `${b}.id`, set);
}

/** Meters of visible buildings, and meters the company supplies or reads; a reader's through their buildings and requests. */
export function meterScope(actor: Actor, m = 'm', set: BuildingSet = 'inline'): Expression<SqlBool> {
  if (isAdministration(actor)) return always;
  const building = ref(m, 'building_id');
  if (isMeterReader(actor)) {
    return sql<SqlBool>`(${building} IN (SELECT id FROM buildings WHERE preferred_delegate_id = ${actor.userId})
      OR ${building} IN (${readerRequestBuildings(actor.userId)})
      OR ${ref(m, 'id')} IN (SELECT meter_id FROM reading_requests WHERE delegate_id = ${actor.userId}))`;
  }
  // A meter the company supplies or reads stands in a building it serves: the building list covers both.
  return companyBuildingIdScope(actor, `${m}.building_id`, set);
}

/**
 * Requests of visible meters, read on the request's own copy of its meter's building (`building_id`,
 * kept by triggers, migrations 0007 and 0010): the plan starts from the company's buildings. A meter
 * reader sees only the requests assigned to them.
 */
export function readingRequestScope(
  actor: Actor,
  rr = 'rr',
  set: BuildingSet = 'inline',
): Expression<SqlBool> {
  if (isMeterReader(actor)) return sql<SqlBool>`${ref(rr, 'delegate_id')} = ${actor.userId}`;
  return companyBuildingIdScope(actor, `${rr}.building_id`, set);
}

/**
 * The buildings of `buildingScope`, tested row by row (an index probe per row, correlated on purpose): for
 * a few rows found by key, where the company's whole list built once per query costs more than the rows
 * (an import looks up its file's addresses and meter numbers a part at a time). The scope test holds the
 * two forms to the same rows.
 */
export function buildingRowScope(actor: Actor, b = 'b'): Expression<SqlBool> {
  if (isAdministration(actor) || isMeterReader(actor)) return buildingScope(actor, b);
  const company = actor.companyId;
  return sql<SqlBool>`(${ref(b, 'owner_company_id')} = ${company} OR ${ref(b, 'commercial_consumer_id')} = ${company}
    OR EXISTS (SELECT 1 FROM meters served WHERE served.building_id = ${ref(b, 'id')}
      AND (served.energy_supplier_id = ${company} OR served.meter_reading_service_id = ${company})))`;
}

/** The meters of `meterScope`, row by row as `buildingRowScope`: `b` is the meter's building. */
export function meterRowScope(actor: Actor, m = 'm', b = 'b'): Expression<SqlBool> {
  if (isAdministration(actor) || isMeterReader(actor)) return meterScope(actor, m);
  return buildingRowScope(actor, b);
}

/**
 * A meter that a row of a page links to (main meter, predecessor, successor, sub-meters), tested by its
 * building row by row as `buildingRowScope`: a few index probes per linked meter. Probing the caller's
 * whole building set instead made PostgreSQL hash the set again for each row of the page (half of the
 * meters page's time at 10 M readings).
 */
export function linkedMeterScope(actor: Actor, m: string): Expression<SqlBool> {
  if (isAdministration(actor) || isMeterReader(actor)) return meterScope(actor, m);
  const b = `${m}_building`;
  return sql<SqlBool>`EXISTS (SELECT 1 FROM buildings ${sql.table(b)}
    WHERE ${ref(b, 'id')} = ${ref(m, 'building_id')} AND ${buildingRowScope(actor, b)})`;
}

/** Readings of visible meters. */
export function readingScope(actor: Actor, r = 'r', set: BuildingSet = 'inline'): Expression<SqlBool> {
  if (isAdministration(actor)) return always;
  return sql<SqlBool>`${ref(r, 'meter_id')} IN (SELECT scope_m.id FROM meters scope_m WHERE ${meterScope(actor, 'scope_m', set)})`;
}

/**
 * The ids of a company's contractors, as a subquery: the links the contractor accepted (migration 0028).
 * A pending or declined link grants nothing: every read of "a company's contractors" goes through here.
 */
export const contractorsOf = (companyId: string | null) =>
  sql`SELECT contractor_id FROM company_contractors WHERE company_id = ${companyId} AND status = 'accepted'`;

/**
 * Companies a user may see and pick: their own and its contractors (the administration: all). `column`
 * holds a company id: `c.id` for companies, `u.company_id` for employees.
 */
export function companyScope(actor: Actor, column = 'c.id'): Expression<SqlBool> {
  if (isAdministration(actor)) return always;
  const company = sql.ref(column);
  return sql<SqlBool>`(${company} = ${actor.companyId} OR ${company} IN (${contractorsOf(actor.companyId)}))`;
}

/**
 * Teams a user sees in the administration pages: those of `companyScope` and the teams their company
 * created (`c` is the companies alias; its creator's company is looked up by `owner_id`).
 */
export function teamScope(actor: Actor, c = 'c'): Expression<SqlBool> {
  if (isAdministration(actor)) return always;
  return sql<SqlBool>`(${companyScope(actor, `${c}.id`)} OR ${ref(c, 'owner_id')} IN
    (SELECT id FROM users WHERE company_id = ${actor.companyId}))`;
}

/**
 * Users a caller sees, one scope for the employees list and detail, the pickers and the names in histories:
 * those of the companies of `companyScope` (a team the caller's company created shows its people only while
 * it is an accepted contractor). A meter reader sees only themselves and the applying persons of the readings
 * they see: the only people their pages name. `u` is the users alias.
 */
export function userScope(actor: Actor, u = 'u'): Expression<SqlBool> {
  if (!isMeterReader(actor)) return companyScope(actor, `${u}.company_id`);
  const id = ref(u, 'id');
  return sql<SqlBool>`(${id} = ${actor.userId} OR ${id} IN
    (SELECT scope_r.applying_person_id FROM readings scope_r WHERE ${readingScope(actor, 'scope_r')}))`;
}
