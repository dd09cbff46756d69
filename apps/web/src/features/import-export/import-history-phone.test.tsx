import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, fakeApi } from '../../testing/fake-api';
import { renderPage } from '../../testing/render-page';
import { page } from '../../testing/resource-fixtures';
import { jsonResponse } from '../../testing/session-fixtures';
import { onAPhone } from '../../testing/viewport';
import { JOB_CHECK, JOB_IMPORT, JOB_READINGS, JOBS } from './import-history-fixtures';
import { ImportHistoryPage } from './import-history-page';

const isList = (call: ApiCall) => call.method === 'GET' && call.path === 'jobs/';

function setup(route = '/import-export/history') {
  const api = fakeApi((call) => {
    if (isList(call)) return jsonResponse(200, page(JOBS));
    const job = JOBS.find((entry) => call.method === 'GET' && call.path === `jobs/${entry.resource_id}/`);
    return job ? jsonResponse(200, job) : undefined;
  });
  const view = renderPage(<ImportHistoryPage disableVirtualization />, {
    route,
    path: '/import-export/history',
  });
  return { api, view, user: userEvent.setup() };
}

const findCards = async () => {
  const list = await screen.findByRole('list', { name: 'Import history' });
  await within(list).findByText('bad.csv');
  return list;
};
const card = (id: string) => screen.getByTestId(`import-card-${id}`);

describe('import history on a phone (390 px)', () => {
  onAPhone();

  it('shows cards instead of the grid, from the same list call (newest first, 20 a page)', async () => {
    const { api } = setup();
    const list = await findCards();
    expect(screen.queryByRole('grid')).toBeNull();
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    const call = api.calls.filter(isList)[0];
    expect(call?.query.get('o')).toBe('-created');
    expect(call?.query.get('page_size')).toBe('20');
  });

  it("shows each import's file, start, data, state, check or import, and what it did", async () => {
    setup();
    await findCards();
    const imported = within(card(JOB_IMPORT));
    expect(imported.getByRole('heading', { name: 'meters.csv' })).toBeTruthy();
    expect(imported.getByText('Started')).toBeTruthy();
    expect(imported.getByText(/^Mar 1, 2026/)).toBeTruthy();
    expect(imported.getByText('Buildings and meters')).toBeTruthy();
    expect(imported.getByText('Succeeded')).toBeTruthy();
    expect(imported.getByText('Import')).toBeTruthy();
    expect(imported.getByText('5 meters created, 2 buildings updated, 1 building unchanged')).toBeTruthy();
    const checked = within(card(JOB_CHECK));
    expect(checked.getByText('Failed')).toBeTruthy();
    expect(checked.getByText('Check')).toBeTruthy();
    expect(checked.getByText('The file cannot be imported')).toBeTruthy();
    const running = within(card(JOB_READINGS));
    expect(running.getByText('Readings')).toBeTruthy();
    expect(running.getByText('Running: 500 / 2,000')).toBeTruthy();
    expect(running.getByText('Not done yet')).toBeTruthy();
  });

  it('opens the report from its card, as the grid’s row does, and closes it', async () => {
    const { user, view } = setup();
    await findCards();
    const open = within(card(JOB_CHECK)).getByRole('button', { name: 'Show report: bad.csv' });
    expect(open.textContent).toBe('Show report');
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Report: bad.csv' });
    expect(view.location()).toBe(`/import-export/history?job=${JOB_CHECK}`);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(view.location()).toBe('/import-export/history');
  });

  it('puts the filters behind one button naming how many are active', async () => {
    const { user } = setup('/import-export/history?state=failed&dry_run=true');
    await findCards();
    expect(screen.queryByTestId('history-filter-state')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Filters (2)' }));
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    expect(within(dialog).getByTestId('history-filter-state')).toBeTruthy();
  });
});

describe('import history at desktop width', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the grid and the inline filters', async () => {
    setup();
    const table = await screen.findByRole('grid', { name: 'Import history' });
    await within(table).findByText('bad.csv');
    expect(screen.queryByRole('list', { name: 'Import history' })).toBeNull();
    expect(screen.queryByTestId(`import-card-${JOB_CHECK}`)).toBeNull();
    expect(screen.getByTestId('history-filter-state')).toBeTruthy();
  });
});
