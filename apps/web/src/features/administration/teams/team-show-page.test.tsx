import type { Company } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import { historyEntryFixture, page, testId } from '../../../testing/resource-fixtures';
import { jsonResponse } from '../../../testing/session-fixtures';
import { companyFixture, TEAM_ID } from '../testing/admin-fixtures';
import { TeamShowPage } from './team-show-page';

const CONTRACTOR_ID = testId('c7');
const REMOVED_ID = testId('c6');
const HISTORY = `companies/${TEAM_ID}/history/`;

function setup(company: Company, { editable = false, tab = '' } = {}) {
  const api = fakeApi((call) => {
    if (call.method === 'GET' && call.path === `companies/${TEAM_ID}/`) return jsonResponse(200, company);
    if (call.method === 'OPTIONS' && call.path === `companies/${TEAM_ID}/`)
      return jsonResponse(200, { name: 'Company', actions: editable ? { PUT: {} } : {} });
    if (call.method === 'GET' && call.path === HISTORY)
      return jsonResponse(
        200,
        page([
          historyEntryFixture({
            object_type: 'companies',
            object_id: TEAM_ID,
            // The server names the ids of companies that still exist.
            labels: { [CONTRACTOR_ID]: 'Ablesedienst Nord' },
            changes: [
              { field: `contractors[${REMOVED_ID}]`, before: true, after: null },
              { field: `contractors[${CONTRACTOR_ID}]`, before: null, after: true },
              { field: 'enabled_features', before: [], after: ['meter_replacement'] },
              { field: 'contract_status', before: 'no_contract', after: 'basis' },
              { field: 'address', before: 'Ringstraße 3', after: 'Ringstraße 5' },
            ],
          }),
        ]),
      );
    return undefined;
  });
  renderPage(<TeamShowPage disableVirtualization />, {
    route: `/companies/${TEAM_ID}/employees${tab}`,
    path: '/companies/:id/employees',
  });
  return api;
}

const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((cell) => cell.textContent);

describe('TeamShowPage', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('hides the contract status without an active contract from whoever may not edit the team', async () => {
    setup(companyFixture());
    const facts = (await screen.findByTestId('team-name')).closest('dl') as HTMLElement;
    expect(within(facts).queryByText('Contract status')).toBeNull();
  });

  it('shows the contract status to whoever may edit the team', async () => {
    setup(companyFixture(), { editable: true });
    expect(await screen.findByTestId('team-edit')).toBeTruthy();
    expect(screen.getByText('No contract')).toBeTruthy();
  });

  it('shows an active contract to everyone', async () => {
    setup(companyFixture({ contract_status: 'basis' }));
    const facts = (await screen.findByTestId('team-name')).closest('dl') as HTMLElement;
    expect(within(facts).getByText('Basis')).toBeTruthy();
  });

  it('shows the team’s changes in the History tab, contractors by the server’s labels', async () => {
    const api = setup(companyFixture());
    expect(await screen.findByTestId('team-name')).toBeTruthy();
    expect(api.find('GET', HISTORY)).toHaveLength(0);
    await userEvent.setup().click(screen.getByRole('tab', { name: 'History' }));
    const rows = await screen.findAllByTestId('history-change');
    expect(rows.map((row) => cells(row).slice(-2))).toEqual([
      ['Address', 'Ringstraße 3 → Ringstraße 5'],
      ['Contract status', 'No contract → Basis'],
      ['Features', 'empty → Meter replacement'],
      // Fields without a place in the team's order come last, by name (the contractors' ids); a
      // company the server has no label for keeps its id.
      [`Contractor ${REMOVED_ID}`, 'Yes → –'],
      ['Contractor Ablesedienst Nord', '– → Yes'],
    ]);
    expect(screen.getByTestId('location').textContent).toBe(`/companies/${TEAM_ID}/employees?tab=history`);
  });
});
