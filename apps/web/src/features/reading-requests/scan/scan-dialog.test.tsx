import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import { page } from '../../../testing/resource-fixtures';
import { jsonResponse } from '../../../testing/session-fixtures';
import { requestFixture } from '../testing/request-fixtures';
import { ScanDialog } from './scan-dialog';

const READER = 'anna@demo.example';
const OPEN = requestFixture();
const METER = { ...OPEN.meter, barcode_id: 'B-1' };

/** The dialog over an API that knows the meter of barcode B-1, with an open request or without. */
function setup({ openRequest = true, kept }: { openRequest?: boolean; kept?: (typeof OPEN)[] } = {}) {
  const api = fakeApi((call) => {
    if (call.method !== 'GET') return undefined;
    const known = call.query.get('meter__barcode_id') === 'B-1' || call.query.get('barcode_id') === 'B-1';
    if (call.path === 'reading_requests/')
      return jsonResponse(200, page(known && openRequest ? [{ ...OPEN, meter: METER }] : []));
    if (call.path === 'meters/') return jsonResponse(200, page(known ? [{ meter_id: METER.meter_id }] : []));
    return undefined;
  });
  const onFound = vi.fn();
  renderPage(<ScanDialog open onClose={() => {}} readerEmail={READER} kept={kept} onFound={onFound} />, {
    route: '/reading-requests',
  });
  return { api, onFound, user: userEvent.setup() };
}

async function type(user: ReturnType<typeof userEvent.setup>, code: string) {
  const dialog = screen.getByRole('dialog', { name: "Scan a meter's barcode" });
  await user.clear(within(dialog).getByRole('textbox', { name: 'Barcode' }));
  await user.type(within(dialog).getByRole('textbox', { name: 'Barcode' }), code);
  await user.click(within(dialog).getByRole('button', { name: 'Find' }));
  return dialog;
}

describe('scan dialog', () => {
  it('says when there is no camera and takes a typed code instead', async () => {
    const { api, onFound, user } = setup();
    expect(await screen.findByText(/No camera is available here/)).toBeTruthy();
    await type(user, '  B-1 ');
    await waitFor(() => expect(onFound).toHaveBeenCalledWith({ ...OPEN, meter: METER }));
    const call = api.find('GET', 'reading_requests/')[0]!;
    expect(Object.fromEntries(call.query)).toMatchObject({
      meter__barcode_id: 'B-1',
      status: 'new',
      delegate: READER,
    });
  });

  it('tells a meter without an open request for the reader from a code of no meter', async () => {
    const { onFound, user } = setup({ openRequest: false });
    const dialog = await type(user, 'B-1');
    expect((await within(dialog).findByTestId('scan-problem')).textContent).toBe(
      `Meter ${METER.meter_id} has no open reading request for you.`,
    );
    await type(user, 'NOPE');
    await waitFor(() =>
      expect(within(dialog).getByTestId('scan-problem').textContent).toBe('No meter has the code NOPE.'),
    );
    expect(onFound).not.toHaveBeenCalled();
  });

  it('offline, searches the requests kept on the device and asks the server nothing', async () => {
    const { api, onFound, user } = setup({ kept: [{ ...OPEN, meter: METER }] });
    await type(user, 'B-1');
    await waitFor(() => expect(onFound).toHaveBeenCalledTimes(1));
    expect(api.find('GET', 'reading_requests/')).toHaveLength(0);
  });
});
