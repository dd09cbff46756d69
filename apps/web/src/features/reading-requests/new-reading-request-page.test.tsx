import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../testing/render-page';
import { BUILDING_ID, METER_ID } from '../../testing/resource-fixtures';
import { jsonResponse } from '../../testing/session-fixtures';
import { NewReadingRequestPage } from './new-reading-request-page';
import { NewRequestForm } from './new-request-form';
import { requestMeter, stubApi } from './testing/request-page-setup';

const VIA_BUILDING = `/buildings/${BUILDING_ID}/meters/${METER_ID}`;

function renderRequestPage(post: () => Response, route = `${VIA_BUILDING}/newreq`, meter = requestMeter()) {
  const calls = stubApi(post, meter);
  const path = route.startsWith('/buildings')
    ? '/buildings/:buildingId/meters/:id/newreq'
    : '/meters/:id/newreq';
  const view = renderPage(<NewReadingRequestPage />, { path, route });
  return { calls, ...view };
}

async function chooseDelegate(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('combobox', { name: 'Meter reader' }));
  await user.click(await screen.findByRole('option', { name: 'Rita Reader (reader@demo.example)' }));
}

describe('NewReadingRequestPage', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('shows the meter read-only, the trail via the building and a cancel link back to the meter', async () => {
    renderRequestPage(() => jsonResponse(201, {}));
    expect(((await screen.findByTestId('request-meter')) as HTMLInputElement).value).toBe(
      'W-77 (Kitchen) · Water',
    );
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(trail)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(['/buildings', `/buildings/${BUILDING_ID}`, VIA_BUILDING]);
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe(VIA_BUILDING);
  });

  it('posts the request and goes to the filtered requests list', async () => {
    const { calls, location } = renderRequestPage(() => jsonResponse(201, {}));
    const user = userEvent.setup();
    await screen.findByTestId('request-meter');
    await chooseDelegate(user);
    await user.type(screen.getByTestId('request-reason'), 'Move out');
    await user.click(screen.getByTestId('request-submit'));
    await vi.waitFor(() => expect(location()).toMatch(/^\/reading-requests\?/));
    expect(location()).toBe(
      '/reading-requests?search=W-77&delegates=reader%40demo.example&physical_medium=water&states=new',
    );
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({
      meter: requestMeter().url,
      planned_reading_date: dayjs().startOf('day').toISOString(),
      planned_reading_date_end: dayjs().startOf('day').add(14, 'day').endOf('day').toISOString(),
      delegate: 'reader@demo.example',
      reason: 'Move out',
      note: null,
    });
  });

  it('warns about a duplicate on 409 and stays', async () => {
    const { location } = renderRequestPage(
      () => jsonResponse(409, { detail: 'Duplicate.' }),
      `/meters/${METER_ID}/newreq`,
    );
    await screen.findByTestId('request-meter');
    await userEvent.setup().click(screen.getByTestId('request-submit'));
    expect((await screen.findByTestId('request-duplicate')).textContent).toBe(
      'A reading request for this meter, meter reader and planned start already exists.',
    );
    expect(location()).toBe(`/meters/${METER_ID}/newreq`);
  });

  it('shows 400 field errors beside their fields', async () => {
    renderRequestPage(() => jsonResponse(400, { note: ['Note is not allowed here.'] }));
    await screen.findByTestId('request-meter');
    await userEvent.setup().click(screen.getByTestId('request-submit'));
    expect(await screen.findByText('Note is not allowed here.')).toBeTruthy();
    expect(screen.queryByTestId('request-error')).toBeNull();
  });

  it('offers no form when the meter needs a check', async () => {
    renderRequestPage(
      () => jsonResponse(201, {}),
      `/meters/${METER_ID}/newreq`,
      requestMeter({ needs_check: true }),
    );
    expect(await screen.findByText('You cannot create a reading request for this meter.')).toBeTruthy();
    expect(screen.queryByTestId('request-submit')).toBeNull();
  });
});

describe('NewRequestForm date rules', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('marks a start after the end and a past start, and sends nothing', async () => {
    const calls = stubApi(() => jsonResponse(201, {}));
    const today = dayjs().startOf('day');
    renderPage(
      <NewRequestForm
        meter={requestMeter()}
        cancelPath="/meters/x"
        initialValues={{
          planned_reading_date: today.add(5, 'day'),
          planned_reading_date_end: today.add(2, 'day'),
        }}
      />,
      { route: '/' },
    );
    await userEvent.setup().click(screen.getByTestId('request-submit'));
    expect(await screen.findByText('The start cannot be after the end.')).toBeTruthy();
    expect(screen.getByText('The end cannot be before the start.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('refuses a start in the past', async () => {
    stubApi(() => jsonResponse(201, {}));
    const today = dayjs().startOf('day');
    renderPage(
      <NewRequestForm
        meter={requestMeter()}
        cancelPath="/meters/x"
        initialValues={{ planned_reading_date: today.subtract(1, 'day') }}
      />,
      { route: '/' },
    );
    await userEvent.setup().click(screen.getByTestId('request-submit'));
    expect(await screen.findByText('The date must be today or later.')).toBeTruthy();
  });
});
