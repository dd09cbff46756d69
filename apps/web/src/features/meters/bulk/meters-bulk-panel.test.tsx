import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, fakeApi } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import { meterFixture, page } from '../../../testing/resource-fixtures';
import { jsonResponse, userWith } from '../../../testing/session-fixtures';
import { MetersListPage } from '../meters-list-page';

const A = '0190a1b2-0000-7000-8000-00000000a00a';
const B = '0190a1b2-0000-7000-8000-00000000a00b';
const SUPPLIER = {
  url: 'http://localhost/api/v2/companies/0190a1b2-0000-7000-8000-0000000000e5/',
  resource_id: '0190a1b2-0000-7000-8000-0000000000e5',
  name: 'Stadtwerke Nord',
  company_type: 'energy_supplier',
  custom_reference: null,
  address: '',
};

function setup(user = userWith('admin', 'energy_supplier'), patch?: (call: ApiCall) => Response | undefined) {
  const api = fakeApi((call) => {
    if (call.method === 'GET' && call.path === 'meters/')
      return jsonResponse(
        200,
        page([
          meterFixture({ resource_id: A, meter_id: 'M-A' }),
          meterFixture({ resource_id: B, meter_id: 'M-B' }),
        ]),
      );
    if (
      call.method === 'GET' &&
      call.path === 'companies/' &&
      call.query.get('company_type') === 'energy_supplier'
    )
      return jsonResponse(200, page([SUPPLIER]));
    if (call.method === 'PATCH') return patch?.(call) ?? jsonResponse(200, meterFixture());
    if (call.method === 'DELETE') return new Response(null, { status: 204 });
    return undefined;
  });
  renderPage(<MetersListPage disableVirtualization />, { path: '/meters', route: '/meters', user });
  return api;
}

async function selectBothAndOpen() {
  const user = userEvent.setup();
  const grid = await screen.findByRole('grid', { name: 'Meters' });
  await within(grid).findByText('M-A');
  for (const box of within(grid).getAllByRole('checkbox', { name: /select row/i })) await user.click(box);
  await user.click(screen.getByTestId('meters-bulk-open'));
  return { user, panel: screen.getByRole('complementary', { name: 'Bulk actions' }) };
}

const section = (panel: HTMLElement, title: string) => within(panel).getByRole('region', { name: title });

async function pick(
  user: ReturnType<typeof userEvent.setup>,
  panel: HTMLElement,
  title: string,
  option: string,
) {
  await user.click(within(section(panel, title)).getByRole('combobox'));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

describe('meters bulk panel', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('shows the actions of meterBulkActions: no supplier change for an energy supplier', async () => {
    setup();
    const { panel } = await selectBothAndOpen();
    const titles = within(panel)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(titles).toEqual([
      'Change meter reading service',
      'Change reading frequency',
      'Change status',
      'Delete meters',
    ]);
  });

  it('lets a commercial consumer scheduler change the supplier, "none" sending null', async () => {
    const api = setup(userWith('scheduler', 'commercial_consumer'));
    const { user, panel } = await selectBothAndOpen();
    const supplier = section(panel, 'Change energy supplier');
    const apply = within(supplier).getByRole('button', { name: 'Apply' }) as HTMLButtonElement;
    expect(apply.disabled).toBe(true);
    await pick(user, panel, 'Change energy supplier', 'None (private meter)');
    await user.click(apply);
    expect(await screen.findByText('Energy supplier changed for 2 meters.')).toBeTruthy();
    expect(api.find('PATCH', /^meters\//).map((c) => [c.path, c.body])).toEqual([
      [`meters/${A}/`, { energy_supplier: null }],
      [`meters/${B}/`, { energy_supplier: null }],
    ]);
  });

  it('changes the status with one PATCH per meter and reports successes and failures', async () => {
    const api = setup(undefined, (call) =>
      call.path === `meters/${B}/` ? jsonResponse(400, { status: ['Not allowed.'] }) : undefined,
    );
    const { user, panel } = await selectBothAndOpen();
    await pick(user, panel, 'Change status', 'Inactive');
    await user.click(within(section(panel, 'Change status')).getByRole('button', { name: 'Apply' }));
    const success = await screen.findByText('Status changed for 1 meter.');
    await waitFor(() => expect(api.find('PATCH', /^meters\//)).toHaveLength(2));
    expect(
      api.find('PATCH', /^meters\//).every((c) => JSON.stringify(c.body) === '{"status":"inactive"}'),
    ).toBe(true);
    // Snackbars are queued: the red one follows the green one.
    await user.click(
      within(success.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Close' }),
    );
    expect(await screen.findByText('The status could not be changed for 1 meter. Not allowed.')).toBeTruthy();
  });

  it('sets a preset reading frequency and refuses an invalid custom cron', async () => {
    const api = setup();
    const { user, panel } = await selectBothAndOpen();
    const frequency = section(panel, 'Change reading frequency');
    await pick(user, panel, 'Change reading frequency', 'Custom (cron expression)');
    const cron = within(frequency).getByTestId('meters-bulk-cron');
    expect((cron as HTMLInputElement).value).toBe('0 0 1 * *');
    await user.clear(cron);
    await user.type(cron, 'every day');
    const apply = within(frequency).getByRole('button', { name: 'Apply' }) as HTMLButtonElement;
    expect(apply.disabled).toBe(true);
    await pick(user, panel, 'Change reading frequency', 'Working days (Monday to Friday)');
    await user.click(apply);
    await screen.findByText('Reading frequency changed for 2 meters.');
    expect(api.find('PATCH', /^meters\//).map((c) => c.body)).toEqual([
      { reading_frequency: '0 0 * * 1-5' },
      { reading_frequency: '0 0 * * 1-5' },
    ]);
  });

  it('deletes the selected meters only after confirmation', async () => {
    const api = setup();
    const { user, panel } = await selectBothAndOpen();
    await user.click(within(section(panel, 'Delete meters')).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete 2 meters?' });
    expect(api.find('DELETE', /^meters\//)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('2 meters deleted.')).toBeTruthy();
    expect(api.find('DELETE', /^meters\//).map((c) => c.path)).toEqual([`meters/${A}/`, `meters/${B}/`]);
  });
});
