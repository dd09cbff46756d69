import { type Actor, isAdministration, isMeterReader } from '@portal/contracts';
import { type Expression, type SqlBool, sql } from 'kysely';

/**
 * Tenancy (ARCHITECTURE §4) as SQL conditions that every repository adds to its queries, so an
 * object outside the caller's scope is never read, changed or counted (and answers 404).
 * Each takes the alias of the table it filters: buildings `b`, meters `m`, requests `rr`, readings `r`
 * by default.
 */

const always = sql<SqlBool>`true`;

/** Requests assigned to a meter reader, on meters of a building. */
const readerRequestInBuilding = (actor: Actor, building: string) => sql<SqlBool>`EXISTS (
  SELECT 1 FROM reading_requests scope_rr JOIN meters scope_m ON scope_m.id = scope_rr.meter_id
  WHERE scope_m.building_id = ${sql.ref(`${building}.id`)} AND scope_rr.delegate_id = ${actor.userId})`;

/**
 * Buildings the company owns or is commercial consumer of, or that hold a meter it supplies or reads.
 * A meter reader: buildings where they are preferred delegate or hold a request assigned to them.
 */
export function buildingScope(actor: Actor, b = 'b'): Expression<SqlBool> {
  if (isAdministration(actor)) return always;
  if (isMeterReader(actor)) {
    return sql<SqlBool>`(${sql.ref(`${b}.preferred_delegate_id`)} = ${actor.userId} OR ${readerRequestInBuilding(actor, b)})`;
  }
  const company = actor.companyId;
  return sql<SqlBool>`(${sql.ref(`${b}.owner_company_id`)} = ${company}
    OR ${sql.ref(`${b}.commercial_consumer_id`)} = ${company}
    OR EXISTS (SELECT 1 FROM meters scope_m WHERE scope_m.building_id = ${sql.ref(`${b}.id`)}
               AND (scope_m.energy_supplier_id = ${company} OR scope_m.meter_reading_service_id = ${company})))`;
}

/** Meters of visible buildings, and meters the company supplies or reads; a reader's through their buildings and requests. */
export function meterScope(actor: Actor, m = 'm'): Expression<SqlBool> {
  if (isAdministration(actor)) return always;
  const building = sql<SqlBool>`EXISTS (SELECT 1 FROM buildings scope_b WHERE scope_b.id = ${sql.ref(`${m}.building_id`)} AND ${buildingScope(actor, 'scope_b')})`;
  if (isMeterReader(actor)) {
    return sql<SqlBool>`(${building} OR EXISTS (SELECT 1 FROM reading_requests scope_rr
      WHERE scope_rr.meter_id = ${sql.ref(`${m}.id`)} AND scope_rr.delegate_id = ${actor.userId}))`;
  }
  return sql<SqlBool>`(${sql.ref(`${m}.energy_supplier_id`)} = ${actor.companyId}
    OR ${sql.ref(`${m}.meter_reading_service_id`)} = ${actor.companyId} OR ${building})`;
}

const visibleMeter = (actor: Actor, meterColumn: string) =>
  sql<SqlBool>`EXISTS (SELECT 1 FROM meters scope_meter WHERE scope_meter.id = ${sql.ref(meterColumn)} AND ${meterScope(actor, 'scope_meter')})`;

/** Requests of visible meters; a meter reader sees only the requests assigned to them. */
export function readingRequestScope(actor: Actor, rr = 'rr'): Expression<SqlBool> {
  if (isAdministration(actor)) return always;
  if (isMeterReader(actor)) return sql<SqlBool>`${sql.ref(`${rr}.delegate_id`)} = ${actor.userId}`;
  return visibleMeter(actor, `${rr}.meter_id`);
}

/** Readings of visible meters. */
export function readingScope(actor: Actor, r = 'r'): Expression<SqlBool> {
  if (isAdministration(actor)) return always;
  return visibleMeter(actor, `${r}.meter_id`);
}
