import type { Building } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildingKeys } from '../../../resources/buildings';
import { fakeApi } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import {
  BUILDING_ID,
  buildingFixture,
  METER_ID,
  meterFixture,
  page,
} from '../../../testing/resource-fixtures';
import { jsonResponse } from '../../../testing/session-fixtures';
import { MeterDetailPage } from './meter-detail-page';

const TARGET = '0190a1b2-0000-7000-8000-00000000b0ff';

const inHamburg = (resource_id: string, street: string) =>
  buildingFixture({ resource_id, street, street_number: '1', zip_code: '20095', city: 'Hamburg' });
const DEFAULT_BUILDINGS = [inHamburg(TARGET, 'Marktweg'), inHamburg(BUILDING_ID, 'Old')];

function setup(overrides: { patch?: Response; remove?: Response; buildings?: Building[] } = {}) {
  const api = fakeApi((call) => {
    if (call.method === 'GET' && call.path === `meters/${METER_ID}/`)
      return jsonResponse(200, meterFixture());
    if (call.method === 'GET' && call.path === 'buildings/')
      return jsonResponse(200, page(overrides.buildings ?? DEFAULT_BUILDINGS));
    if (call.method === 'PATCH') return overrides.patch ?? jsonResponse(200, meterFixture());
    if (call.method === 'DELETE') return overrides.remove ?? new Response(null, { status: 204 });
    return undefined;
  });
  const view = renderPage(<MeterDetailPage disableVirtualization />, {
    path: '/meters/:id',
    route: `/meters/${METER_ID}`,
  });
  return { api, ...view };
}

async function choose(item: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByTestId('meter-menu'));
  await user.click(screen.getByRole('menuitem', { name: item }));
  return user;
}

describe('address change dialog', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('asks for an address and does not search while the text is empty', async () => {
    const { api, queryClient } = setup();
    await choose('Change address');
    expect(await screen.findByText('Please enter an address.')).toBeTruthy();
    // The dialog observes the search for the empty text, disabled: nothing will ask, later either.
    const search = queryClient.getQueryCache().find({ queryKey: buildingKeys.search('') });
    expect(search?.getObserversCount()).toBeGreaterThan(0);
    expect(search?.isActive()).toBe(false);
    expect(api.find('GET', 'buildings/')).toHaveLength(0);
  });

  it('searches once for the whole text after 500 ms, sorted by address, ten results', async () => {
    const { api } = setup();
    const user = await choose('Change address');
    await user.type(screen.getByTestId('address-search'), 'Markt');
    expect(screen.getByText('Searching…')).toBeTruthy();
    expect(api.find('GET', 'buildings/')).toHaveLength(0);
    await screen.findByText('Marktweg 1, 20095 Hamburg');
    const searches = api.find('GET', 'buildings/');
    expect(searches).toHaveLength(1);
    expect(Object.fromEntries(searches[0]!.query)).toMatchObject({
      search: 'Markt',
      page_size: '10',
      o: 'city,street,street_number',
    });
    // The meter's own building is not offered.
    expect(screen.queryByText('Old 1, 20095 Hamburg')).toBeNull();
  });

  it('says so when nothing is found', async () => {
    setup({ buildings: [] });
    const user = await choose('Change address');
    await user.type(screen.getByTestId('address-search'), 'Nowhere');
    expect(await screen.findByText('No building found.')).toBeTruthy();
  });

  it('moves the meter with the chosen building url and confirms', async () => {
    const { api } = setup();
    const user = await choose('Change address');
    await user.type(screen.getByTestId('address-search'), 'Markt');
    await user.click(await screen.findByText('Marktweg 1, 20095 Hamburg'));
    expect(await screen.findByText('The meter has been moved to the new building.')).toBeTruthy();
    const [patch] = api.find('PATCH', `meters/${METER_ID}/`);
    expect(patch?.body).toEqual({ building: `http://localhost/api/v2/buildings/${TARGET}/` });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the server message when the move fails', async () => {
    setup({ patch: jsonResponse(403, { detail: 'Not your building.' }) });
    const user = await choose('Change address');
    await user.type(screen.getByTestId('address-search'), 'Markt');
    await user.click(await screen.findByText('Marktweg 1, 20095 Hamburg'));
    expect(await screen.findByText('The meter could not be moved. Not your building.')).toBeTruthy();
  });
});

describe('meter delete', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('deletes after confirmation, confirms and goes to the building after 2 s', async () => {
    const { api, location } = setup();
    const user = await choose('Delete');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The meter has been deleted.')).toBeTruthy();
    expect(api.find('DELETE', `meters/${METER_ID}/`)).toHaveLength(1);
    expect(location()).toBe(`/meters/${METER_ID}`);
    // The deleted meter offers no more actions while the redirect waits.
    expect((screen.getByTestId('meter-menu') as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(location()).toBe(`/buildings/${BUILDING_ID}`));
  });

  it('deletes nothing when cancelled, and reports a failure', async () => {
    const { api } = setup({ remove: jsonResponse(409, { detail: 'Meter has readings.' }) });
    let user = await choose('Delete');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(api.find('DELETE', `meters/${METER_ID}/`)).toHaveLength(0);
    user = await choose('Delete');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The meter could not be deleted. Meter has readings.')).toBeTruthy();
    expect((screen.getByTestId('meter-menu') as HTMLButtonElement).disabled).toBe(false);
  });
});
