import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { directoryAnswers, fakeApi } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import { numberedBuilding, page } from '../../../testing/resource-fixtures';
import { jsonResponse } from '../../../testing/session-fixtures';
import { BuildingsListPage } from '../list/buildings-list-page';
import { todayText } from './today';

const rows = [numberedBuilding(1), numberedBuilding(2), numberedBuilding(3)];
type User = ReturnType<typeof userEvent.setup>;

async function setup(failId?: string, role: 'admin' | 'basic' = 'admin') {
  const fetch = fakeApi(({ method, url }) => {
    if (method === 'GET' && url.pathname === '/api/v2/buildings/') return jsonResponse(200, page(rows));
    if (method === 'PATCH' || method === 'DELETE') {
      if (failId && url.pathname.includes(failId)) return jsonResponse(500, { detail: 'Database down' });
      return method === 'DELETE' ? new Response(null, { status: 204 }) : jsonResponse(200, rows[0]);
    }
    return undefined;
  }, directoryAnswers);
  renderPage(<BuildingsListPage disableVirtualization />, { route: '/buildings', user: { role } });
  await screen.findAllByText('Hauptstraße');
  return fetch;
}

async function openPanel(user: User, selectRows: number) {
  const boxes = screen.getAllByRole('checkbox', { name: 'Select row' });
  for (const box of boxes.slice(0, selectRows)) await user.click(box);
  await user.click(screen.getByTestId('buildings-bulk-open'));
  return screen.getByRole('complementary', { name: 'Bulk actions' });
}

async function choose(user: User, section: HTMLElement, option: string) {
  await user.click(within(section).getByRole('combobox'));
  await user.click(await screen.findByRole('option', { name: option }));
}

const section = (panel: HTMLElement, title: string) => within(panel).getByRole('region', { name: title });
const applyIn = (region: HTMLElement) => within(region).getAllByRole('button').at(-1) as HTMLButtonElement;

describe('buildings bulk panel', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('disables every action without a selection, and value actions until a value is chosen', async () => {
    const user = userEvent.setup();
    await setup();
    let panel = await openPanel(user, 0);
    expect(applyIn(section(panel, 'Delete buildings')).disabled).toBe(true);
    expect(applyIn(section(panel, 'Set preferred delegate')).disabled).toBe(true);
    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    panel = await openPanel(user, 1);
    expect(within(panel).getByText('1 selected')).toBeTruthy();
    expect(applyIn(section(panel, 'Delete buildings')).disabled).toBe(false);
    const delegate = section(panel, 'Set preferred delegate');
    expect(applyIn(delegate).disabled).toBe(true);
    await choose(user, delegate, 'Anna Schulz');
    expect(applyIn(delegate).disabled).toBe(false);
  });

  it('sends one PATCH per selected building and reports the count in green', async () => {
    const user = userEvent.setup();
    const fetch = await setup();
    const panel = await openPanel(user, 2);
    const delegate = section(panel, 'Set preferred delegate');
    await choose(user, delegate, 'Anna Schulz');
    await user.click(applyIn(delegate));
    expect(await screen.findByText('The preferred delegate of 2 buildings has been set.')).toBeTruthy();
    const patches = fetch
      .find('PATCH', `/api/v2/buildings/${rows[0]?.resource_id}/`)
      .concat(fetch.find('PATCH', `/api/v2/buildings/${rows[1]?.resource_id}/`));
    expect(patches.map((call) => call.body)).toEqual([
      { preferred_delegate: 'anna@demo.example' },
      { preferred_delegate: 'anna@demo.example' },
    ]);
    expect(fetch.calls.filter((call) => call.method === 'PATCH')).toHaveLength(2);
    // The list is asked again afterwards.
    await waitFor(() => expect(fetch.find('GET', '/api/v2/buildings/')).toHaveLength(2));
  });

  it('reports failures in red with their count', async () => {
    const user = userEvent.setup();
    await setup(rows[1]?.resource_id);
    const panel = await openPanel(user, 2);
    const manager = section(panel, 'Set property manager');
    await choose(user, manager, 'Petra Lange');
    await user.click(applyIn(manager));
    const green = (await screen.findByText('The property manager of 1 building has been set.')).closest(
      '[role="alert"]',
    );
    expect(green?.className).toContain('Success');
    // Messages queue: closing the green one shows the red one.
    await user.click(within(green as HTMLElement).getByRole('button', { name: 'Close' }));
    const red = await screen.findByText('The property manager of 1 building could not be set. Database down');
    expect(red.closest('[role="alert"]')?.className).toContain('Error');
  });

  it('asks before setting buildings inactive, with today’s date, and sends the date', async () => {
    const user = userEvent.setup();
    const fetch = await setup();
    const panel = await openPanel(user, 1);
    const status = section(panel, 'Change status');
    await choose(user, status, 'Inactive');
    await user.click(applyIn(status));
    const dialog = await screen.findByRole('dialog', { name: 'Change the status of 1 building?' });
    expect(dialog.textContent).toContain(`as of today, ${todayText('en')}`);
    expect(fetch.calls.some((call) => call.method === 'PATCH')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await screen.findByText('The status of 1 building has been changed.');
    const [patch] = fetch.calls.filter((call) => call.method === 'PATCH');
    const body = patch?.body as { status: string; date_status_change: string };
    expect(body.status).toBe('inactive');
    expect(new Date(body.date_status_change).toDateString()).toBe(new Date().toDateString());
  });

  it('sends no date when setting buildings active', async () => {
    const user = userEvent.setup();
    const fetch = await setup();
    const status = section(await openPanel(user, 1), 'Change status');
    await choose(user, status, 'Active');
    await user.click(applyIn(status));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await screen.findByText('The status of 1 building has been changed.');
    expect(fetch.calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      status: 'active',
      date_status_change: null,
    });
  });

  it('deletes nothing when the confirmation is cancelled, one DELETE per building when confirmed', async () => {
    const user = userEvent.setup();
    const fetch = await setup();
    const remove = section(await openPanel(user, 2), 'Delete buildings');
    await user.click(applyIn(remove));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(fetch.calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(applyIn(remove));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('2 buildings have been deleted.')).toBeTruthy();
    expect(fetch.calls.filter((call) => call.method === 'DELETE')).toHaveLength(2);
  });

  it('asks whether the reading service applies to all meters or only to those without one', async () => {
    const user = userEvent.setup();
    const fetch = await setup();
    const service = section(await openPanel(user, 1), 'Set meter reading service');
    await choose(user, service, 'Ablesedienst Demo');
    await user.click(within(service).getByRole('radio', { name: 'All meters' }));
    await user.click(applyIn(service));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('replacing any they have');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await screen.findByText('The meter reading service of 1 building has been set.');
    expect(fetch.calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({
      meters_reading_service_only_empty: false,
    });
  });

  it('offers no bulk actions to a basic user', async () => {
    await setup(undefined, 'basic');
    expect(screen.queryByTestId('buildings-bulk-open')).toBeNull();
    expect(screen.queryAllByRole('checkbox', { name: 'Select row' })).toHaveLength(0);
  });
});
