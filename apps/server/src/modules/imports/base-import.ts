import { randomBytes } from 'node:crypto';
import { setImmediate } from 'node:timers/promises';
import {
  type Actor,
  assigneeRoleProblem,
  buildingPatchSchema,
  type CompanyType,
  changedFields,
  defaultBuildingConsumer,
  defaultMeterCompany,
  type JobMessage,
  judgeBuildingWrite,
  judgeMeterWrite,
  METER_COMPANY_FIELDS,
  message,
  meterPatchSchema,
  meterRuleInput,
  newMeterDefaults,
  type PortalConfiguration,
  sameStoredValue,
  TRANSFER_COLUMNS,
  type WriteVerdict,
} from '@portal/contracts';
import type { Updateable } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import type { BuildingsTable, MetersTable } from '../../db/schema';
import type { DataAccess } from '../data-access';
import type { FileRow } from './file-reader';
import { addressKey, type ImportsRepository } from './imports.repository';
import { RowMessages } from './row-messages';
import { type ParsedValue, parseCell } from './value-parsers';

/** What an import did (or, in a dry run, would do), by object type. */
export interface ImportResult {
  created: { buildings: number; meters: number };
  updated: { buildings: number; meters: number };
  unchanged: { buildings: number; meters: number };
}

type Values = Record<string, ParsedValue | null>;
export interface Row {
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

/** The file's column of a stored building or meter field (`label` → `building_label`, `…_id` → `…`). */
function columnOf(field: string, building: boolean): string {
  if (building) {
    const column = Object.entries(BUILDING_FIELDS).find(([, f]) => f === field)?.[0];
    if (column) return column;
  }
  return field.endsWith('_id') && field !== 'meter_id' ? field.slice(0, -3) : field;
}
/** The stored reference columns by the API's field names, as the write rules (contracts write-rules) name them. */
const BUILDING_REFERENCES = {
  commercial_consumer_id: 'commercial_consumer',
  preferred_delegate_id: 'preferred_delegate',
  property_manager_id: 'property_manager',
};
const METER_REFERENCES = {
  energy_supplier_id: 'energy_supplier',
  meter_reading_service_id: 'meter_reading_service',
};
const byApiName = (values: object, names: Record<string, string>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(values).map(([column, value]) => [names[column] ?? column, value]));
function byColumn<T>(change: Record<string, unknown>, names: Record<string, string>): T {
  const columns = Object.fromEntries(Object.entries(names).map(([column, name]) => [name, column]));
  return Object.fromEntries(
    Object.entries(change).map(([field, value]) => [columns[field] ?? field, value]),
  ) as T;
}

/** The first field whose values differ between two rows naming the same building or meter. */
const firstDifference = (a: object, b: object) =>
  Object.entries(b).find(
    ([field, value]) => !sameStoredValue((a as Record<string, unknown>)[field], value),
  )?.[0];

const KINDS = new Map(TRANSFER_COLUMNS.ALL.map((column) => [column.name, column.kind]));
const ADDRESS = ['city', 'zip_code', 'street', 'street_number'];
const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : value);
const emptyCell = (values: Values, column: string) => values[column] === null || values[column] === undefined;
/** Rows read, checked and written together: the next part is read and checked while the last is written. */
const ROWS_AT_ONCE = 5_000;
const YIELD_EVERY = 250;

/**
 * `count` new UUIDv7s, their random bits from one draw: the library draws for each id (2 µs), 10 ms of a
 * 5 000-row part while the database waits for its statements.
 */
function newIds(count: number): string[] {
  const random = randomBytes(16 * count);
  return Array.from({ length: count }, (_, index) =>
    uuidv7({ random: random.subarray(16 * index, 16 * (index + 1)) }),
  );
}

type Company = Awaited<ReturnType<ImportsRepository['pickableCompanies']>>[number];
type Employee = Awaited<ReturnType<ImportsRepository['pickableEmployees']>>[number];
type ExistingBuilding = Awaited<ReturnType<ImportsRepository['buildingsAt']>>[number];
type ExistingMeter = Awaited<ReturnType<ImportsRepository['metersByNumber']>>[number];
interface BuildingEntry {
  row: number;
  values: Updateable<BuildingsTable>;
}
interface MeterEntry {
  row: number;
  key: string;
  values: Updateable<MetersTable>;
  mainMeter: string | null | undefined;
}
/** A part's addresses and meter numbers first named in it: looked up, checked and written together. */
interface Part {
  buildings: string[];
  meters: string[];
}
/**
 * Mode 1 (BASE): buildings and meters from a file, all or nothing, on the caller's transaction. The file
 * is read, checked and written ROWS_AT_ONCE rows at a time, the next part read and checked while the
 * database writes the last (the two cores both at work). A row is checked by itself first (types, limits
 * and enums by the contracts' schemas; rows naming one building or meter must agree), then against the
 * database (references among what the caller may pick, the same permissions and meter rules as the
 * forms); a building or meter is judged at the row that first names it. New buildings and meters are
 * inserted, changed ones updated field by field (a file exported in this mode re-imports with no change),
 * main meters linked at the end. After the first message nothing more is written (the caller rolls back)
 * but every row is still checked, so the answer names them all. New meters need a check.
 */
export class BaseImport {
  private readonly messages = new RowMessages();
  /** After `run`: the file's meters by number (id, whether a check is needed, whether this import made it). */
  readonly meters = new Map<string, { id: string; needsCheck: boolean; created?: boolean }>();
  /** After `run`, mode 0 (`repeatedMeters`) only: the file's rows as parsed, to make its requests from. */
  readonly rows: Row[] = [];
  private readonly result: ImportResult = {
    created: { buildings: 0, meters: 0 },
    updated: { buildings: 0, meters: 0 },
    unchanged: { buildings: 0, meters: 0 },
  };
  /** Companies and employees the caller may pick, by lower-case name and e-mail, looked up as first named. */
  private readonly companies = new Map<string, Company[]>();
  private readonly employees = new Map<string, Employee | undefined>();
  /** Per address (`addressKey`) and meter number: the row that first names it, with its values. */
  private readonly buildingRows = new Map<string, BuildingEntry>();
  private readonly meterRows = new Map<string, MeterEntry>();
  /** The buildings' ids by address once written (or found), and the meters found by number. */
  private readonly buildingIds = new Map<string, string>();
  private readonly existingMeters = new Map<string, ExistingMeter>();
  private readonly has: (column: string) => boolean;

  /** `repeatedMeters`: mode 0 names a meter once per request; its rows must then agree on the meter. */
  constructor(
    private readonly actor: Actor,
    private readonly config: PortalConfiguration,
    private readonly header: string[],
    private readonly repeatedMeters = false,
    private readonly rowsAtOnce = ROWS_AT_ONCE,
  ) {
    this.has = (column) => header.includes(column);
  }

  private refuse(row: number | null, column: string | null, message: string) {
    this.messages.add(row, column, message);
  }

  /** Reads, checks and writes the file's buildings and meters; the messages if any row is refused. */
  async run(
    data: DataAccess,
    source: AsyncIterable<FileRow>,
    read: (rows: number) => void,
  ): Promise<ImportResult | JobMessage[]> {
    // ALL's columns are BASE's and the requests': one map of kinds parses both modes' files.
    const kinds = this.header.map((name) => [name, KINDS.get(name) ?? 'text'] as const);
    // One part in the database at a time while the next one is read and checked.
    let writing: Promise<void> = Promise.resolve();
    let rows: Row[] = [];
    let rowsRead = 0;
    const write = async () => {
      await this.resolveReferences(data, rows);
      const part = this.checkRows(rows);
      rows = [];
      await writing;
      writing = this.checkAndWrite(data, part).finally(() => this.forget(part));
      writing.catch(() => {}); // handled by the next `await writing`
    };
    try {
      for await (const { row, cells, messages } of source) {
        this.messages.addAll(messages);
        // Only the parsed values are kept, not the file's rows as well; a bad cell is a message.
        const values: Values = {};
        for (const [name, kind] of kinds) {
          const cell = parseCell(kind, cells[name] ?? null);
          if (cell.ok) values[name] = cell.value;
          else this.refuse(row, name, cell.message);
        }
        rows.push({ row, values });
        if (this.repeatedMeters) this.rows.push({ row, values });
        read(++rowsRead);
        if (rows.length === this.rowsAtOnce) await write();
        // The database's answers wait for the event loop: let them in, so that its next statement follows.
        else if (rows.length % YIELD_EVERY === 0) await setImmediate();
      }
      await write();
      await writing;
    } finally {
      await writing.catch(() => {}); // a file refused midway: the last part's statement ends first
    }
    await this.linkMainMeters(data);
    return this.messages.length ? this.messages.sorted() : this.result;
  }

  private text(values: Values, name: string) {
    return typeof values[name] === 'string' ? (values[name] as string) : null;
  }

  /** Looks up the companies and employees these rows name that no earlier row did. */
  private async resolveReferences(data: DataAccess, rows: Row[]) {
    const names = new Set<string>();
    const emails = new Set<string>();
    for (const { values } of rows) {
      for (const column of ['commercial_consumer', 'energy_supplier', 'meter_reading_service']) {
        const name = this.text(values, column)?.toLowerCase();
        if (name && !this.companies.has(name)) names.add(name);
      }
      for (const column of ['preferred_delegate', 'property_manager']) {
        const email = this.text(values, column)?.toLowerCase();
        if (email && !this.employees.has(email)) emails.add(email);
      }
    }
    for (const name of names) this.companies.set(name, []);
    for (const company of await data.imports.pickableCompanies(this.actor, [...names]))
      this.companies.get(company.name.toLowerCase())?.push(company);
    for (const employee of await data.imports.pickableEmployees(this.actor, [...emails]))
      if (employee.is_active) this.employees.set(employee.email.toLowerCase(), employee);
    for (const email of emails) if (!this.employees.has(email)) this.employees.set(email, undefined);
  }

  /** A write verdict's refusals and errors as this row's messages, at the file's columns. */
  private refuseByVerdict(row: number, verdict: WriteVerdict, column: (field: string) => string) {
    for (const { field, message } of verdict.refused) this.messages.refuse(row, column(field), message);
    for (const [field, messages] of Object.entries(verdict.errors))
      for (const message of messages) this.refuse(row, column(field), message);
  }

  private company(row: number, column: string, name: string | null, type: CompanyType) {
    if (name === null) return null;
    const found = (this.companies.get(name.toLowerCase()) ?? []).filter((c) => c.company_type === type);
    if (found.length !== 1)
      this.refuse(
        row,
        column,
        found.length
          ? message('imports.ambiguousName', { type, name })
          : message('imports.unknownName', { type, name }),
      );
    // Not found: the name stands for it, a change to be judged (the write rules may refuse it as well).
    return found.length === 1 ? found[0]!.id : name;
  }

  private employee(row: number, column: string, email: string | null, kind: 'property_manager' | 'delegate') {
    if (email === null) return null;
    const found = this.employees.get(email.toLowerCase());
    const problem = found ? assigneeRoleProblem(kind, found.role) : null;
    if (!found) this.refuse(row, column, message('imports.unknownEmployee', { email }));
    else if (problem) this.refuse(row, column, problem);
    return found?.id ?? email;
  }

  /**
   * The rows' own checks: each building at its address (the first row of an address describes it; later
   * rows of it must agree) and each meter (a row without a meter number is a building alone).
   */
  private checkRows(rows: Row[]): Part {
    const { has } = this;
    const part: Part = { buildings: [], meters: [] };
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
          const column = columnOf(String(issue.path[0] ?? ''), true);
          this.refuse(row, column, emptyCell(values, column) ? 'This field is required.' : issue.message);
        }
        continue;
      }
      const address = plain as { city: string; zip_code: string; street: string; street_number: string };
      for (const column of ['street', 'street_number', 'zip_code', 'city'] as const)
        if (!address[column]) this.refuse(row, column, 'This field is required.');
      if (!address.city || !address.zip_code || !address.street || !address.street_number) continue;
      const building: Updateable<BuildingsTable> = { ...plain };
      if (has('commercial_consumer'))
        building.commercial_consumer_id = this.company(
          row,
          'commercial_consumer',
          this.text(values, 'commercial_consumer'),
          'commercial_consumer',
        );
      if (has('preferred_delegate'))
        building.preferred_delegate_id = this.employee(
          row,
          'preferred_delegate',
          this.text(values, 'preferred_delegate'),
          'delegate',
        );
      if (has('property_manager'))
        building.property_manager_id = this.employee(
          row,
          'property_manager',
          this.text(values, 'property_manager'),
          'property_manager',
        );
      const key = addressKey(address);
      rowBuilding.set(row, key);
      const first = this.buildingRows.get(key);
      if (!first) {
        this.buildingRows.set(key, { row, values: building });
        part.buildings.push(key);
      } else {
        const differs = firstDifference(first.values, building);
        if (differs)
          this.refuse(row, columnOf(differs, true), message('imports.buildingDiffers', { row: first.row }));
      }
    }

    for (const { row, values } of rows) {
      const key = rowBuilding.get(row);
      const number = this.text(values, 'meter_id');
      if (!number) {
        if (
          METER_COLUMNS.some(
            ({ name }) => name !== 'meter_id' && values[name] !== null && values[name] !== undefined,
          )
        )
          this.refuse(row, 'meter_id', 'This field is required.');
        continue;
      }
      const earlier = this.meterRows.get(number);
      if (earlier && !this.repeatedMeters) {
        this.refuse(row, 'meter_id', message('imports.meterTwice', { number, row: earlier.row }));
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
        for (const issue of checked.error.issues) {
          const column = String(issue.path[0] ?? 'meter_id');
          this.refuse(row, column, emptyCell(values, column) ? 'This field is required.' : issue.message);
        }
        continue;
      }
      // An empty cell names no company; a new meter gets the default at its insert (`defaultMeterCompany`).
      for (const field of METER_COMPANY_FIELDS)
        if (has(field)) meter[`${field}_id`] = this.company(row, field, this.text(values, field), field);
      const mainMeter = has('main_meter') ? this.text(values, 'main_meter') : undefined;
      if (earlier) {
        const differs =
          earlier.key !== key
            ? 'street'
            : earlier.mainMeter !== mainMeter
              ? 'main_meter'
              : firstDifference(earlier.values, meter);
        if (differs)
          this.refuse(row, columnOf(differs, false), message('imports.meterDiffers', { row: earlier.row }));
      } else if (key) {
        this.meterRows.set(number, { row, key, values: meter, mainMeter });
        part.meters.push(number);
      }
    }
    return part;
  }

  /**
   * What exists of a part's buildings and meters (at each address the caller's own building, else the one
   * other building they see there; the meters with these numbers), the forms' permissions decided from what
   * changes, and, while no row is refused, the writes.
   */
  private async checkAndWrite(data: DataAccess, part: Part) {
    const { imports } = data;
    const seen = await imports.buildingsAt(this.actor, part.buildings);
    const existingBuildings = new Map<string, ExistingBuilding>();
    for (const key of part.buildings) {
      const here = seen.filter((b) => b.key === key);
      const own = here.find((b) => b.owner_company_id === this.actor.companyId);
      if (own || here.length === 1) existingBuildings.set(key, own ?? here[0]!);
      else if (here.length > 1)
        this.refuse(
          this.buildingRows.get(key)!.row,
          'street',
          'More than one building you see has this address.',
        );
    }
    for (const meter of await imports.metersByNumber(this.actor, part.meters)) {
      this.existingMeters.set(meter.meter_id, meter);
      this.meters.set(meter.meter_id, { id: meter.id, needsCheck: meter.needs_check });
    }

    const buildingChanges = new Map<string, Updateable<BuildingsTable>>();
    for (const key of part.buildings) {
      const { row, values } = this.buildingRows.get(key)!;
      const existing = existingBuildings.get(key);
      // The address names the building (in any case): it is not a change of the one found.
      const written = byApiName(values, BUILDING_REFERENCES);
      if (existing) for (const field of ADDRESS) delete written[field];
      const change = changedFields(existing ? byApiName(existing, BUILDING_REFERENCES) : null, written, {
        commercial_consumer: defaultBuildingConsumer(this.actor),
      });
      const verdict = judgeBuildingWrite({
        actor: this.actor,
        config: this.config,
        via: 'import',
        exists: existing !== undefined,
        change,
        complete: existing ? undefined : written,
      });
      this.refuseByVerdict(row, verdict, (field) => columnOf(field, true));
      buildingChanges.set(key, byColumn(change, BUILDING_REFERENCES));
    }
    const meterChanges = new Map<string, Updateable<MetersTable>>();
    for (const number of part.meters) {
      const { row, key, values } = this.meterRows.get(number)!;
      const existing = this.existingMeters.get(number);
      if (existing && !existing.visible) {
        this.refuse(row, 'meter_id', message('imports.meterNumberTaken', { number }));
        continue;
      }
      if (existing && addressKey(existing) !== key) {
        this.refuse(
          row,
          'meter_id',
          message('imports.meterElsewhere', {
            number,
            street: existing.street,
            streetNumber: existing.street_number,
            city: existing.city,
          }),
        );
        continue;
      }
      const stored = existing && byApiName(existing, METER_REFERENCES);
      const change = changedFields(
        stored ?? null,
        byApiName(values, METER_REFERENCES),
        newMeterDefaults(this.actor),
      );
      const verdict = judgeMeterWrite({
        actor: this.actor,
        config: this.config,
        current: existing
          ? {
              needsCheck: existing.needs_check,
              ownerCompanyId: existing.owner_company_id,
              status: existing.status,
            }
          : null,
        change,
        via: 'import',
        result: meterRuleInput({ ...existing, ...values }),
      });
      this.refuseByVerdict(row, verdict, (field) => field);
      meterChanges.set(number, byColumn(change, METER_REFERENCES));
    }
    // After a refused row the transaction is rolled back: the rest is only checked.
    if (this.messages.length) return;

    // Writes: buildings, then meters in them. The new ids are made here (UUIDv7, as the tables' default
    // makes them), so that the meters' statement is built while the buildings' runs and follows it at once.
    const newBuildings = part.buildings.filter((key) => !existingBuildings.has(key));
    const buildingIds = newIds(newBuildings.length);
    for (const [index, key] of newBuildings.entries()) this.buildingIds.set(key, buildingIds[index]!);
    for (const [key, building] of existingBuildings) this.buildingIds.set(key, building.id);
    const newMeters = part.meters.filter((number) => !this.existingMeters.has(number));
    const meterIds = newIds(newMeters.length);
    for (const [index, number] of newMeters.entries())
      this.meters.set(number, { id: meterIds[index]!, needsCheck: true, created: true });
    const buildingsWritten = imports.insertBuildings(
      this.actor,
      newBuildings.map((key) => {
        const { values } = this.buildingRows.get(key)!;
        const consumer = values.commercial_consumer_id || defaultBuildingConsumer(this.actor);
        return { ...values, commercial_consumer_id: consumer, id: this.buildingIds.get(key)! } as never;
      }),
    );
    // Sent before the meters' statement is built (the transaction's connection takes one at a time).
    await setImmediate();
    const metersWritten = imports.insertMeters(
      this.actor,
      newMeters.map((number) => {
        const { key, values } = this.meterRows.get(number)!;
        return {
          ...(values as object),
          id: this.meters.get(number)!.id,
          building_id: this.buildingIds.get(key)!,
          energy_supplier_id:
            (values as Values).energy_supplier_id || defaultMeterCompany(this.actor, 'energy_supplier'),
          meter_reading_service_id:
            (values as Values).meter_reading_service_id ||
            defaultMeterCompany(this.actor, 'meter_reading_service'),
          needs_check: true,
        } as never;
      }),
    );
    // The buildings' failure, if any, comes first: the meters' statement then fails in an aborted transaction.
    await Promise.all([buildingsWritten, metersWritten]);
    this.result.created.buildings += newBuildings.length;
    for (const [key, building] of existingBuildings) {
      const changed = buildingChanges.get(key)!;
      if (Object.keys(changed).length) {
        await data.buildings.update(this.actor, building.id, changed);
        this.result.updated.buildings++;
      } else this.result.unchanged.buildings++;
    }
    this.result.created.meters += newMeters.length;
    for (const [number, changes] of meterChanges) {
      const existing = this.existingMeters.get(number);
      if (!existing) continue;
      if (Object.keys(changes).length) {
        await data.meters.update(this.actor, existing.id, changes);
        this.result.updated.meters++;
      } else this.result.unchanged.meters++;
    }
  }

  /**
   * Once a part is written: of a meter only what the main meters' check needs, unless a later row may
   * name the meter again (mode 0) and must then agree with all of it: a part's fields are not held to the end.
   */
  private forget(part: Part) {
    if (this.repeatedMeters) return;
    for (const number of part.meters) {
      const entry = this.meterRows.get(number)!;
      entry.values = { physical_medium: entry.values.physical_medium };
    }
  }

  /** The main meters, once every meter of the file is known: checked, then linked while nothing is refused. */
  private async linkMainMeters(data: DataAccess) {
    const named = [...this.meterRows.values()].map((m) => m.mainMeter).filter((n): n is string => !!n);
    const unseen = [...new Set(named)].filter((n) => !this.meterRows.has(n) && !this.existingMeters.has(n));
    for (const meter of await data.imports.metersByNumber(this.actor, unseen)) {
      this.existingMeters.set(meter.meter_id, meter);
      this.meters.set(meter.meter_id, { id: meter.id, needsCheck: meter.needs_check });
    }
    for (const [number, { row, values, mainMeter }] of this.meterRows) {
      if (!mainMeter) continue;
      const main =
        this.existingMeters.get(mainMeter) ??
        (this.meterRows.has(mainMeter)
          ? { physical_medium: this.meterRows.get(mainMeter)!.values.physical_medium, visible: true }
          : undefined);
      const medium = values.physical_medium ?? this.existingMeters.get(number)?.physical_medium;
      if (!main?.visible || mainMeter === number)
        this.refuse(row, 'main_meter', message('imports.noMainMeter', { number: mainMeter }));
      else if (main.physical_medium !== medium)
        this.refuse(row, 'main_meter', 'The main meter must measure the same medium.');
    }
    if (this.messages.length) return;
    for (const [number, { mainMeter }] of this.meterRows) {
      if (mainMeter === undefined) continue;
      const id = mainMeter ? this.meters.get(mainMeter)!.id : null;
      if (!sameStoredValue(this.existingMeters.get(number)?.main_meter_id ?? null, id))
        await data.meters.update(this.actor, this.meters.get(number)!.id, { main_meter_id: id });
    }
  }
}
