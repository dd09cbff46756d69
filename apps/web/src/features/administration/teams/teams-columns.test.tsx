import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import { page } from '../../../testing/resource-fixtures';
import { jsonResponse } from '../../../testing/session-fixtures';
import { companyFixture } from '../testing/admin-fixtures';
import { TeamsPage } from './teams-page';

function setup(route = '/companies') {
  fakeApi((call) =>
    call.method === 'GET' && call.path === 'companies/'
      ? jsonResponse(200, page([companyFixture()]))
      : undefined,
  );
  const view = renderPage(<TeamsPage disableVirtualization />, { path: '/companies', route });
  return { view, user: userEvent.setup() };
}

const headers = async () => {
  const table = await screen.findByRole('grid', { name: 'Teams' });
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  return within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);
};

describe('the teams list keeps its column choice in the address, like its filters (spec §2)', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('shows the columns the address names, one hidden by default among them', async () => {
    setup('/companies?columns=name,vat');
    expect(await headers()).toEqual(['Name', 'VAT number']);
  });

  it('writes a column shown from the column menu to the address', async () => {
    const { view, user } = setup();
    expect(await headers()).not.toContain('VAT number');
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(await screen.findByRole('checkbox', { name: 'VAT number' }));
    await waitFor(() =>
      expect(new URLSearchParams((view.location() ?? '').split('?')[1]).get('columns')).toBe(
        'name,address,company_type,custom_reference,vat',
      ),
    );
    expect(await headers()).toContain('VAT number');
  });
});
