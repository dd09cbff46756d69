import { METER_RULE_MESSAGES } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildingKeys } from '../../resources/buildings';
import { meterKeys } from '../../resources/meters';
import { fakeApi, type Respond } from '../../testing/fake-api';
import {
  BUILDING_ID,
  BUILDING_URL,
  buildingFixture,
  METER_ID,
  meterFixture,
  page,
} from '../../testing/resource-fixtures';
import { jsonResponse } from '../../testing/session-fixtures';
import { renderMeterForm, selectBox, submitButton } from './testing/render-form';

const PREDECESSOR = {
  url: 'http://localhost/api/v2/meters/0190a1b2-0000-7000-8000-00000000a009/',
  resource_id: '0190a1b2-0000-7000-8000-00000000a009',
  meter_id: 'E-0999',
};

function meterApi(overrides: Parameters<typeof meterFixture>[0] = {}, respond: Respond = () => undefined) {
  const meter = meterFixture({
    predecessor: PREDECESSOR,
    predecessor_meter_id: PREDECESSOR.url,
    ...overrides,
  });
  return fakeApi((call) => {
    if (call.method === 'GET' && call.path === `meters/${METER_ID}/`) return jsonResponse(200, meter);
    return respond(call);
  });
}

const isDisabled = (element: HTMLElement) =>
  element.hasAttribute('disabled') || element.getAttribute('aria-disabled') === 'true';

describe('edit meter', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('shows the trail and dates, and locks meter number, medium and predecessor', async () => {
    meterApi();
    renderMeterForm(`/buildings/${BUILDING_ID}/meters/${METER_ID}/edit`);
    expect(await screen.findByRole('heading', { name: 'Edit meter' })).toBeTruthy();
    const trail = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(trail.getByRole('link', { name: 'Buildings' }).getAttribute('href')).toBe('/buildings');
    expect(trail.getByRole('link', { name: 'Hauptstraße 5, 10115 Berlin' })).toBeTruthy();
    expect(trail.getByRole('link', { name: 'E-1001 (Cellar)' }).getAttribute('href')).toBe(
      `/buildings/${BUILDING_ID}/meters/${METER_ID}`,
    );
    expect(screen.getByTestId('meter-form-subheader').textContent).toContain('Demo Supplier');
    expect(isDisabled(screen.getByTestId('meter-meter_id'))).toBe(true);
    expect(isDisabled(selectBox('Medium'))).toBe(true);
    expect(screen.getByTestId('meter-predecessor_meter_id')).toHaveProperty('value', 'E-0999');
    expect(isDisabled(screen.getByTestId('meter-predecessor_meter_id'))).toBe(true);
    expect(isDisabled(screen.getByTestId('meter-label'))).toBe(false);
    expect(screen.queryByTestId('meter-needs-check')).toBeNull();
  });

  it("follows the read-only fields of the server's OPTIONS answer for the meter", async () => {
    const field = (read_only: boolean) => ({ type: 'string', required: false, read_only });
    meterApi({}, (call) =>
      call.method === 'OPTIONS' && call.path === `meters/${METER_ID}/`
        ? jsonResponse(200, {
            name: 'Meter',
            actions: {
              PUT: {
                meter_id: field(false),
                physical_medium: field(false),
                predecessor_meter_id: field(true),
                label: field(true),
              },
            },
          })
        : undefined,
    );
    renderMeterForm(`/meters/${METER_ID}/edit`);
    expect(await screen.findByRole('heading', { name: 'Edit meter' })).toBeTruthy();
    await waitFor(() => expect(isDisabled(screen.getByTestId('meter-label'))).toBe(true));
    expect(isDisabled(screen.getByTestId('meter-meter_id'))).toBe(false);
    expect(isDisabled(selectBox('Medium'))).toBe(false);
    expect(isDisabled(screen.getByTestId('meter-predecessor_meter_id'))).toBe(true);
  });

  it('unlocks all but the predecessor while the meter needs a check, and may save it unchanged', async () => {
    const api = meterApi({ needs_check: true }, (call) =>
      call.method === 'PUT' ? jsonResponse(200, meterFixture()) : undefined,
    );
    const user = userEvent.setup();
    const { location } = renderMeterForm(`/meters/${METER_ID}/edit`);
    expect(await screen.findByTestId('meter-needs-check')).toBeTruthy();
    expect(isDisabled(screen.getByTestId('meter-meter_id'))).toBe(false);
    expect(isDisabled(selectBox('Medium'))).toBe(false);
    expect(isDisabled(screen.getByTestId('meter-predecessor_meter_id'))).toBe(true);
    expect(isDisabled(submitButton())).toBe(false);
    await user.click(submitButton());
    await waitFor(() => expect(location()).toBe(`/meters/${METER_ID}`));
    const body = api.find('PUT', `meters/${METER_ID}/`)[0]?.body;
    expect(body).toMatchObject({ building: BUILDING_URL, meter_id: 'E-1001', obis_codes: ['1-1:1.8.0'] });
    expect(body).not.toHaveProperty('predecessor_meter_id');
  });

  it("refreshes the meter's building after a save: its check banner and meter table were cached", async () => {
    meterApi({ needs_check: true }, (call) =>
      call.method === 'PUT' ? jsonResponse(200, meterFixture()) : undefined,
    );
    const user = userEvent.setup();
    const { location, queryClient } = renderMeterForm(`/buildings/${BUILDING_ID}/meters/${METER_ID}/edit`);
    // The building page was open before: its data is in the cache and fresh for 30 s.
    const building = [
      buildingKeys.detail(BUILDING_ID),
      buildingKeys.metersNeedingCheck(BUILDING_ID),
      buildingKeys.metersPage(BUILDING_ID, { page: 1, page_size: 20, o: 'meter_id' }),
    ];
    queryClient.setQueryData(building[0]!, buildingFixture({ meters_needing_check: 1 }));
    queryClient.setQueryData(building[1]!, page([meterFixture({ needs_check: true })]));
    queryClient.setQueryData(building[2]!, page([meterFixture({ needs_check: true })]));
    queryClient.setQueryData(meterKeys.list({ page: 1 }), page([meterFixture({ needs_check: true })]));
    await user.click(await screen.findByTestId('meter-submit'));
    await waitFor(() => expect(location()).toBe(`/buildings/${BUILDING_ID}/meters/${METER_ID}`));
    const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    for (const key of building) expect(stale(key), JSON.stringify(key)).toBe(true);
    expect(stale(meterKeys.list({ page: 1 }))).toBe(true);
  });

  it('enables saving only after a change; reset restores the form', async () => {
    meterApi();
    const user = userEvent.setup();
    renderMeterForm(`/meters/${METER_ID}/edit`);
    const label = await screen.findByTestId('meter-label');
    expect(isDisabled(submitButton())).toBe(true);
    await user.type(label, ' left');
    expect(isDisabled(submitButton())).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(label).toHaveProperty('value', 'Cellar');
    expect(isDisabled(submitButton())).toBe(true);
  });

  it('shows 400 field errors beside their fields, rule texts translated', async () => {
    meterApi({}, (call) =>
      call.method === 'PUT'
        ? jsonResponse(400, {
            label: ['Label is taken.'],
            obis_codes: [METER_RULE_MESSAGES.duplicateObisCode],
          })
        : undefined,
    );
    const user = userEvent.setup();
    renderMeterForm(`/meters/${METER_ID}/edit`);
    await user.type(await screen.findByTestId('meter-label'), 'x');
    await user.click(submitButton());
    const label = screen.getByTestId('meter-label');
    await waitFor(() => expect(label.getAttribute('aria-invalid')).toBe('true'));
    const helper = document.getElementById(label.getAttribute('aria-describedby') ?? '');
    expect(helper?.textContent).toBe('Label is taken.');
    expect(screen.getByText('Each OBIS code may be given only once.')).toBeTruthy();
    await user.type(label, 'y');
    await waitFor(() => expect(screen.queryByText('Label is taken.')).toBeNull());
  });

  it('shows a reading frequency error on the preset select when no cron field is shown', async () => {
    meterApi({ reading_frequency: '0 0 26 * *' }, (call) =>
      call.method === 'PUT'
        ? jsonResponse(400, { reading_frequency: ['Readings are not planned for this meter.'] })
        : undefined,
    );
    const user = userEvent.setup();
    renderMeterForm(`/meters/${METER_ID}/edit`);
    await user.type(await screen.findByTestId('meter-label'), 'x');
    await user.click(submitButton());
    const select = selectBox('Reading frequency');
    const field = select.closest('.MuiFormControl-root') as HTMLElement;
    expect(await within(field).findByText('Readings are not planned for this meter.')).toBeTruthy();
    expect(select.textContent).toBe('Monthly on the 26th');
    expect(screen.queryByTestId('meter-reading_frequency')).toBeNull();
  });

  it('shows a stored reading frequency outside the presets as custom', async () => {
    meterApi({ reading_frequency: '0 12 * * 3' });
    renderMeterForm(`/meters/${METER_ID}/edit`);
    await screen.findByRole('heading', { name: 'Edit meter' });
    expect(selectBox('Reading frequency').textContent).toBe('Custom (cron expression)');
    expect(screen.getByTestId('meter-reading_frequency')).toHaveProperty('value', '0 12 * * 3');
    const help = screen.getByRole('link', { name: /Help with cron expressions/ });
    expect(help.getAttribute('target')).toBe('_blank');
  });
});
