import type { CompanyCandidate, ContractorLink } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import { objectUrl, page, testId } from '../../../testing/resource-fixtures';
import { COMPANY_ID, jsonResponse } from '../../../testing/session-fixtures';
import { companyFixture } from '../testing/admin-fixtures';
import { ContractorsEditPage, ContractorsShowPage } from './contractors-pages';

const team = (n: string, name: string): CompanyCandidate => ({
  url: objectUrl('companies', testId(n)),
  resource_id: testId(n),
  name,
  company_type: 'meter_reading_service',
  city: 'Passau',
});
const ASKED = team('c4', 'Ablesedienst Süd');
const DECLINED = team('c5', 'Zählerdienst Ost');
const ASKING = team('c6', 'Stadtwerke West');
const link = (
  other: CompanyCandidate,
  direction: ContractorLink['direction'],
  status: ContractorLink['status'],
): ContractorLink => ({
  direction,
  status,
  team: other,
  may_decide: direction === 'incoming',
  created: '2026-11-01T10:00:00Z',
});
const LINKS = [
  link(ASKED, 'outgoing', 'pending'),
  link(ASKING, 'incoming', 'pending'),
  link(DECLINED, 'outgoing', 'declined'),
];
const LINKS_PATH = `companies/${COMPANY_ID}/contractor_links/`;

function setup(route: string, path: string, Page: () => React.ReactNode) {
  const api = fakeApi((call) => {
    if (call.method === 'GET' && call.path === `companies/${COMPANY_ID}/`)
      return jsonResponse(200, companyFixture({ resource_id: COMPANY_ID, name: 'Demo Supplier' }));
    if (call.method === 'GET' && call.path === LINKS_PATH) return jsonResponse(200, page(LINKS));
    if (call.method === 'GET' && call.path === 'companies/')
      return jsonResponse(200, page([ASKED, DECLINED, ASKING, team('c8', 'Fremdwerk')]));
    if (call.method === 'POST' || call.method === 'PATCH') return new Response(null, { status: 204 });
    return undefined;
  });
  renderPage(<Page />, { route, path });
  return api;
}

describe('contractor links on the contractors pages', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('shows the links waiting for consent or declined, and accepts a team’s request', async () => {
    const api = setup(`/contractors/${COMPANY_ID}`, '/contractors/:id', ContractorsShowPage);
    const asked = await screen.findByTestId('contractor-links-asked');
    expect(within(asked).getByText('Ablesedienst Süd')).toBeTruthy();
    expect(within(asked).getByText(/Waiting for consent/)).toBeTruthy();
    expect(within(asked).getByText(/Declined/)).toBeTruthy();
    expect(within(asked).queryByRole('button')).toBeNull();
    const incoming = screen.getByTestId('contractor-links-incoming');
    expect(within(incoming).getByText('Meter reading service · Passau')).toBeTruthy();
    await userEvent.click(within(incoming).getByRole('button', { name: 'Accept: Stadtwerke West' }));
    await waitFor(() =>
      expect(api.find('POST', `${LINKS_PATH}${ASKING.resource_id}/accept/`)).toHaveLength(1),
    );
  });

  it('the edit form starts from every link the team asked for, whatever its answer', async () => {
    const api = setup(`/contractors/${COMPANY_ID}/edit`, '/contractors/:id/edit', ContractorsEditPage);
    const save = await screen.findByTestId('contractors-save');
    expect(screen.getByText('Ablesedienst Süd')).toBeTruthy();
    expect(screen.getByText('Zählerdienst Ost')).toBeTruthy();
    expect(screen.queryByText('Stadtwerke West')).toBeNull();
    await userEvent.click(screen.getByRole('combobox', { name: 'Contractors' }));
    await userEvent.click(await screen.findByRole('option', { name: /Fremdwerk/ }));
    await userEvent.click(save);
    await waitFor(() => expect(api.find('PATCH', `companies/${COMPANY_ID}/`)).toHaveLength(1));
    expect(api.find('PATCH', `companies/${COMPANY_ID}/`)[0]!.body).toEqual({
      contractors: [ASKED.resource_id, DECLINED.resource_id, testId('c8')],
    });
  });
});
