import {
  type Actor,
  buildingPatchSchema,
  type CompanyType,
  canChangeReadingFrequency,
  canChooseCommercialConsumer,
  canChooseEnergySupplier,
  canChooseMeterReadingService,
  canEditBuilding,
  canEditMeter,
  canSetPreferredDelegate,
  canSetPropertyManager,
  checkMeterRules,
  isSchedulerRole,
  type JobMessage,
  METER_RULE_MESSAGES,
  meterPatchSchema,
  meterReadOnlyOnEdit,
  type PortalConfiguration,
  TRANSFER_COLUMNS,
} from '@portal/contracts';
import type { Updateable } from 'kysely';
import type { BuildingsTable, MetersTable } from '../../db/schema';
import type { DataAccess } from '../data-access';
import type { FileRow } from './file-reader';
import { addressKey } from './imports.repository';
import { type ParsedValue, parseCell } from './value-parsers';

/** What an import did (or, in a dry run, would do), by object type. */
export interface ImportResult {
  created: { buildings: number; meters: number };
  updated: { buildings: number; meters: number };
  unchanged: { buildings: number; meters: number };
}

type Values = Record<string, ParsedValue | null>;
interface Row {
  row: number;
  values: Values;
}

const BUILDING_FIELDS: Record<string, string> = {
  street: 'street',
  street_number: 'street_number',
  zip_code: 'zip_code',
  city: 'city',
  country: 'country',
  state: 'state',
  business_entity: 'business_entity',
  business_unit: 'business_unit',
  building_label: 'label',
  building_note: 'note',
};
const METER_FIELDS = [
  'meter_id',
  'label',
  'barcode_id',
  'metering_code',
  'malo_code',
  'obis_codes',
  'physical_medium',
  'physical_unit',
  'note',
  'factor',
  'integer_digits',
  'fraction_digits',
  'appearance',
  'reading_frequency',
  'custom_reference_meter',
  'status',
  'calibration_period_start',
  'calibration_period_end',
];
/** Meter fields whose schema has no null: an empty cell leaves them as they are (or at their defaults). */
const NOT_NULLABLE = new Set([
  'meter_id',
  'obis_codes',
  'physical_medium',
  'physical_unit',
  'factor',
  'integer_digits',
  'fraction_digits',
  'appearance',
  'status',
]);
const METER_COLUMNS = TRANSFER_COLUMNS.BASE.slice(
  TRANSFER_COLUMNS.BASE.findIndex((c) => c.name === 'meter_id'),
);

const KINDS = new Map(TRANSFER_COLUMNS.ALL.map((column) => [column.name, column.kind]));
const ADDRESS = ['city', 'zip_code', 'street', 'street_number'];
const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : value);
/** A stored value as the file would show it, to tell a change from a repeat (a round trip changes nothing). */
function same(stored: unknown, imported: unknown): boolean {
  const a = stored instanceof Date ? stored.toISOString() : stored;
  const b = imported instanceof Date ? imported.toISOString() : imported;
  if (Array.isArray(a) || Array.isArray(b)) return JSON.stringify(a ?? []) === JSON.stringify(b ?? []);
  if (typeof b === 'number') return Number(a) === b;
  return (a ?? null) === (b ?? null);
}

/**
 * Mode 1 (BASE): buildings and meters from a file, all or nothing. Every row is parsed and checked first
 * (types, limits and enums by the contracts' schemas, the meter rules, references among what the caller
 * may pick, the same permissions as the forms); any message and nothing is written. Then, on the caller's
 * transaction: new buildings and meters inserted in chunks, changed ones updated field by field (a file
 * exported in this mode re-imports with no change), main meters linked last. New meters need a check.
 */
export class BaseImport {
  private readonly messages: JobMessage[] = [];
  /** After `run`: the file's meters by number (id, whether a check is needed, whether this import made it). */
  readonly meters = new Map<string, { id: string; needsCheck: boolean; created?: boolean }>();

  /** `repeatedMeters`: mode 0 names a meter once per request; its rows must then agree on the meter. */
  constructor(
    private readonly actor: Actor,
    private readonly config: PortalConfiguration,
    private readonly repeatedMeters = false,
  ) {}

  private refuse(row: number | null, column: string | null, message: string) {
    this.messages.push({ row, column, message });
  }

  /** The messages by row (a file's own problems first). */
  private sorted(): JobMessage[] {
    return this.messages.sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
  }

  /**
   * Parses the rows' cells by their columns' kinds as they are read (a bad cell is a message, its value
   * null): only the parsed values are kept, not the file's rows as well.
   */
  async parse(rows: AsyncIterable<FileRow>, header: string[], read: (rows: number) => void): Promise<Row[]> {
    // ALL's columns are BASE's and the requests': one map of kinds parses both modes' files.
    const kinds = header.map((name) => [name, KINDS.get(name) ?? 'text'] as const);
    const parsed: Row[] = [];
    for await (const { row, cells, messages } of rows) {
      this.messages.push(...messages);
      const values: Values = {};
      for (const [name, kind] of kinds) {
        const cell = parseCell(kind, cells[name] ?? null);
        if (cell.ok) values[name] = cell.value;
        else this.refuse(row, name, cell.message);
      }
      parsed.push({ row, values });
      read(parsed.length);
    }
    return parsed;
  }

  /** Checks and applies the rows; the messages if any row is refused (then nothing was written). */
  async run(data: DataAccess, rows: Row[], header: string[]): Promise<ImportResult | JobMessage[]> {
    const result: ImportResult = {
      created: { buildings: 0, meters: 0 },
      updated: { buildings: 0, meters: 0 },
      unchanged: { buildings: 0, meters: 0 },
    };
    const has = (column: string) => header.includes(column);
    const { imports } = data;
    const text = (values: Values, name: string) =>
      typeof values[name] === 'string' ? (values[name] as string) : null;

    // References, one query each for the whole file.
    const names = new Set<string>();
    const emails = new Set<string>();
    for (const { values } of rows) {
      for (const column of ['commercial_consumer', 'energy_supplier', 'meter_reading_service'])
        if (text(values, column)) names.add(text(values, column)!);
      for (const column of ['preferred_delegate', 'property_manager'])
        if (text(values, column)) emails.add(text(values, column)!);
    }
    const companies = await imports.pickableCompanies(this.actor, [...names]);
    const employees = await imports.pickableEmployees(this.actor, [...emails]);
    const company = (row: number, column: string, name: string | null, type: CompanyType) => {
      if (name === null) return null;
      const found = companies.filter(
        (c) => c.name.toLowerCase() === name.toLowerCase() && c.company_type === type,
      );
      if (found.length !== 1)
        this.refuse(
          row,
          column,
          found.length
            ? `More than one ${type} is called "${name}".`
            : `No ${type} "${name}" among your own company and its contractors.`,
        );
      return found[0]?.id ?? null;
    };
    const employee = (row: number, column: string, email: string | null, scheduler: boolean) => {
      if (email === null) return null;
      const found = employees.find((e) => e.email.toLowerCase() === email.toLowerCase() && e.is_active);
      if (!found) this.refuse(row, column, `No active employee ${email} of your company or its contractors.`);
      else if (isSchedulerRole(found.role) !== scheduler)
        this.refuse(
          row,
          column,
          scheduler
            ? 'A property manager must be a scheduler.'
            : 'A delegate must be a meter reader or basic user.',
        );
      return found?.id ?? null;
    };

    // Buildings: the first row of an address describes it; later rows of it must agree.
    const buildingRows = new Map<string, { row: number; values: Updateable<BuildingsTable> }>();
    const rowBuilding = new Map<number, string>();
    for (const { row, values } of rows) {
      const plain = Object.fromEntries(
        Object.entries(BUILDING_FIELDS)
          .filter(([column]) => has(column))
          .map(([column, field]) => [field, values[column] ?? null]),
      );
      const checked = buildingPatchSchema.safeParse(plain);
      if (!checked.success) {
        for (const issue of checked.error.issues) {
          const field = String(issue.path[0] ?? '');
          const column = Object.entries(BUILDING_FIELDS).find(([, f]) => f === field)?.[0] ?? field;
          this.refuse(row, column, issue.message);
        }
        continue;
      }
      const address = plain as { city: string; zip_code: string; street: string; street_number: string };
      for (const column of ['street', 'street_number', 'zip_code', 'city'] as const)
        if (!address[column]) this.refuse(row, column, 'This field is required.');
      if (!address.city || !address.zip_code || !address.street || !address.street_number) continue;
      const building: Updateable<BuildingsTable> = { ...plain };
      if (has('commercial_consumer'))
        building.commercial_consumer_id = company(
          row,
          'commercial_consumer',
          text(values, 'commercial_consumer'),
          'commercial_consumer',
        );
      if (has('preferred_delegate'))
        building.preferred_delegate_id = employee(
          row,
          'preferred_delegate',
          text(values, 'preferred_delegate'),
          false,
        );
      if (has('property_manager'))
        building.property_manager_id = employee(
          row,
          'property_manager',
          text(values, 'property_manager'),
          true,
        );
      const key = addressKey(address);
      rowBuilding.set(row, key);
      const first = buildingRows.get(key);
      if (!first) buildingRows.set(key, { row, values: building });
      else if (
        Object.entries(building).some(
          ([field, value]) => !same((first.values as Record<string, unknown>)[field], value),
        )
      )
        this.refuse(
          row,
          null,
          `This building's fields differ from row ${first.row}, which names the same address.`,
        );
    }

    // Meters: the meter columns of a row (a row without a meter number is a building alone).
    const meterRows = new Map<
      string,
      { row: number; key: string; values: Updateable<MetersTable>; mainMeter: string | null | undefined }
    >();
    for (const { row, values } of rows) {
      const key = rowBuilding.get(row);
      const number = text(values, 'meter_id');
      if (!number) {
        if (
          METER_COLUMNS.some(
            ({ name }) => name !== 'meter_id' && values[name] !== null && values[name] !== undefined,
          )
        )
          this.refuse(row, 'meter_id', 'This field is required.');
        continue;
      }
      const earlier = meterRows.get(number);
      if (earlier && !this.repeatedMeters) {
        this.refuse(row, 'meter_id', `The meter ${number} is also in row ${earlier.row}.`);
        continue;
      }
      // A column the schema does not let be null (the type, the digits …) left empty is not given.
      const meter = Object.fromEntries(
        METER_FIELDS.filter(has)
          .map((field) => [field, iso(values[field]) ?? null] as const)
          .filter(([field, value]) => value !== null || !NOT_NULLABLE.has(field)),
      ) as Updateable<MetersTable>;
      const checked = meterPatchSchema.safeParse(meter);
      if (!checked.success) {
        for (const issue of checked.error.issues)
          this.refuse(row, String(issue.path[0] ?? 'meter_id'), issue.message);
        continue;
      }
      if (has('energy_supplier'))
        meter.energy_supplier_id = company(
          row,
          'energy_supplier',
          text(values, 'energy_supplier'),
          'energy_supplier',
        );
      if (has('meter_reading_service'))
        meter.meter_reading_service_id = company(
          row,
          'meter_reading_service',
          text(values, 'meter_reading_service'),
          'meter_reading_service',
        );
      const mainMeter = has('main_meter') ? text(values, 'main_meter') : undefined;
      if (earlier) {
        const differs =
          earlier.key !== key ||
          earlier.mainMeter !== mainMeter ||
          Object.entries(meter).some(
            ([field, value]) => !same((earlier.values as Record<string, unknown>)[field], value),
          );
        if (differs)
          this.refuse(
            row,
            null,
            `This meter's fields differ from row ${earlier.row}, which names the same meter.`,
          );
      } else if (key) meterRows.set(number, { row, key, values: meter, mainMeter });
    }
    if (this.messages.length) return this.sorted();

    // What exists: at each address the caller's own building, else the one other building they see there;
    // the meters with these numbers.
    const seen = await imports.buildingsAt(this.actor, [...buildingRows.keys()]);
    const existingBuildings = new Map<string, (typeof seen)[number]>();
    for (const [key, { row }] of buildingRows) {
      const here = seen.filter((b) => b.key === key);
      const own = here.find((b) => b.owner_company_id === this.actor.companyId);
      if (own || here.length === 1) existingBuildings.set(key, own ?? here[0]!);
      else if (here.length > 1)
        this.refuse(row, 'street', 'More than one building you see has this address.');
    }
    const mainNumbers = [...meterRows.values()].map((m) => m.mainMeter).filter((n): n is string => !!n);
    const existingMeters = new Map(
      (await imports.metersByNumber(this.actor, [...new Set([...meterRows.keys(), ...mainNumbers])])).map(
        (m) => [m.meter_id, m],
      ),
    );

    // Permissions, the forms' rules: decided per building and meter from what changes.
    const refuseField = (row: number, column: string, allowed: boolean, what: string) => {
      if (!allowed) this.refuse(row, column, `You may not set the ${what}.`);
    };
    const buildingChanges = new Map<string, Updateable<BuildingsTable>>();
    for (const [key, { row, values }] of buildingRows) {
      const existing = existingBuildings.get(key);
      // The address names the building (in any case): it is not a change of the one found.
      const changed = Object.fromEntries(
        Object.entries(values).filter(
          ([field, value]) =>
            !existing ||
            (!ADDRESS.includes(field) && !same((existing as Record<string, unknown>)[field], value)),
        ),
      ) as Updateable<BuildingsTable>;
      const assignments = ['commercial_consumer_id', 'preferred_delegate_id', 'property_manager_id'];
      const edits = Object.keys(changed).filter((field) => !assignments.includes(field));
      if (existing && edits.length && !canEditBuilding(this.actor, this.config))
        this.refuse(row, null, 'You may not edit this building.');
      if (existing)
        for (const field of ['country', 'state'])
          if (field in changed) this.refuse(row, field, 'This field cannot be changed after creation.');
      if ('commercial_consumer_id' in changed && changed.commercial_consumer_id !== null)
        refuseField(
          row,
          'commercial_consumer',
          canChooseCommercialConsumer(this.actor),
          'commercial consumer',
        );
      if ('preferred_delegate_id' in changed)
        refuseField(
          row,
          'preferred_delegate',
          canSetPreferredDelegate(this.actor, this.config),
          'preferred delegate',
        );
      if ('property_manager_id' in changed)
        refuseField(row, 'property_manager', canSetPropertyManager(this.actor), 'property manager');
      buildingChanges.set(key, changed);
    }
    const meterChanges = new Map<string, Updateable<MetersTable>>();
    for (const [number, { row, key, values, mainMeter }] of meterRows) {
      const existing = existingMeters.get(number);
      if (existing && !existing.visible) {
        this.refuse(row, 'meter_id', `The meter number ${number} is taken by a meter of another company.`);
        continue;
      }
      if (existing && addressKey(existing) !== key) {
        this.refuse(
          row,
          'meter_id',
          `The meter ${number} is in another building (${existing.street} ${existing.street_number}, ${existing.city}); move it in the portal.`,
        );
        continue;
      }
      if (!existing)
        for (const field of ['physical_medium', 'physical_unit'] as const)
          if (!values[field]) this.refuse(row, field, 'This field is required.');
      const changed = Object.fromEntries(
        Object.entries(values).filter(
          ([field, value]) => !existing || !same((existing as Record<string, unknown>)[field], value),
        ),
      ) as Updateable<MetersTable>;
      const merged = { ...(existing ?? {}), ...values } as Record<string, unknown>;
      for (const [field, code] of checkMeterRules({
        physical_medium: merged.physical_medium as never,
        physical_unit: merged.physical_unit as string,
        obis_codes: (merged.obis_codes as string[]) ?? [],
        appearance: (merged.appearance as never) ?? 'auto',
        integer_digits: merged.integer_digits as number,
        fraction_digits: merged.fraction_digits as number,
        factor: merged.factor === undefined ? 1 : Number(merged.factor),
        calibration_period_start: iso(merged.calibration_period_start) as string | null,
        calibration_period_end: iso(merged.calibration_period_end) as string | null,
        reading_frequency: merged.reading_frequency as string | null,
      }))
        this.refuse(row, field, METER_RULE_MESSAGES[code]);
      if (existing) {
        const facts = {
          needsCheck: existing.needs_check,
          ownerCompanyId: existing.owner_company_id,
          status: existing.status,
        };
        if (Object.keys(changed).length && !canEditMeter(this.actor, this.config, facts))
          this.refuse(row, 'meter_id', `You may not edit the meter ${number}.`);
        for (const field of meterReadOnlyOnEdit(facts))
          if (field in changed) this.refuse(row, field, 'This field cannot be changed after creation.');
      }
      const own = (field: 'energy_supplier' | 'meter_reading_service', id: unknown) =>
        !existing && this.actor.companyType === field && id === this.actor.companyId;
      if ('energy_supplier_id' in changed && !own('energy_supplier', changed.energy_supplier_id))
        refuseField(
          row,
          'energy_supplier',
          canChooseEnergySupplier(this.actor, this.config),
          'energy supplier',
        );
      if (
        'meter_reading_service_id' in changed &&
        !own('meter_reading_service', changed.meter_reading_service_id)
      )
        refuseField(
          row,
          'meter_reading_service',
          canChooseMeterReadingService(this.actor, this.config),
          'meter reading service',
        );
      if ('reading_frequency' in changed && (changed.reading_frequency ?? null) !== null)
        refuseField(
          row,
          'reading_frequency',
          canChangeReadingFrequency(this.actor, this.config),
          'reading frequency',
        );
      if (mainMeter) {
        const main =
          existingMeters.get(mainMeter) ??
          (meterRows.has(mainMeter)
            ? { physical_medium: meterRows.get(mainMeter)!.values.physical_medium, visible: true }
            : undefined);
        if (!main?.visible || mainMeter === number)
          this.refuse(row, 'main_meter', `No meter ${mainMeter} to be the main meter.`);
        else if (main.physical_medium !== merged.physical_medium)
          this.refuse(row, 'main_meter', 'The main meter must measure the same medium.');
      }
      meterChanges.set(number, changed);
    }
    if (this.messages.length) return this.sorted();

    // Writes: buildings, then meters in them, then the main meters' links.
    const newBuildings = [...buildingRows].filter(([key]) => !existingBuildings.has(key));
    const buildingIds = new Map([...existingBuildings].map(([key, b]) => [key, b.id]));
    const inserted = await imports.insertBuildings(
      this.actor,
      newBuildings.map(([, b]) => b.values as never),
    );
    for (const [i, [key]] of newBuildings.entries()) buildingIds.set(key, inserted[i]!);
    result.created.buildings = newBuildings.length;
    for (const [key, building] of existingBuildings) {
      const changed = buildingChanges.get(key)!;
      if (Object.keys(changed).length) {
        await data.buildings.update(this.actor, building.id, changed);
        result.updated.buildings++;
      } else result.unchanged.buildings++;
    }
    const newMeters = [...meterRows].filter(([number]) => !existingMeters.has(number));
    const meterIds = this.meters;
    for (const [number, m] of existingMeters) meterIds.set(number, { id: m.id, needsCheck: m.needs_check });
    const insertedMeters = await imports.insertMeters(
      this.actor,
      newMeters.map(
        ([, m]) =>
          ({
            ...(m.values as object),
            building_id: buildingIds.get(m.key)!,
            // An energy supplier supplies, a reading service reads, the meters it creates (as in the form).
            ...(this.actor.companyType === 'energy_supplier' && !('energy_supplier_id' in m.values)
              ? { energy_supplier_id: this.actor.companyId }
              : {}),
            ...(this.actor.companyType === 'meter_reading_service' &&
            !('meter_reading_service_id' in m.values)
              ? { meter_reading_service_id: this.actor.companyId }
              : {}),
            needs_check: true,
          }) as never,
      ),
    );
    for (const [i, [number]] of newMeters.entries())
      meterIds.set(number, { id: insertedMeters[i]!, needsCheck: true, created: true });
    result.created.meters = newMeters.length;
    for (const [number, changes] of meterChanges) {
      const existing = existingMeters.get(number);
      if (!existing) continue;
      if (Object.keys(changes).length) {
        await data.meters.update(this.actor, existing.id, changes);
        result.updated.meters++;
      } else result.unchanged.meters++;
    }
    for (const [number, { mainMeter }] of meterRows) {
      if (mainMeter === undefined) continue;
      const id = mainMeter ? meterIds.get(mainMeter)!.id : null;
      if (!same(existingMeters.get(number)?.main_meter_id ?? null, id))
        await data.meters.update(this.actor, meterIds.get(number)!.id, { main_meter_id: id });
    }
    return result;
  }
}
