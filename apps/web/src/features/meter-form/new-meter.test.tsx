import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../testing/fake-api';
import {
  BUILDING_ID,
  BUILDING_URL,
  buildingFixture,
  meterFixture,
  NEW_METER_ID,
} from '../../testing/resource-fixtures';
import { jsonResponse } from '../../testing/session-fixtures';
import {
  choose,
  closeListbox,
  optionsOf,
  renderMeterForm,
  selectBox,
  submitButton,
} from './testing/render-form';

const ROUTE = `/buildings/${BUILDING_ID}/meters/new`;

function buildingApi(respond: Parameters<typeof fakeApi>[0] = () => undefined) {
  return fakeApi((call) => {
    if (call.method === 'GET' && call.path === `buildings/${BUILDING_ID}/`)
      return jsonResponse(200, buildingFixture());
    return respond(call);
  });
}

describe('new meter', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('reloads the units on a medium change and preselects the first unit and OBIS code', async () => {
    buildingApi();
    const user = userEvent.setup();
    renderMeterForm(ROUTE);
    expect(await screen.findByRole('heading', { name: 'New meter' })).toBeTruthy();
    await choose(user, 'Medium', 'Water');
    expect(selectBox('Unit').textContent).toBe('m^3');
    expect(await optionsOf(user, 'Unit')).toEqual(['m^3', 'l']);
    expect(screen.getByTestId('meter-obis_codes')).toHaveProperty('value', '8-0:1.0.0');
    await choose(user, 'Medium', 'Gas');
    expect(selectBox('Unit').textContent).toBe('m^3');
    expect(await optionsOf(user, 'Unit')).toEqual(['m^3', 'kWh', 'Nm^3']);
    expect(screen.getByTestId('meter-obis_codes')).toHaveProperty('value', '7-0:3.0.0');
    await choose(user, 'Medium', 'Electricity');
    expect(selectBox('Unit').textContent).toBe('kWh');
    expect(screen.getByTestId('meter-obis_codes')).toHaveProperty('value', '');
  });
});

describe('new meter form', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('copies the meter number into the barcode until the barcode is edited by hand', async () => {
    buildingApi();
    const user = userEvent.setup();
    renderMeterForm(ROUTE);
    const meterId = await screen.findByTestId('meter-meter_id');
    const barcode = screen.getByTestId('meter-barcode_id');
    await user.type(meterId, 'W-17');
    expect(barcode).toHaveProperty('value', 'W-17');
    await user.clear(barcode);
    await user.type(barcode, 'BC-9');
    await user.type(meterId, '5');
    expect(meterId).toHaveProperty('value', 'W-175');
    expect(barcode).toHaveProperty('value', 'BC-9');
  });

  it('sets the OBIS codes and the appearance with the counter wizard', async () => {
    buildingApi();
    const user = userEvent.setup();
    renderMeterForm(ROUTE);
    await screen.findByRole('heading', { name: 'New meter' });
    await choose(user, 'Medium', 'Electricity');
    await choose(user, 'Purchase counters', '2');
    expect(screen.getByTestId('meter-obis_codes')).toHaveProperty('value', '1-1:1.8.1,1-1:1.8.2');
    expect(selectBox('Appearance').textContent).toBe('Automatic');
    await choose(user, 'Feeding counters', '1');
    expect(screen.getByTestId('meter-obis_codes')).toHaveProperty('value', '1-1:1.8.1,1-1:1.8.2,1-1:2.8.0');
    expect(selectBox('Appearance').textContent).toBe('LCD (EDL21)');
    await choose(user, 'Purchase counters', '1');
    await choose(user, 'Feeding counters', '0');
    expect(screen.getByTestId('meter-obis_codes')).toHaveProperty('value', '1-1:1.8.0');
    expect(selectBox('Appearance').textContent).toBe('Automatic');
  });

  it('allows one OBIS code only with the household water appearance', async () => {
    buildingApi();
    const user = userEvent.setup();
    renderMeterForm(ROUTE);
    await screen.findByRole('heading', { name: 'New meter' });
    await choose(user, 'Medium', 'Water');
    await user.type(screen.getByTestId('meter-custom-obis'), '8-0:2.0.0{Enter}');
    expect(screen.getByTestId('meter-obis_codes')).toHaveProperty('value', '8-0:1.0.0,8-0:2.0.0');
    const message = 'Only one OBIS code is allowed for this appearance.';
    expect(screen.queryByText(message)).toBeNull();
    await choose(user, 'Appearance', 'Automatic (household water meter)');
    expect(screen.getByText(message)).toBeTruthy();
    await choose(user, 'OBIS codes', /8-0:2\.0\.0/);
    await closeListbox(user);
    expect(screen.getByTestId('meter-obis_codes')).toHaveProperty('value', '8-0:1.0.0');
    expect(screen.queryByText(message)).toBeNull();
    await user.type(screen.getByTestId('meter-custom-obis'), 'nonsense{Enter}');
    expect(screen.getByText('Enter OBIS codes like 1-1:1.8.0.')).toBeTruthy();
  });

  it('checks the EDL21 digit sum and the calibration years', async () => {
    buildingApi();
    const user = userEvent.setup();
    renderMeterForm(ROUTE);
    await screen.findByRole('heading', { name: 'New meter' });
    await choose(user, 'Medium', 'Electricity');
    await choose(user, 'Appearance', 'LCD (EDL21)');
    expect(await optionsOf(user, 'Integer digits')).toEqual(['automatic', '5', '6']);
    await choose(user, 'Integer digits', '5');
    await choose(user, 'Fraction digits', '0');
    const sum = 'For an EDL21 display, integer and fraction digits must add up to 6.';
    expect(screen.getByText(sum)).toBeTruthy();
    await choose(user, 'Fraction digits', '1');
    expect(screen.queryByText(sum)).toBeNull();
    await user.type(screen.getByTestId('meter-calibration_start_year'), '1969');
    expect(screen.getByText('Enter a year from 1970 to 2100.')).toBeTruthy();
  });

  it('creates the meter in the building, digits as numbers, calibration years as dates, and opens it', async () => {
    const api = buildingApi((call) =>
      call.method === 'POST' && call.path === 'meters/'
        ? jsonResponse(201, meterFixture({ resource_id: NEW_METER_ID }))
        : undefined,
    );
    const user = userEvent.setup();
    const { location } = renderMeterForm(ROUTE);
    await user.type(await screen.findByTestId('meter-meter_id'), 'W-1');
    await choose(user, 'Medium', 'Water');
    await choose(user, 'Integer digits', '5');
    await choose(user, 'Fraction digits', '1');
    await user.type(screen.getByTestId('meter-calibration_start_year'), '2020');
    await user.type(screen.getByTestId('meter-calibration_end_year'), '2031');
    await user.click(submitButton());
    await waitFor(() => expect(location()).toBe(`/buildings/${BUILDING_ID}/meters/${NEW_METER_ID}`));
    expect(api.find('POST', 'meters/')[0]?.body).toMatchObject({
      building: BUILDING_URL,
      meter_id: 'W-1',
      barcode_id: 'W-1',
      physical_medium: 'water',
      physical_unit: 'm^3',
      obis_codes: ['8-0:1.0.0'],
      factor: 1,
      integer_digits: 5,
      fraction_digits: 1,
      status: 'active',
      predecessor_meter_id: null,
      calibration_period_start: new Date(2020, 0, 1).toISOString(),
      calibration_period_end: new Date(2031, 11, 31, 23, 59).toISOString(),
    });
  });

  it('warns about a duplicate meter number with a link to the existing meter', async () => {
    const existing = meterFixture();
    buildingApi((call) =>
      call.method === 'POST' && call.path === 'meters/'
        ? jsonResponse(409, {
            detail: 'A meter with the meter number W-1 already exists.',
            url: existing.url,
          })
        : undefined,
    );
    const user = userEvent.setup();
    renderMeterForm(ROUTE);
    await user.type(await screen.findByTestId('meter-meter_id'), 'W-1');
    await choose(user, 'Medium', 'Water');
    await user.click(submitButton());
    const warning = await screen.findByTestId('meter-duplicate');
    expect(warning.textContent).toContain('A meter with the meter number W-1 already exists.');
    expect(screen.getByRole('link', { name: 'Show the existing meter' }).getAttribute('href')).toBe(
      `/meters/${existing.resource_id}`,
    );
  });

  it('shows the required fields on submit and sends nothing', async () => {
    const api = buildingApi();
    const user = userEvent.setup();
    renderMeterForm(ROUTE);
    await user.type(await screen.findByTestId('meter-label'), 'Cellar');
    await user.click(submitButton());
    expect((await screen.findAllByText('Please fill in this field.')).length).toBeGreaterThanOrEqual(3);
    expect(api.find('POST', 'meters/')).toHaveLength(0);
  });

  it('says so when the user may not create meters from scratch', async () => {
    buildingApi();
    renderMeterForm(ROUTE, { role: 'scheduler' });
    expect(await screen.findByTestId('meter-form-not-allowed')).toBeTruthy();
    expect(screen.queryByTestId('meter-meter_id')).toBeNull();
  });
});
