import type { Reading, User } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, fakeApi } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import { BUILDING_ID, METER_ID, meterFixture, objectUrl, testId } from '../../../testing/resource-fixtures';
import { jsonResponse, userWith } from '../../../testing/session-fixtures';
import { READING_A, twoCodeReading } from '../testing/reading-fixtures';
import { ReadingDetailPage } from './reading-detail-page';

const IMAGE = testId('f001');
const BROKEN_IMAGE = testId('f002');
const photo = (id: string, obis: string, flash: boolean) => ({
  image: objectUrl('images', id),
  image_download: `${objectUrl('images', id)}download/`,
  obis: [obis],
  camera_model: 'portal',
  frame_number: 0,
  os_version: 'none',
  pixolus_version: 'portal',
  flash,
});

const READING = twoCodeReading({
  note: 'Counter hard to reach',
  image_metas: [photo(IMAGE, '1-1:1.8.0', true), photo(BROKEN_IMAGE, '1-1:2.8.0', false)],
});

interface SetupOptions {
  reading?: Reading;
  route?: string;
  user?: Partial<User>;
  patch?: (call: ApiCall) => Response;
}

function setup({ reading = READING, route = `/readings/${READING_A}`, user, patch }: SetupOptions = {}) {
  // What GET answers: the reading, then what a successful PATCH answered.
  let served = reading;
  const api = fakeApi((call) => {
    if (call.path === `readings/${READING_A}/`) {
      if (call.method === 'GET') return jsonResponse(200, served);
      if (call.method === 'PATCH') {
        const answer = patch?.(call) ?? jsonResponse(200, reading);
        if (answer.ok)
          void answer
            .clone()
            .json()
            .then((body: Reading) => {
              served = body;
            });
        return answer;
      }
      if (call.method === 'DELETE') return new Response(null, { status: 204 });
    }
    if (call.method === 'GET' && call.path === `meters/${METER_ID}/`)
      return jsonResponse(200, meterFixture({ note: 'Key at the janitor' }));
    if (call.path === `images/${IMAGE}/download/`)
      return new Response(new Blob(['png'], { type: 'image/png' }), { status: 200 });
    if (call.path === `images/${BROKEN_IMAGE}/download/`) return jsonResponse(404, { detail: 'Not found.' });
    return undefined;
  });
  const path = route.startsWith('/buildings')
    ? '/buildings/:buildingId/meters/:meterId/readings/:id'
    : '/readings/:id';
  const view = renderPage(<ReadingDetailPage />, { path, route, user });
  return { api, view };
}

const valueText = (obis: string) => screen.getByTestId(`reading-value-text-${obis}`).textContent;

async function startEdit(obis: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: `Edit value ${obis}` }));
  const field = screen.getByRole('textbox', { name: `New value ${obis}` });
  await user.clear(field);
  return { user, field };
}

describe('reading detail page', () => {
  beforeEach(() => {
    window.localStorage.clear();
    URL.createObjectURL = vi.fn(() => 'blob:photo');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the facts, notes, values with unit, plausibility and consumption', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Reading of Mar 1, 2026' })).toBeTruthy();
    expect(screen.getByTestId('reading-date').textContent).toBe('Mar 1, 2026');
    expect(screen.getByTestId('reading-applying-person').textContent).toBe(
      'Rita Reader <reader@demo.example>',
    );
    expect(screen.getByTestId('reading-note').textContent).toBe('Counter hard to reach');
    await waitFor(() =>
      expect(screen.getByTestId('reading-meter-note').textContent).toBe('Key at the janitor'),
    );
    expect(valueText('1-1:1.8.0')).toBe('1,234.5 kWh');
    const second = screen.getByTestId('reading-value-1-1:2.8.0');
    expect(within(second).getByLabelText('Implausible: above the expected range')).toBeTruthy();
    expect(within(second).getByText('7 kWh in 30 days (0.23 kWh per day)')).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Readings' }).getAttribute('href')).toBe('/readings');
  });

  it('shows the photos with their flash state, enlarges one, and says which could not be loaded', async () => {
    const { api } = setup();
    const thumbnail = await screen.findByRole('button', { name: 'Enlarge Photo of 1-1:1.8.0' });
    expect(screen.getByText('Photo of 1-1:1.8.0 · Flash on')).toBeTruthy();
    expect(screen.getByText('Photo of 1-1:2.8.0 · Flash off')).toBeTruthy();
    expect(await screen.findByText('The photo could not be loaded (status 404).')).toBeTruthy();
    // Fetched with the session's token, as every API call.
    const download = api.find('GET', `images/${IMAGE}/download/`)[0];
    expect(download).toBeTruthy();
    await userEvent.setup().click(thumbnail);
    const dialog = screen.getByRole('dialog', { name: 'Photo of 1-1:1.8.0' });
    expect(within(dialog).getByRole('img', { name: 'Photo of 1-1:1.8.0' }).getAttribute('src')).toBe(
      'blob:photo',
    );
  });

  it('says so when a reading has no photos', async () => {
    setup({ reading: twoCodeReading() });
    expect(await screen.findByText('There are no photos for this reading.')).toBeTruthy();
  });

  it('saves an edited value with the whole reading and shows it', async () => {
    const saved = twoCodeReading({ results: [{ ...READING.results[0]!, value: 1300 }, READING.results[1]!] });
    const { api } = setup({ patch: () => jsonResponse(200, saved) });
    const { user, field } = await startEdit('1-1:1.8.0');
    await user.type(field, '1300');
    await user.click(screen.getByRole('button', { name: 'Save value' }));
    await waitFor(() => expect(valueText('1-1:1.8.0')).toBe('1,300 kWh'));
    expect(api.find('PATCH', `readings/${READING_A}/`).map((call) => call.body)).toEqual([
      {
        results: [
          { obis: '1-1:1.8.0', value: '1300', applied_method: 'manual' },
          { obis: '1-1:2.8.0', value: 77 },
        ],
      },
    ]);
    // The detail was asked for again after the save.
    expect(api.find('GET', `readings/${READING_A}/`).length).toBeGreaterThan(1);
  });

  it('reads a decimal comma as a point', async () => {
    const { api } = setup();
    const { user, field } = await startEdit('1-1:2.8.0');
    await user.type(field, '78,25{Enter}');
    await waitFor(() => expect(api.find('PATCH', `readings/${READING_A}/`)).toHaveLength(1));
    const body = api.find('PATCH', `readings/${READING_A}/`)[0]?.body as Reading;
    expect(body.results[1]).toEqual({ obis: '1-1:2.8.0', value: '78.25', applied_method: 'manual' });
  });

  it('refuses a non-number with the translated message and sends nothing', async () => {
    const { api } = setup();
    const { user, field } = await startEdit('1-1:1.8.0');
    await user.type(field, '12a{Enter}');
    expect(await screen.findByText('Please enter a number.')).toBeTruthy();
    expect(api.find('PATCH', `readings/${READING_A}/`)).toHaveLength(0);
  });

  it('shows the old value again and the server message when the save fails', async () => {
    setup({
      patch: () =>
        jsonResponse(400, {
          results: ['Ensure that there are no more than 15 digits before the decimal point.'],
        }),
    });
    const { user, field } = await startEdit('1-1:1.8.0');
    await user.type(field, '1234567890123456');
    await user.click(screen.getByRole('button', { name: 'Save value' }));
    expect((await screen.findByTestId('reading-value-error')).textContent).toBe(
      'The value could not be saved. Ensure that there are no more than 15 digits before the decimal point.',
    );
    expect(valueText('1-1:1.8.0')).toBe('1,234.5 kWh');
    expect(screen.queryByRole('textbox', { name: 'New value 1-1:1.8.0' })).toBeNull();
  });

  it('offers no edit or delete to a meter reader who did not apply the reading', async () => {
    setup({ user: userWith('meter_reader', 'energy_supplier') });
    await screen.findByRole('heading', { name: 'Reading of Mar 1, 2026' });
    expect(screen.queryByRole('button', { name: /^Edit value/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete reading' })).toBeNull();
  });

  it('lets the meter reader who applied the reading edit it', async () => {
    setup({ user: { ...userWith('meter_reader', 'energy_supplier'), email: 'reader@demo.example' } });
    expect(await screen.findByRole('button', { name: 'Edit value 1-1:1.8.0' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete reading' })).toBeTruthy();
  });

  it("deletes after confirmation and goes back to the meter's page on the meter route", async () => {
    const route = `/buildings/${BUILDING_ID}/meters/${METER_ID}/readings/${READING_A}`;
    const { api, view } = setup({ route });
    const user = userEvent.setup();
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(await within(crumbs).findByRole('link', { name: 'E-1001 (Cellar)' })).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Delete reading' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this reading?' });
    expect(within(dialog).getByText(/meter E-2002 from Mar 1, 2026/)).toBeTruthy();
    expect(api.find('DELETE', `readings/${READING_A}/`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(view.location()).toBe(`/buildings/${BUILDING_ID}/meters/${METER_ID}`));
    expect(api.find('DELETE', `readings/${READING_A}/`)).toHaveLength(1);
    expect(await screen.findByText('Reading deleted.')).toBeTruthy();
  });

  it('keeps the reading when the deletion is cancelled', async () => {
    const { api, view } = setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete reading' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(api.find('DELETE', `readings/${READING_A}/`)).toHaveLength(0);
    expect(view.location()).toBe(`/readings/${READING_A}`);
  });
});
