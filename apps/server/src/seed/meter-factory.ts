import type { Appearance, PhysicalMedium } from '@portal/contracts';
import { AUTOMATIC_DIGITS } from '@portal/contracts';
import { addDays, atTime } from './dates';
import { MeterCodes } from './meter-codes';
import { assertFitsMedium, MEDIUM_PROFILES, PRIVATE_MEDIA, presetOf } from './meter-kinds';
import type { Random } from './random';
import type { BuildingPlan, CounterPlan, Directory, MeterPlan, Row, Season, SeedContext } from './types';

/** What a kit asks for; everything left out is chosen from the medium's profile and preset. */
export interface MeterSpec {
  medium: PhysicalMedium;
  label?: string | null;
  unit?: string;
  obis?: string[];
  appearance?: Appearance;
  digits?: readonly [integer: number, fraction: number];
  /** Advance per month per OBIS code, in the meter's unit. */
  monthly?: number[];
  seasons?: Season[];
  factor?: number;
  decimals?: number;
  mainMeterId?: string;
  predecessorMeterId?: string;
  replacement?: MeterPlan['replacement'];
}

const FREQUENCIES = ['0 0 1 * *', '0 0 1 * *', '0 0 1 * *', '0 0 15 * *', '0 0 26 * *', '0 0 * * 1-5'];
const CALIBRATED: ReadonlySet<PhysicalMedium> = new Set([
  'electricity',
  'gas',
  'water',
  'water_cold',
  'water_warm',
  'heat',
  'cooling',
]);
const NOTES = [
  'Zähler hinter Verkleidung im Flur',
  'Plombe beschädigt, Netzbetreiber informiert',
  'Zugang nur mit Leiter',
  'Display schwer lesbar, Taschenlampe mitbringen',
];

/** Turns meter specs into meter plans and rows (ids, numbers, codes, supplier, service, extras). */
export class MeterFactory {
  readonly plans: MeterPlan[] = [];
  readonly rows: Row<'meters'>[] = [];
  private readonly codes: MeterCodes;

  constructor(
    private readonly ctx: SeedContext,
    private readonly dir: Directory,
    private readonly rng: Random,
  ) {
    this.codes = new MeterCodes(rng);
  }

  /** Adds one meter to a building. */
  add(building: BuildingPlan, spec: MeterSpec): MeterPlan {
    const { rng } = this;
    const profile = MEDIUM_PROFILES[spec.medium];
    const unit = spec.unit ?? presetOf(spec.medium).physical_unit[0]!;
    const obis = spec.obis ?? [presetOf(spec.medium).obis_codes[0]!];
    const appearance = spec.appearance ?? this.pickAppearance(spec.medium, obis.length);
    assertFitsMedium(spec.medium, unit, obis, appearance);
    const digits =
      appearance === 'lcd_edl21'
        ? (spec.digits ??
          rng.pick([
            [6, 0],
            [5, 1],
          ] as const))
        : null;
    const base = rng.float(profile.monthly[0], profile.monthly[1]);
    const counters: CounterPlan[] = obis.map((code, i) => {
      const monthly = spec.monthly?.[i] ?? base * (i === 0 ? 1 : 0.35);
      return {
        obis: code,
        monthly,
        season: spec.seasons?.[i] ?? profile.season,
        start: monthly * rng.float(18, 140),
      };
    });
    const old = spec.replacement?.role === 'old';
    const active = building.active && !old;
    const created =
      spec.replacement?.role === 'new'
        ? spec.replacement.date
        : atTime(addDays(building.created, rng.int(1, 30)), rng.int(8, 16), rng.int(0, 59));
    const plan: MeterPlan = {
      id: this.ctx.ids.next(),
      meterId: this.codes.meterNumber(rng.pick(profile.prefixes)),
      building,
      medium: spec.medium,
      unit,
      counters,
      decimals: digits ? digits[1] : (spec.decimals ?? profile.decimals),
      active,
      created,
      needsCheck: false,
      supplierId: this.supplier(building, spec.medium),
      readable: profile.readable,
      replacement: spec.replacement ?? null,
    };
    if (plan.replacement?.role === 'new') for (const counter of counters) counter.start = rng.float(0, 2);
    const statusChange = old ? plan.replacement!.date : building.statusChange;
    this.plans.push(plan);
    this.rows.push({
      id: plan.id,
      building_id: building.id,
      label: spec.label && !rng.chance(0.12) ? spec.label : null,
      meter_id: plan.meterId,
      barcode_id: plan.meterId,
      metering_code: hasCodes(spec.medium) ? this.codes.meteringCode(building.zip) : null,
      malo_code: hasCodes(spec.medium) ? this.codes.maloCode() : null,
      obis_codes: obis,
      physical_medium: spec.medium,
      physical_unit: unit,
      factor: spec.factor ?? 1,
      integer_digits: digits ? digits[0] : AUTOMATIC_DIGITS,
      fraction_digits: digits ? digits[1] : AUTOMATIC_DIGITS,
      appearance,
      energy_supplier_id: plan.supplierId,
      meter_reading_service_id: this.service(building),
      predecessor_meter_id: spec.predecessorMeterId ?? null,
      main_meter_id: spec.mainMeterId ?? null,
      status: active ? 'active' : 'inactive',
      date_status_change: active ? null : statusChange,
      owner_company_id: building.ownerCompanyId,
      owner_id: building.ownerUserId,
      created,
      modified: active ? created : (statusChange ?? created),
      ...this.extras(spec.medium, obis),
    });
    return plan;
  }

  private pickAppearance(medium: PhysicalMedium, codes: number): Appearance {
    const choices = MEDIUM_PROFILES[medium].appearances;
    const first = choices[0]!;
    if (first.startsWith('auto_de_')) {
      if (codes === 1 && this.rng.chance(0.5)) return first;
      return this.rng.pick(choices.slice(1));
    }
    return this.rng.pick(choices);
  }

  private supplier(building: BuildingPlan, medium: PhysicalMedium): string | null {
    if (building.tenant === 'fremdwerk') return this.dir.companies.fremdwerk;
    if (PRIVATE_MEDIA.has(medium)) return null;
    return this.rng.chance(0.92) ? this.dir.companies.stadtwerke : null;
  }

  private service(building: BuildingPlan): string | null {
    if (building.tenant === 'fremdwerk') return null;
    return this.rng.chance(building.delegate ? 0.85 : 0.3) ? this.dir.companies.ablesedienst : null;
  }

  private extras(medium: PhysicalMedium, obis: readonly string[]) {
    const { rng } = this;
    const year = this.ctx.reference.getUTCFullYear() - rng.int(1, 6);
    const calibrated = CALIBRATED.has(medium) && rng.chance(0.3);
    const customReference = rng.chance(0.15) ? `KD-${rng.digits(6)}` : null;
    const counters: Record<string, string> = {};
    if (customReference && rng.chance(0.6)) {
      for (const [i, code] of obis.entries()) counters[code] = `ZW-${rng.digits(4)}-${i + 1}`;
    }
    return {
      reading_frequency: rng.chance(0.2) ? rng.pick(FREQUENCIES) : null,
      calibration_period_start: calibrated ? new Date(Date.UTC(year, 0, 1)) : null,
      calibration_period_end: calibrated ? new Date(Date.UTC(year + 6, 11, 31, 23, 59, 59)) : null,
      custom_reference_meter: customReference,
      custom_references_counters: JSON.stringify(counters),
      note: rng.chance(0.08) ? rng.pick(NOTES) : null,
    };
  }
}

function hasCodes(medium: PhysicalMedium): boolean {
  return medium === 'electricity' || medium === 'gas';
}
