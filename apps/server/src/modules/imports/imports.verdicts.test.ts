import { BASE_CONFIGURATION, type PortalConfiguration } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { DEMO, portalConfigEnv, type TestApp, useTestApp } from '../../../test/app';
import { companyIds, listedMeter } from '../../testing/demo-rows';

/**
 * The same change, sent by the API (PATCH, or POST of a reading request) and by an import row (dry run:
 * mode 1 for buildings and meters, mode 0 for a reading request), gets the same verdict for every
 * importing account and field: written (200/201 / OK), refused for the user (403 / "You may not …") or
 * refused for its value (400 / another message). The write rules are one function per resource (contracts
 * write-rules), so every key the buildings, meters and reading requests forms read changes the import the
 * same way: the table is checked under the default configuration and under two with those keys flipped,
 * split so that no flipped key hides another's effect.
 */
const FLIPPED: Partial<PortalConfiguration> = {
  ADD_EDIT_BUILDING: ['energy_supplier', 'commercial_consumer', 'meter_reading_service'],
  EDIT_METER: ['energy_supplier'],
  BUILDING_READ_ONLY_ON_EDIT: ['business_unit'],
  HAS_READING_FREQUENCY_FEATURE: false,
  DISABLED_READERS: true,
  HAS_METER_READING_SERVICE_FEATURE: false,
};
/**
 * The company-type lists narrowed (each drops one type) with the features they need on, and the switches
 * that only hide a form's field (business entity, calibration period, custom reference meter) or require
 * one (BUILDING_REQUIRED_FIELDS: whole writes name it, no write clears it).
 */
const NARROWED: Partial<PortalConfiguration> = {
  HAS_ENERGY_SUPPLIER_FEATURE: false,
  COMPANY_TYPES: ['energy_supplier', 'commercial_consumer'],
  READING_FREQUENCY_COMPANY_TYPES: ['energy_supplier', 'meter_reading_service'],
  ADD_READING_REQUEST: ['commercial_consumer', 'meter_reading_service'],
  BUILDING_REQUIRED_FIELDS: [...BASE_CONFIGURATION.BUILDING_REQUIRED_FIELDS, 'business_unit'],
  HAS_BUSINESS_ENTITY_FEATURE: false,
  HAS_CALIBRATION_PERIOD_FEATURE: false,
  HAS_CUSTOM_REFERENCE_METER_FEATURE: false,
};
const standard = useTestApp();
const flipped = useTestApp(portalConfigEnv(FLIPPED));
const narrowed = useTestApp(portalConfigEnv(NARROWED));
const IMPORTERS = [DEMO.supplier, DEMO.consumer, DEMO.service, DEMO.stranger];
/**
 * A new building is added by an admin or basic user through the API but imported by an admin or
 * scheduler (`canImportNewBuildings`): the consumer's colleague made admin (before signing in) does both.
 */
const BUILDER = 'andreas.keller@demo.example';

type Key = keyof PortalConfiguration;
type Verdict = 'written' | 'refused' | 'invalid';
interface Case {
  object: 'building' | 'meter';
  /** The import's column and the API's field, with the value each path writes. */
  column: string;
  field: string;
  /** The table's name of the case where one field has two (default: the field). */
  name?: string;
  /** The configuration keys it shows: a flipped configuration judges the cases of its keys. */
  keys?: Key[];
  cell: (account: string) => string;
  api: (ids: Record<string, string>, account: string) => unknown;
}
const probe = (field: string, object: Case['object'], column = field): Case => ({
  object,
  column,
  field,
  cell: (account) => `Probe ${field} ${account}`,
  api: (_, account) => `Probe ${field} ${account}`,
});
const company = (object: Case['object'], field: string, name: string): Case => ({
  object,
  column: field,
  field,
  cell: () => name,
  api: (ids) => ids[name],
});
const same = (object: Case['object'], field: string, value: string | ((account: string) => string)): Case => {
  const of = typeof value === 'string' ? () => value : value;
  return { object, column: field, field, cell: of, api: (_, account) => of(account) };
};
/** 1, 2, … by importer: a value of each account's own, so that one account's write is no repeat of another's. */
const nth = (account: string) => IMPORTERS.indexOf(account as (typeof IMPORTERS)[number]) + 1;
const by = (keys: Key[], c: Case): Case => ({ ...c, keys });
const BUILDING_EDIT: Key[] = ['ADD_EDIT_BUILDING'];
const METER_EDIT: Key[] = ['EDIT_METER'];
const CASES: Case[] = [
  by(BUILDING_EDIT, probe('label', 'building', 'building_label')),
  by(BUILDING_EDIT, probe('note', 'building', 'building_note')),
  // Set here, cleared next.
  by(
    ['ADD_EDIT_BUILDING', 'BUILDING_READ_ONLY_ON_EDIT', 'BUILDING_REQUIRED_FIELDS'],
    probe('business_unit', 'building'),
  ),
  // An empty cell and null clear it: refused both ways where BUILDING_REQUIRED_FIELDS names it.
  by(['BUILDING_REQUIRED_FIELDS'], {
    ...probe('business_unit', 'building'),
    name: 'business_unit cleared',
    cell: () => '',
    api: () => null,
  }),
  by(['HAS_BUSINESS_ENTITY_FEATURE'], probe('business_entity', 'building')),
  by(['BUILDING_READ_ONLY_ON_EDIT'], probe('country', 'building')),
  by(['BUILDING_READ_ONLY_ON_EDIT'], probe('state', 'building')),
  by(BUILDING_EDIT, company('building', 'commercial_consumer', 'Hausverwaltung Demo')),
  by(['DISABLED_READERS'], same('building', 'preferred_delegate', 'anna.schulz@demo.example')),
  // Naming the property manager takes no edit permission.
  by(BUILDING_EDIT, same('building', 'property_manager', 'sabine.hoffmann@demo.example')),
  by(METER_EDIT, probe('label', 'meter')),
  by(METER_EDIT, probe('note', 'meter')),
  by(['HAS_CUSTOM_REFERENCE_METER_FEATURE'], probe('custom_reference_meter', 'meter')),
  by(
    ['HAS_CALIBRATION_PERIOD_FEATURE'],
    same('meter', 'calibration_period_start', (account) => `2020-01-0${nth(account)}T00:00:00.000Z`),
  ),
  by(
    ['EDIT_METER', 'HAS_READING_FREQUENCY_FEATURE', 'READING_FREQUENCY_COMPANY_TYPES'],
    same('meter', 'reading_frequency', (account) => `0 0 ${nth(account)} * *`),
  ),
  by(METER_EDIT, same('meter', 'physical_medium', 'heat')),
  by(['EDIT_METER', 'HAS_ENERGY_SUPPLIER_FEATURE'], company('meter', 'energy_supplier', 'Fremdwerk Demo')),
  // Every demo meter is read by the one reading service: the change is to none, an empty cell; for the
  // reading service itself an empty cell is its own company (a new meter's default), no change at all.
  by(['EDIT_METER', 'HAS_METER_READING_SERVICE_FEATURE', 'COMPANY_TYPES'], {
    object: 'meter',
    column: 'meter_reading_service',
    field: 'meter_reading_service',
    cell: () => '',
    api: (_, account) => (account === DEMO.service ? undefined : null),
  }),
];
/**
 * New reading requests (mode 0 and POST reading_requests/) of a checked meter, planned in days from today
 * (each account on days of its own, so that no two accounts name the same request).
 */
const REQUEST_CASES = [
  { name: 'order', start: 2, end: 4 },
  { name: 'order in the past', start: -2, end: 4 },
];
const DAY = 86_400_000;
const plannedAt = (days: number) => {
  const now = new Date();
  return new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + days * DAY + 8 * 3_600_000,
  ).toISOString();
};

async function importVerdict(
  t: TestApp,
  email: string,
  mode: 0 | 1,
  header: string[],
  row: string[],
): Promise<Verdict> {
  const quoted = (cells: string[]) => cells.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(',');
  const answer = await t.app.inject({
    method: 'PUT',
    url: `/api/v2/reading_requests-upload/${mode}/1/`,
    headers: {
      ...(await t.authHeader(email)),
      'content-type': 'text/csv',
      'content-disposition': 'attachment; filename="change.csv"',
    },
    payload: `${quoted(header)}\r\n${quoted(row)}\r\n`,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  const { result, messages } = answer.json() as { result: string; messages: string[] };
  if (result === 'OK') return 'written';
  return messages.some((message) => /: You may not /.test(message)) ? 'refused' : 'invalid';
}

const apiVerdict = (status: number): Verdict =>
  status === 200 || status === 201
    ? 'written'
    : status === 403
      ? 'refused'
      : status === 400
        ? 'invalid'
        : (`${status}` as never);

/** The columns every file has; a building alone leaves the meter's empty, an empty cell changes nothing. */
const HEADER = [
  'street',
  'street_number',
  'zip_code',
  'city',
  'meter_id',
  'physical_medium',
  'physical_unit',
];

/** The building's address cells and the meter's number, as a file names them. */
async function fileCells(t: TestApp, account: string, meter: string, building: string) {
  const place = (await t.get(account, `/api/v2/buildings/${building}/`)).json();
  const number = (await t.get(account, `/api/v2/meters/${meter}/`)).json().meter_id as string;
  return { address: [place.street, place.street_number, place.zip_code, place.city], number };
}

/**
 * Each account's case: the import's verdict (a dry run, nothing written), then the API's (which may
 * write). `flips`: only the cases of these keys (none: all cases).
 */
async function verdicts(t: TestApp, flips?: Partial<PortalConfiguration>) {
  const judged = (keys: Key[] = []) => !flips || keys.some((key) => key in flips);
  const ids = await companyIds(t);
  const table: Record<string, { import: Verdict; api: Verdict }> = {};
  for (const [index, account] of IMPORTERS.entries()) {
    const { meter, building } = await listedMeter(t, account);
    const { address, number } = await fileCells(t, account, meter, building);
    for (const c of CASES.filter((c) => judged(c.keys))) {
      const header = [...HEADER];
      const row = [...address, c.object === 'meter' ? number : '', '', ''];
      const at = header.indexOf(c.column);
      if (at < 0) header.push(c.column);
      row[at < 0 ? header.length - 1 : at] = c.cell(account);
      const url = c.object === 'meter' ? `/api/v2/meters/${meter}/` : `/api/v2/buildings/${building}/`;
      const byImport = await importVerdict(t, account, 1, header, row);
      const patched = await t.send(account, 'PATCH', url, { [c.field]: c.api(ids, account) });
      table[`${account} ${c.object} ${c.name ?? c.field}`] = {
        import: byImport,
        api: apiVerdict(patched.statusCode),
      };
    }
    if (!judged(['ADD_READING_REQUEST'])) continue;
    // A reading request needs a checked meter (one waiting for its check is refused by both, but the
    // import words it without "You may not").
    const checked = (
      await t.get(account, '/api/v2/meters/?page_size=1&status=active&needs_check=false')
    ).json().results[0];
    const cells = await fileCells(t, account, checked.resource_id, checked.building.resource_id);
    for (const r of REQUEST_CASES) {
      const shift = (days: number) => plannedAt(days > 0 ? days + 10 * index : days);
      const [start, end] = [shift(r.start), shift(r.end)];
      const header = [...HEADER, 'planned_reading_date', 'planned_reading_date_end'];
      const row = [...cells.address, cells.number, '', '', start, end];
      const byImport = await importVerdict(t, account, 0, header, row);
      const posted = await t.send(account, 'POST', '/api/v2/reading_requests/', {
        meter: checked.resource_id,
        planned_reading_date: start,
        planned_reading_date_end: end,
      });
      table[`${account} request ${r.name}`] = { import: byImport, api: apiVerdict(posted.statusCode) };
    }
  }
  if (judged(['BUILDING_REQUIRED_FIELDS'])) {
    // A new building, by the address alone: the configured required fields are asked of a whole write.
    const address = ['Neubauweg', '1', '12345', 'Musterstadt'];
    const byImport = await importVerdict(t, BUILDER, 1, HEADER, [...address, '', '', '']);
    const [street, street_number, zip_code, city] = address;
    const posted = await t.send(BUILDER, 'POST', '/api/v2/buildings/', {
      street,
      street_number,
      zip_code,
      city,
    });
    table[`${BUILDER} building new`] = { import: byImport, api: apiVerdict(posted.statusCode) };
  }
  return table;
}

const flips = (keys: Partial<PortalConfiguration>) => `${Object.keys(keys).join(', ')} flipped`;

describe('a change gets the same verdict by the API and by import', () => {
  const tables: Record<string, Awaited<ReturnType<typeof verdicts>>> = {};
  for (const [name, t, keys] of [
    ['the default configuration', standard, undefined],
    [flips(FLIPPED), flipped, FLIPPED],
    [flips(NARROWED), narrowed, NARROWED],
  ] as const)
    it(name, async () => {
      await t.ctx.db.updateTable('users').set({ role: 'admin' }).where('email', '=', BUILDER).execute();
      const table = await verdicts(t, keys);
      tables[name] = table;
      const differing = Object.entries(table).filter(([, v]) => v.import !== v.api);
      expect(differing).toEqual([]);
      // The table holds all three verdicts: a rule that refused everything (or nothing) would show here.
      const seen = new Set(Object.values(table).map((v) => v.api));
      expect([...seen].sort()).toEqual(['invalid', 'refused', 'written']);
    });

  /** The cases whose verdict the flipped configuration changes (on both paths: they agree). */
  const changedBy = (keys: Partial<PortalConfiguration>) => {
    const before = tables['the default configuration'];
    const after = tables[flips(keys)];
    expect(before && after, 'both configurations judged').toBeTruthy();
    return Object.keys(after!).filter((key) => before![key]!.api !== after![key]!.api);
  };

  it('the flipped keys change the verdicts of both paths', () => {
    expect(changedBy(FLIPPED)).toEqual(
      expect.arrayContaining([
        `${DEMO.service} building label`,
        `${DEMO.service} meter label`,
        `${DEMO.supplier} meter reading_frequency`,
        `${DEMO.supplier} building business_unit`,
        `${DEMO.stranger} building preferred_delegate`,
        `${DEMO.consumer} meter meter_reading_service`,
      ]),
    );
    expect(changedBy(NARROWED)).toEqual(
      expect.arrayContaining([
        `${DEMO.consumer} meter energy_supplier`,
        `${DEMO.service} meter energy_supplier`,
        `${DEMO.supplier} meter meter_reading_service`,
        `${DEMO.consumer} meter reading_frequency`,
        `${DEMO.supplier} request order`,
        `${DEMO.service} request order`,
        `${BUILDER} building new`,
      ]),
    );
  });
});
