import { HIDDEN_ID, type HistoryEntry } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../lib/format-date';
import { fakeApi } from '../../testing/fake-api';
import { renderPage } from '../../testing/render-page';
import { historyEntryFixture, METER_ID, page, testId } from '../../testing/resource-fixtures';
import { jsonResponse } from '../../testing/session-fixtures';
import { meterKeys } from '../meters';
import { HistoryTable } from './history-table';

const HISTORY = `meters/${METER_ID}/history/`;
const SUPPLIER = testId('c3');

function setup(answer: (call: { query: URLSearchParams }) => Response) {
  const api = fakeApi((call) => (call.method === 'GET' && call.path === HISTORY ? answer(call) : undefined));
  renderPage(<HistoryTable objectType="meters" objectId={METER_ID} queryKey={meterKeys.history} />, {
    route: `/meters/${METER_ID}?tab=history`,
  });
  return api;
}

/** The texts of a row's cells (its header cell included). */
const cells = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);

const changed = historyEntryFixture({
  changes: [
    { field: 'status', before: 'active', after: 'inactive' },
    { field: 'energy_supplier_id', before: null, after: SUPPLIER },
    { field: 'calibration_period_start', before: null, after: '2027-01-01T00:00:00+00:00' },
  ],
});
const seeded = historyEntryFixture({
  id: '100',
  at: '2026-01-05T08:00:00Z',
  action: 'insert',
  actor: { kind: 'system', name: 'demo-seed', company: null, company_name: null },
  changes: [
    { field: 'meter_id', before: null, after: 'E-1001' },
    { field: 'obis_codes', before: null, after: ['1-1:1.8.0', '1-1:2.8.0'] },
    { field: 'needs_check', before: null, after: false },
    { field: 'factor', before: null, after: 1234.5678 },
  ],
});

describe('HistoryTable', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows a row per changed field, the first of each change with when, who and what', async () => {
    const api = setup(() => jsonResponse(200, page([changed, seeded])));
    const entries = await screen.findAllByTestId('history-entry');
    expect(entries).toHaveLength(2);
    expect(screen.getAllByTestId('history-change')).toHaveLength(7);

    // A field the app has no label for keeps its name, and comes after those it has.
    expect(within(entries[0]!).getAllByRole('row').map(cells)).toEqual([
      [
        formatDateTime(changed.at, 'en'),
        'consumer@demo.exampleHausverwaltung Demo',
        'Changed',
        'Status',
        'Active → Inactive',
      ],
      ['Energy supplier', `– → ${SUPPLIER}`],
      ['calibration_period_start', `– → ${formatDateTime('2027-01-01T00:00:00+00:00', 'en')}`],
    ]);

    // A created object shows its values only, in the order of the meter's page; lists, booleans and
    // every digit of a number.
    expect(within(entries[1]!).getAllByRole('row').map(cells)).toEqual([
      [formatDateTime(seeded.at, 'en'), 'Demo data', 'Created', 'Meter ID', 'E-1001'],
      ['Needs check', 'No'],
      ['Factor', '1,234.5678'],
      ['OBIS codes', '1-1:1.8.0, 1-1:2.8.0'],
    ]);

    const [call] = api.find('GET', HISTORY);
    expect(Object.fromEntries(call!.query)).toEqual({
      pagination: 'page_number',
      page: '1',
      page_size: '20',
    });
  });

  it('names system tasks, direct database writes and deletions', async () => {
    const entry = (id: string, actor: HistoryEntry['actor'], action: HistoryEntry['action'] = 'update') =>
      historyEntryFixture({ id, actor, action, changes: [{ field: 'note', before: 'old', after: 'new' }] });
    setup(() =>
      jsonResponse(
        200,
        page([
          entry('4', { kind: 'database', name: 'postgres', company: null, company_name: null }, 'delete'),
          entry('3', { kind: 'system', name: 'kept-counts-recount', company: null, company_name: null }),
          entry('2', { kind: 'system', name: 'nightly-import', company: null, company_name: null }),
          entry('1', { kind: 'system', name: 'reading-schedule', company: null, company_name: null }),
        ]),
      ),
    );
    const rows = (await screen.findAllByTestId('history-change')).map((row) => cells(row).slice(1));
    expect(rows).toEqual([
      ['Database (postgres)', 'Deleted', 'Note', 'old'],
      ['Dashboard counters (recount)', 'Changed', 'Note', 'old → new'],
      ['nightly-import', 'Changed', 'Note', 'old → new'],
      ['Reading schedule', 'Changed', 'Note', 'old → new'],
    ]);
  });

  it('asks the employees collection for a user’s history and labels the user’s fields', async () => {
    const userId = testId('e1');
    const path = `employees/${userId}/history/`;
    fakeApi((call) =>
      call.path === path
        ? jsonResponse(
            200,
            page([
              historyEntryFixture({
                object_type: 'users',
                object_id: userId,
                changes: [
                  { field: 'password_hash', before: null, after: null },
                  { field: 'is_active', before: true, after: false },
                  { field: 'role', before: 'meter_reader', after: 'scheduler' },
                ],
              }),
            ]),
          )
        : undefined,
    );
    renderPage(<HistoryTable objectType="users" objectId={userId} queryKey={(id, p) => ['users', id, p]} />, {
      route: '/',
    });
    const rows = await screen.findAllByTestId('history-change');
    expect(rows.map((row) => cells(row).slice(-2))).toEqual([
      ['Role', 'Meter reader → Scheduler'],
      ['Active', 'Yes → No'],
      ['Password', 'changed'],
    ]);
  });

  it('shows a contractor link’s answers by the contractor’s name', async () => {
    const companyId = testId('c1');
    const contractor = testId('c7');
    const entry = historyEntryFixture({
      object_type: 'companies',
      object_id: companyId,
      labels: { [contractor]: 'Ablesedienst Nord' },
      changes: [{ field: `contractors[${contractor}].status`, before: 'pending', after: 'accepted' }],
    });
    const path = `companies/${companyId}/history/`;
    fakeApi((call) => (call.path === path ? jsonResponse(200, page([entry])) : undefined));
    renderPage(
      <HistoryTable objectType="companies" objectId={companyId} queryKey={(id, p) => ['companies', id, p]} />,
      { route: '/' },
    );
    const [row] = await screen.findAllByTestId('history-change');
    expect(cells(row!).slice(-2)).toEqual(['Contractor Ablesedienst Nord', 'Waiting for consent → Accepted']);
  });

  it('shows what the server withholds (ids, the actor) as not visible to you, in English and German', async () => {
    const companyId = testId('c1');
    const withheld = historyEntryFixture({
      object_type: 'companies',
      object_id: companyId,
      actor: { kind: 'user', name: null, company: HIDDEN_ID, company_name: null },
      changes: [
        { field: `contractors[${HIDDEN_ID}]`, before: true, after: null },
        { field: 'owner_id', before: SUPPLIER, after: HIDDEN_ID },
      ],
    });
    const path = `companies/${companyId}/history/`;
    fakeApi((call) => (call.path === path ? jsonResponse(200, page([withheld])) : undefined));
    const show = () =>
      renderPage(
        <HistoryTable
          objectType="companies"
          objectId={companyId}
          queryKey={(id, p) => ['companies', id, p]}
        />,
        { route: '/' },
      );
    // The first row of the change also holds when (left out here), who and what.
    const texts = async () =>
      (await screen.findAllByTestId('history-change')).map((row, index) =>
        index === 0 ? cells(row).slice(1) : cells(row),
      );
    const view = show();
    expect(await texts()).toEqual([
      ['not visible to you', 'Changed', 'Created by', `${SUPPLIER} → not visible to you`],
      ['Contractor not visible to you', 'Yes → –'],
    ]);
    expect(document.body.textContent).not.toContain(HIDDEN_ID);
    view.unmount();
    await i18next.changeLanguage('de');
    try {
      show();
      expect(await texts()).toEqual([
        ['für Sie nicht sichtbar', 'Geändert', 'Angelegt von', `${SUPPLIER} → für Sie nicht sichtbar`],
        ['Auftragnehmer für Sie nicht sichtbar', 'Ja → –'],
      ]);
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it('says so when nothing was recorded', async () => {
    setup(() => jsonResponse(200, page([])));
    expect((await screen.findByTestId('history-empty')).textContent).toBe('No changes recorded');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('pages on the server', async () => {
    const api = setup((call) => {
      const number = Number(call.query.get('page'));
      const entries = Array.from({ length: number === 1 ? 20 : 5 }, (_, index) =>
        historyEntryFixture({ id: String(number * 100 + index) }),
      );
      return jsonResponse(200, page(entries, 25));
    });
    expect(await screen.findAllByTestId('history-entry')).toHaveLength(20);
    expect(screen.getByText('1–20 of 25')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(screen.getAllByTestId('history-entry')).toHaveLength(5));
    expect(screen.getByText('21–25 of 25')).toBeTruthy();
    expect(api.find('GET', HISTORY).map((call) => call.query.get('page'))).toEqual(['1', '2']);
  });

  it('reports a failed load and tries again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    setup(() => (fail ? jsonResponse(500, { detail: 'Server error' }) : jsonResponse(200, page([changed]))));
    expect((await screen.findByTestId('history-error')).textContent).toContain(
      'The history could not be loaded.',
    );
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('history-entry')).toBeTruthy();
  });
});
