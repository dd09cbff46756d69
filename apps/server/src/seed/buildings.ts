import { addDays, atTime, startOfUtcDay } from './dates';
import { CITIES, type City, FREMDWERK_CITY } from './places';
import { Random } from './random';
import type { BuildingKind, BuildingPlan, Directory, Person, Row, SeedContext, Tenant } from './types';

/** Buildings of the three related companies; Fremdwerk Demo gets FREMDWERK_BUILDINGS more. */
export const MAIN_BUILDINGS = 44;
export const FREMDWERK_BUILDINGS = 3;

const INDUSTRIAL = new Set([5, 20, 35]);
const COMMERCIAL = new Set([3, 9, 10, 15, 21, 27, 33, 39]);
const INACTIVE = new Set([13, 29, 42]);

const LABELS: Record<BuildingKind, readonly string[]> = {
  residential: [
    'Wohnanlage Nord',
    'Wohnanlage Süd',
    'Wohnpark am See',
    'Seniorenwohnen',
    'Haus Lindenhof',
    'Altbau Hinterhaus',
  ],
  commercial: [
    'Bürohaus am Park',
    'Gewerbehof Süd',
    'Ärztehaus',
    'Ladenzeile Mitte',
    'Gewerbehof West',
    'Bürohaus Mitte',
  ],
  industrial: ['Betriebshof Nord', 'Heizkraftwerk Süd', 'Klärwerk Ost'],
};

const NOTES = [
  'Schlüssel beim Hausmeister (EG links)',
  'Zählerraum im Keller, Zugang über den Hof',
  'Bitte Ablesung zwei Tage vorher per Aushang ankündigen',
  'Hund im Erdgeschoss, Zugang nur mit Mieter',
  'Technikraum im 1. UG, Code 4711',
];

/** Building rows and plans: 44 for the related companies in twelve cities, 3 for Fremdwerk in Passau. */
export function buildBuildings(ctx: SeedContext, dir: Directory) {
  const rng = Random.forArea('buildings');
  const plans: BuildingPlan[] = [];
  const rows: Row<'buildings'>[] = [];
  const add = (
    plan: BuildingPlan,
    city: City,
    street: readonly [string, string],
    extra: Partial<Row<'buildings'>>,
  ) => {
    plan.city = city.name;
    plan.zip = street[1];
    plans.push(plan);
    rows.push({
      id: plan.id,
      label: null,
      note: null,
      business_entity: null,
      business_unit: null,
      ...extra,
      lat: round(city.lat + rng.float(-0.035, 0.035), 6),
      lon: round(city.lon + rng.float(-0.05, 0.05), 6),
      country: 'Deutschland',
      state: city.state,
      zip_code: street[1],
      city: city.name,
      street: street[0],
      street_number: `${rng.int(1, 160)}${rng.chance(0.15) ? rng.pick(['a', 'b', 'c']) : ''}`,
      status: plan.active ? 'active' : 'inactive',
      date_status_change: plan.statusChange,
      preferred_delegate_id: plan.delegate?.id ?? null,
      property_manager_id: plan.manager?.id ?? null,
      owner_company_id: plan.ownerCompanyId,
      owner_id: plan.ownerUserId,
      created: plan.created,
      modified: plan.statusChange ?? plan.created,
    });
  };

  for (let i = 0; i < MAIN_BUILDINGS; i += 1) {
    const city = CITIES[i % CITIES.length]!;
    const street = city.streets[Math.floor(i / CITIES.length)]!;
    const bySupplier = i % 5 === 0;
    const kind: BuildingKind = INDUSTRIAL.has(i)
      ? 'industrial'
      : COMMERCIAL.has(i)
        ? 'commercial'
        : 'residential';
    const created = atTime(addDays(ctx.reference, -rng.int(450, 1100)), rng.int(8, 16), rng.int(0, 59));
    const inactive = INACTIVE.has(i);
    const plan = mainPlan(ctx, dir, i, kind, bySupplier, created, inactive ? rng.int(20, 200) : null);
    plan.units = kind === 'industrial' ? 0 : rng.int(2, 4);
    add(plan, city, street, {
      commercial_consumer_id: kind === 'industrial' ? null : dir.companies.hausverwaltung,
      business_entity: i % 3 === 1 ? `WE ${100 + i}` : null,
      label: kind !== 'residential' || i % 4 === 2 ? rng.pick(LABELS[kind]) : null,
      note: i % 5 === 2 ? rng.pick(NOTES) : null,
    });
  }

  for (let i = 0; i < FREMDWERK_BUILDINGS; i += 1) {
    const created = atTime(addDays(ctx.reference, -rng.int(500, 900)), 10, 0);
    const plan = basePlan(
      ctx,
      'fremdwerk',
      'residential',
      dir.companies.fremdwerk,
      dir.stranger,
      created,
      null,
    );
    plan.delegate = i < 2 ? dir.strangerReaders[0]! : null;
    plan.manager = dir.stranger;
    plan.units = 2;
    add(plan, FREMDWERK_CITY, FREMDWERK_CITY.streets[i]!, {
      commercial_consumer_id: null,
      label: i === 0 ? 'Wohnanlage Innufer' : null,
    });
  }
  return { rows, plans };
}

function mainPlan(
  ctx: SeedContext,
  dir: Directory,
  i: number,
  kind: BuildingKind,
  bySupplier: boolean,
  created: Date,
  inactiveSinceDays: number | null,
): BuildingPlan {
  const owner = bySupplier ? dir.supplierSchedulers[i % 2]! : dir.consumerSchedulers[i % 3]!;
  const statusChange =
    inactiveSinceDays === null ? null : startOfUtcDay(addDays(ctx.reference, -inactiveSinceDays));
  const ownerCompany = bySupplier ? dir.companies.stadtwerke : dir.companies.hausverwaltung;
  const plan = basePlan(ctx, 'main', kind, ownerCompany, owner, created, statusChange);
  // Most buildings have a preferred delegate (reader@demo.example on every third), some none.
  plan.delegate = i % 7 === 6 ? null : i % 3 === 0 ? dir.readers[0]! : dir.readers[1 + ((i >> 1) % 3)]!;
  plan.manager = i % 8 === 7 || kind === 'industrial' ? null : dir.consumerSchedulers[i % 3]!;
  return plan;
}

function basePlan(
  ctx: SeedContext,
  tenant: Tenant,
  kind: BuildingKind,
  ownerCompanyId: string,
  owner: Person,
  created: Date,
  statusChange: Date | null,
): BuildingPlan {
  return {
    id: ctx.ids.next(),
    tenant,
    kind,
    ownerCompanyId,
    ownerUserId: owner.id,
    active: statusChange === null,
    statusChange,
    city: '',
    zip: '',
    delegate: null,
    manager: null,
    units: 0,
    created,
  };
}

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
