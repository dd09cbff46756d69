import { BASE_CONFIGURATION, type StatusNote } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testId } from '../../../testing/resource-fixtures';
import { jsonResponse, userWith } from '../../../testing/session-fixtures';
import { findRequestsGrid, renderRequestsList } from '../testing/list-page-setup';
import { requestFixture } from '../testing/request-fixtures';

const A = testId('r00a', '9000');
const ROWS = [requestFixture({ resource_id: A, meter: { ...requestFixture().meter, meter_id: 'M-A' } })];

/** A scheduler under a configuration that offers these status notes (AVAILABLE_STATUS_NOTES). */
function setup(notes: StatusNote[]) {
  const user = {
    ...userWith('scheduler', 'energy_supplier'),
    app_customization_tables: {
      features: { ...BASE_CONFIGURATION, AVAILABLE_STATUS_NOTES: notes },
      meter_presets: [],
    },
  };
  return renderRequestsList(ROWS, user, () =>
    jsonResponse(
      200,
      requestFixture({ resource_id: A, status: 'rejected', status_note: 'access_not_possible' }),
    ),
  );
}

const optionsOf = async (user: ReturnType<typeof userEvent.setup>, select: HTMLElement) => {
  await user.click(within(select.parentElement as HTMLElement).getByRole('combobox'));
  const listbox = await screen.findByRole('listbox');
  const labels = within(listbox)
    .getAllByRole('option')
    .map((option) => option.textContent);
  await user.keyboard('{Escape}');
  return labels;
};

describe('reading requests: the status notes the configuration offers', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('rejects with one of the configured notes only (none chosen at first without "reading not performed")', async () => {
    const { api } = setup(['meter_defect', 'access_not_possible']);
    const user = userEvent.setup();
    const table = await findRequestsGrid('M-A');
    await user.click(within(table).getAllByRole('checkbox', { name: /select row/i })[0] as HTMLElement);
    await user.click(screen.getByTestId('requests-bulk-open'));
    const panel = screen.getByRole('complementary', { name: 'Bulk actions' });
    const reject = within(panel).getByRole('region', { name: 'Reject with a status note' });
    const apply = within(reject).getByRole('button', { name: 'Reject' }) as HTMLButtonElement;
    expect(apply.disabled).toBe(true);
    const note = screen.getByTestId('requests-bulk-reject-note');
    expect(await optionsOf(user, note)).toEqual(['Meter defect', 'Access not possible']);

    await user.click(within(note.parentElement as HTMLElement).getByRole('combobox'));
    await user.click(await screen.findByRole('option', { name: 'Access not possible' }));
    await user.click(apply);
    const dialog = screen.getByRole('dialog', { name: 'Reject 1 reading request?' });
    expect(dialog.textContent).toContain('"Access not possible"');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('1 reading request rejected.')).toBeTruthy();
    expect(api.find('PATCH', /^reading_requests\//).map((call) => call.body)).toEqual([
      { status: 'rejected', status_note: 'access_not_possible' },
    ]);
  });

  it('offers the configured notes in the status note filter', async () => {
    setup(['object_closed', 'meter_defect']);
    const user = userEvent.setup();
    await findRequestsGrid('M-A');
    const filter = screen.getByTestId('requests-filter-status_note');
    expect(await optionsOf(user, filter)).toEqual(expect.arrayContaining(['Object closed', 'Meter defect']));
    expect(await optionsOf(user, filter)).not.toContain('Reading not performed');
  });

  it('starts from "reading not performed" where it is offered, and has no reject action without notes', async () => {
    const user = userEvent.setup();
    const first = setup(BASE_CONFIGURATION.AVAILABLE_STATUS_NOTES);
    const table = await findRequestsGrid('M-A');
    await user.click(within(table).getAllByRole('checkbox', { name: /select row/i })[0] as HTMLElement);
    await user.click(screen.getByTestId('requests-bulk-open'));
    expect((screen.getByTestId('requests-bulk-reject-note') as HTMLInputElement).value).toBe(
      'reading_period_finalized',
    );
    first.view.unmount();
    vi.unstubAllGlobals();

    setup([]);
    const again = await findRequestsGrid('M-A');
    await user.click(within(again).getAllByRole('checkbox', { name: /select row/i })[0] as HTMLElement);
    await user.click(screen.getByTestId('requests-bulk-open'));
    const panel = screen.getByRole('complementary', { name: 'Bulk actions' });
    expect(within(panel).queryByRole('region', { name: 'Reject with a status note' })).toBeNull();
  });
});
