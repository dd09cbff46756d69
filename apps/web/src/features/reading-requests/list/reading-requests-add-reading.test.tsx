import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testId } from '../../../testing/resource-fixtures';
import { userWith } from '../../../testing/session-fixtures';
import { findRequestsGrid, renderRequestsList } from '../testing/list-page-setup';
import { requestFixture } from '../testing/request-fixtures';

const NEW = testId('r00a', '9000');
const DONE = testId('r00b', '9000');
const ROWS = [
  requestFixture({ resource_id: NEW, meter: { ...requestFixture().meter, meter_id: 'M-NEW' } }),
  requestFixture({
    resource_id: DONE,
    status: 'success',
    meter: { ...requestFixture().meter, meter_id: 'M-DONE' },
  }),
];

const setup = (user = userWith('scheduler', 'energy_supplier')) => renderRequestsList(ROWS, user);
const grid = () => findRequestsGrid('M-NEW');

describe('reading requests list: add reading', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('offers the add-reading icon only on new requests and opens the dialog for that meter', async () => {
    const { view } = setup();
    await grid();
    expect(screen.queryByRole('button', { name: 'Add reading for meter M-DONE' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add reading for meter M-NEW' }));
    const dialog = await screen.findByRole('dialog', { name: /New reading · M-NEW/ });
    expect(within(dialog).getByTestId('reading-value-8-0:1.0.0')).toBeTruthy();
    // The row's own click (its reading) did not fire.
    expect(view.location()).toBe('/reading-requests');
  });

  it('offers it to meter readers too', async () => {
    setup(userWith('meter_reader', 'energy_supplier'));
    await grid();
    expect(screen.getByRole('button', { name: 'Add reading for meter M-NEW' })).toBeTruthy();
  });

  it('shows it to basic users too (POST readings/ is open to everyone who sees the meter)', async () => {
    setup(userWith('basic', 'energy_supplier'));
    await grid();
    expect(screen.getByRole('button', { name: 'Add reading for meter M-NEW' })).toBeTruthy();
  });
});
