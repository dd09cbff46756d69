import { describe, expect, it } from 'vitest';
import { DEMO, portalConfigEnv, type TestApp, useTestApp } from '../../../test/app';
import { companyIds, listedMeter } from '../../testing/demo-rows';

/**
 * The same change, sent by PATCH and by an import row (mode 1, dry run), gets the same verdict for every
 * importing account and field: written (200 / OK), refused for the user (403 / "You may not …") or refused
 * for its value (400 / another message). The write rules are one function per resource (contracts
 * write-rules), so the configuration a form reads changes the import the same way: the table is checked
 * under the default configuration and under one with those keys flipped.
 */
const standard = useTestApp();
const flipped = useTestApp(
  portalConfigEnv({
    ADD_EDIT_BUILDING: ['energy_supplier', 'commercial_consumer', 'meter_reading_service'],
    EDIT_METER: ['energy_supplier'],
    BUILDING_READ_ONLY_ON_EDIT: ['business_unit'],
    HAS_READING_FREQUENCY_FEATURE: false,
    DISABLED_READERS: true,
    HAS_METER_READING_SERVICE_FEATURE: false,
  }),
);
const IMPORTERS = [DEMO.supplier, DEMO.consumer, DEMO.service, DEMO.stranger];

type Verdict = 'written' | 'refused' | 'invalid';
interface Case {
  object: 'building' | 'meter';
  /** The import's column and the API's field, with the value each path writes. */
  column: string;
  field: string;
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
const email = (field: string, address: string): Case => ({
  object: 'building',
  column: field,
  field,
  cell: () => address,
  api: () => address,
});
const CASES: Case[] = [
  probe('label', 'building', 'building_label'),
  probe('note', 'building', 'building_note'),
  probe('business_unit', 'building'),
  probe('country', 'building'),
  probe('state', 'building'),
  company('building', 'commercial_consumer', 'Hausverwaltung Demo'),
  email('preferred_delegate', 'anna.schulz@demo.example'),
  email('property_manager', 'sabine.hoffmann@demo.example'),
  probe('label', 'meter'),
  probe('note', 'meter'),
  {
    object: 'meter',
    column: 'reading_frequency',
    field: 'reading_frequency',
    cell: () => '0 0 1 * *',
    api: () => '0 0 1 * *',
  },
  {
    object: 'meter',
    column: 'physical_medium',
    field: 'physical_medium',
    cell: () => 'heat',
    api: () => 'heat',
  },
  company('meter', 'energy_supplier', 'Fremdwerk Demo'),
  // Every demo meter is read by the one reading service: the change is to none, an empty cell; for the
  // reading service itself an empty cell is its own company (a new meter's default), no change at all.
  {
    object: 'meter',
    column: 'meter_reading_service',
    field: 'meter_reading_service',
    cell: () => '',
    api: (_, account) => (account === DEMO.service ? undefined : null),
  },
];

async function importVerdict(t: TestApp, email: string, header: string[], row: string[]): Promise<Verdict> {
  const quoted = (cells: string[]) => cells.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(',');
  const answer = await t.app.inject({
    method: 'PUT',
    url: '/api/v2/reading_requests-upload/1/1/',
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

const patchVerdict = (status: number): Verdict =>
  status === 200
    ? 'written'
    : status === 403
      ? 'refused'
      : status === 400
        ? 'invalid'
        : (`${status}` as never);

/** Each account's case: the import's verdict (a dry run, nothing written), then PATCH's (which may write). */
async function verdicts(t: TestApp) {
  const ids = await companyIds(t);
  const table: Record<string, { import: Verdict; patch: Verdict }> = {};
  for (const account of IMPORTERS) {
    const { meter, building } = await listedMeter(t, account);
    const place = (await t.get(account, `/api/v2/buildings/${building}/`)).json();
    const number = (await t.get(account, `/api/v2/meters/${meter}/`)).json().meter_id as string;
    const address = [place.street, place.street_number, place.zip_code, place.city];
    for (const c of CASES) {
      // The columns every file has; a building alone leaves the meter's empty, an empty cell changes nothing.
      const header = [
        'street',
        'street_number',
        'zip_code',
        'city',
        'meter_id',
        'physical_medium',
        'physical_unit',
      ];
      const row = [...address, c.object === 'meter' ? number : '', '', ''];
      const at = header.indexOf(c.column);
      if (at < 0) header.push(c.column);
      row[at < 0 ? header.length - 1 : at] = c.cell(account);
      const url = c.object === 'meter' ? `/api/v2/meters/${meter}/` : `/api/v2/buildings/${building}/`;
      const byImport = await importVerdict(t, account, header, row);
      const patched = await t.send(account, 'PATCH', url, { [c.field]: c.api(ids, account) });
      table[`${account} ${c.object} ${c.field}`] = {
        import: byImport,
        patch: patchVerdict(patched.statusCode),
      };
    }
  }
  return table;
}

describe('a change gets the same verdict by PATCH and by import', () => {
  const tables: Array<Awaited<ReturnType<typeof verdicts>>> = [];
  for (const [name, t] of [
    ['the default configuration', standard],
    [
      'ADD_EDIT_BUILDING, EDIT_METER, BUILDING_READ_ONLY_ON_EDIT, HAS_READING_FREQUENCY_FEATURE, DISABLED_READERS, HAS_METER_READING_SERVICE_FEATURE flipped',
      flipped,
    ],
  ] as const)
    it(name, async () => {
      const table = await verdicts(t);
      tables.push(table);
      const differing = Object.entries(table).filter(([, v]) => v.import !== v.patch);
      expect(differing).toEqual([]);
      // The table holds all three verdicts: a rule that refused everything (or nothing) would show here.
      const seen = new Set(Object.values(table).map((v) => v.patch));
      expect([...seen].sort()).toEqual(['invalid', 'refused', 'written']);
    });

  it('the flipped keys change the verdicts of both paths', () => {
    const [before, after] = tables;
    expect(after, 'both configurations judged').toBeDefined();
    const changed = Object.keys(before!).filter((key) => before![key]!.patch !== after![key]!.patch);
    expect(changed).toEqual(
      expect.arrayContaining([
        `${DEMO.service} building label`,
        `${DEMO.service} meter label`,
        `${DEMO.supplier} meter reading_frequency`,
        `${DEMO.supplier} building business_unit`,
        `${DEMO.stranger} building preferred_delegate`,
        `${DEMO.consumer} meter meter_reading_service`,
      ]),
    );
  });
});
