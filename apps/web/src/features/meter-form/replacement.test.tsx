import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type Respond } from '../../testing/fake-api';
import { METER_ID, meterFixture, NEW_METER_ID } from '../../testing/resource-fixtures';
import { jsonResponse } from '../../testing/session-fixtures';
import { choose, closeListbox, renderMeterForm, submitButton } from './testing/render-form';

const ROUTE = `/meters/${METER_ID}/replacement`;
const IMAGE_URL = 'http://localhost/api/v2/images/0190a1b2-0000-7000-8000-00000000f001/';

function oldMeterApi(respond: Respond = () => undefined) {
  return fakeApi((call) => {
    if (call.method === 'GET' && call.path === `meters/${METER_ID}/`)
      return jsonResponse(200, meterFixture());
    return respond(call);
  });
}

async function typeDate(user: UserEvent, date: dayjs.Dayjs) {
  await user.click(screen.getByRole('spinbutton', { name: 'Day' }));
  await user.keyboard(date.format('DDMMYYYY'));
}

const DATE_REQUIRED = 'Choose the date of the change: readings are saved only with a date.';
const VALUE_REQUIRED = 'Enter a reading of the old or the new meter.';

describe('meter change', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it("starts from the old meter's values with an empty meter number and the old meter as predecessor", async () => {
    oldMeterApi();
    renderMeterForm(ROUTE);
    expect(await screen.findByRole('heading', { name: 'Meter change' })).toBeTruthy();
    expect(screen.getByTestId('meter-meter_id')).toHaveProperty('value', '');
    expect(screen.getByTestId('meter-label')).toHaveProperty('value', 'Cellar');
    expect(screen.getByTestId('meter-obis_codes')).toHaveProperty('value', '1-1:1.8.0');
    const predecessor = screen.getByTestId('meter-predecessor_meter_id');
    expect(predecessor).toHaveProperty('value', 'E-1001');
    expect(predecessor.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(/To select a date, provide the meter reading/)).toBeTruthy();
  });

  it('wants a date for a value, a value for a photo, and only jpg or png photos', async () => {
    oldMeterApi();
    const user = userEvent.setup();
    renderMeterForm(ROUTE);
    await user.type(await screen.findByTestId('old-value-1-1:1.8.0'), '1500,5');
    expect(screen.getByText(DATE_REQUIRED)).toBeTruthy();
    await typeDate(user, dayjs().subtract(1, 'day'));
    await waitFor(() => expect(screen.queryByText(DATE_REQUIRED)).toBeNull());
    await user.clear(screen.getByTestId('old-value-1-1:1.8.0'));
    expect(screen.getByText(VALUE_REQUIRED)).toBeTruthy();
    await user.type(screen.getByTestId('new-value-1-1:1.8.0'), '0');
    expect(screen.queryByText(VALUE_REQUIRED)).toBeNull();
    const input = screen.getByTestId('meter-photo-input');
    // The file dialog offers only jpg and png; a file dropped past it is still refused.
    const unfiltered = userEvent.setup({ applyAccept: false });
    await unfiltered.upload(input, new File(['gif'], 'meter.gif', { type: 'image/gif' }));
    expect(screen.getByText('Only JPG, JPEG or PNG images can be uploaded.')).toBeTruthy();
  });

  it('clears the new meter values when its OBIS codes change', async () => {
    oldMeterApi();
    const user = userEvent.setup();
    renderMeterForm(ROUTE);
    await user.type(await screen.findByTestId('new-value-1-1:1.8.0'), '12');
    await choose(user, 'OBIS codes', /1-1:2\.8\.0/);
    await closeListbox(user);
    expect(screen.getByTestId('new-value-1-1:1.8.0')).toHaveProperty('value', '');
    expect(screen.getByTestId('new-value-1-1:2.8.0')).toHaveProperty('value', '');
  });

  it('uploads the photo first, then posts the change and opens the new meter', async () => {
    const api = oldMeterApi((call) => {
      if (call.method === 'POST' && call.path === 'images/') return jsonResponse(201, { url: IMAGE_URL });
      if (call.method === 'POST' && call.path === `meters/${METER_ID}/replacement/`)
        return jsonResponse(201, meterFixture({ resource_id: NEW_METER_ID, meter_id: 'E-2002' }));
      return undefined;
    });
    const user = userEvent.setup();
    const { location } = renderMeterForm(ROUTE);
    await user.type(await screen.findByTestId('meter-meter_id'), 'E-2002');
    await typeDate(user, dayjs().subtract(3, 'day'));
    await user.type(screen.getByTestId('old-value-1-1:1.8.0'), '1500,5');
    await user.type(screen.getByTestId('new-value-1-1:1.8.0'), '0');
    await user.upload(
      screen.getByTestId('meter-photo-input'),
      new File(['png'], 'meter.png', { type: 'image/png' }),
    );
    await user.click(submitButton());
    await waitFor(() => expect(location()).toBe(`/meters/${NEW_METER_ID}`));
    const paths = api.calls.filter((call) => call.method === 'POST').map((call) => call.path);
    expect(paths).toEqual(['images/', `meters/${METER_ID}/replacement/`]);
    expect(api.find('POST', 'images/')[0]?.body).toBeInstanceOf(FormData);
    const body = api.find('POST', `meters/${METER_ID}/replacement/`)[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      new_meter: { meter_id: 'E-2002', barcode_id: 'E-2002', obis_codes: ['1-1:1.8.0'], status: 'active' },
      old_meter_values: { '1-1:1.8.0': 1500.5 },
      new_meter_values: { '1-1:1.8.0': 0 },
      image: IMAGE_URL,
    });
    expect(dayjs(String(body.replacement_date)).format('YYYY-MM-DD')).toBe(
      dayjs().subtract(3, 'day').format('YYYY-MM-DD'),
    );
    expect(body.new_meter).not.toHaveProperty('predecessor_meter_id');
  });

  it('warns about a duplicate reading of the old meter', async () => {
    oldMeterApi((call) =>
      call.method === 'POST' && call.path === `meters/${METER_ID}/replacement/`
        ? jsonResponse(409, { detail: 'A reading of this meter by this person at this date already exists.' })
        : undefined,
    );
    const user = userEvent.setup();
    renderMeterForm(ROUTE);
    await user.type(await screen.findByTestId('meter-meter_id'), 'E-2002');
    await typeDate(user, dayjs().subtract(1, 'day'));
    await user.type(screen.getByTestId('old-value-1-1:1.8.0'), '10');
    await user.click(submitButton());
    expect((await screen.findByTestId('meter-duplicate-reading')).textContent).toBe(
      'A reading of this meter by this reader on this date already exists.',
    );
  });
});
