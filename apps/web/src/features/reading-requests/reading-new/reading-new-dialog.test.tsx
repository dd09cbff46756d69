import type { ReadingRequest } from '@portal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, fakeApi } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import { objectUrl, page, readingFixture, testId } from '../../../testing/resource-fixtures';
import { jsonResponse } from '../../../testing/session-fixtures';
import { onAPhone, resetViewport } from '../../../testing/viewport';
import { requestFixture } from '../testing/request-fixtures';
import { READING_DIALOG_WIDTHS, readingDialogWidth } from './dialog-width';
import { ReadingNewDialog, type ReadingNewDialogProps } from './reading-new-dialog';

const OBIS = '8-0:1.0.0';
const IMAGE_ID = testId('i001', '7000');
const IMAGE_URL = objectUrl('images', IMAGE_ID);

interface Answers {
  upload?: (call: ApiCall) => Response;
  save?: (call: ApiCall) => Response;
  /** The meter's last reading (GET readings/?page_size=1). */
  last?: ReturnType<typeof readingFixture>;
}

function setup(
  request: ReadingRequest = requestFixture(),
  answers: Answers = {},
  props: Partial<ReadingNewDialogProps> = {},
) {
  const api = fakeApi((call) => {
    if (call.method === 'POST' && call.path === 'images/')
      return (
        answers.upload?.(call) ??
        jsonResponse(201, { url: IMAGE_URL, resource_id: IMAGE_ID, image_download: `${IMAGE_URL}download/` })
      );
    if (call.method === 'POST' && call.path === 'readings/')
      return answers.save?.(call) ?? jsonResponse(201, readingFixture());
    if (call.method === 'GET' && call.path === 'readings/')
      return jsonResponse(200, page(answers.last ? [answers.last] : []));
    return undefined;
  });
  const onClose = vi.fn();
  const view = renderPage(<ReadingNewDialog request={request} open onClose={onClose} {...props} />, {
    route: '/reading-requests',
  });
  return { api, onClose, view, user: userEvent.setup({ applyAccept: false }) };
}

const valueField = (obis = OBIS) => screen.getByTestId(`reading-value-${obis}`) as HTMLInputElement;
const save = () => screen.getByTestId('reading-new-save');
const png = (name = 'meter.png', size = 1000) => {
  const file = new File(['x'], name, { type: 'image/png' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('reading-new dialog', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it("shows the meter, its address, today's date and a value field with the unit per OBIS code", async () => {
    setup();
    const dialog = await screen.findByRole('dialog', { name: /New reading · W-77/ });
    expect(within(dialog).getByText('Hauptstraße 5, 10115 Berlin')).toBeTruthy();
    const date = dialog.querySelector('input[name="reading_date"]') as HTMLInputElement;
    expect(date.value).toBe(dayjs().format('DD/MM/YYYY'));
    expect(dialog.querySelector('.MuiPickersTextField-root')).not.toBeNull();
    expect(valueField().closest('.MuiInputBase-root')?.textContent).toContain('m^3');
    expect((save() as HTMLButtonElement).disabled).toBe(true);
  });

  it('refuses a reading date in the future and sends nothing', async () => {
    const { api, user } = setup(
      requestFixture(),
      {},
      { initialValues: { reading_date: dayjs().add(1, 'day') } },
    );
    await user.type(valueField(), '12.5');
    await user.click(save());
    expect(await screen.findByText('The reading date cannot be in the future.')).toBeTruthy();
    expect(api.find('POST', 'readings/')).toHaveLength(0);
  });

  it('offers no later month in the calendar (future days disabled), weeks from Monday', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: /choose date/i }));
    expect((screen.getByRole('button', { name: /next month/i }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getAllByRole('columnheader')[0]?.getAttribute('aria-label')).toBe('Monday');
  });

  it('refuses a value that is not a number, as the contract does', async () => {
    const { api, user } = setup();
    await user.type(valueField(), 'abc');
    expect(await screen.findByText('Please enter a number.')).toBeTruthy();
    await user.clear(valueField());
    await user.type(valueField(), '1234567890123456');
    expect(await screen.findByText(/at most 15 digits/)).toBeTruthy();
    await user.click(save());
    expect(api.find('POST', 'readings/')).toHaveLength(0);
  });

  it('checks the photo type and size before any upload', async () => {
    const { api, user } = setup();
    const input = screen.getByTestId(`reading-photo-input-${OBIS}`) as HTMLInputElement;
    await user.upload(input, new File(['x'], 'meter.gif', { type: 'image/gif' }));
    expect(await screen.findByText('Only JPG, JPEG or PNG images can be uploaded.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove photo meter.gif' }));
    await user.upload(input, png('big.png', 2_097_153));
    expect(await screen.findByText('The image must not be larger than 2 MB.')).toBeTruthy();
    await user.type(valueField(), '12');
    await user.click(save());
    expect(api.find('POST', 'images/')).toHaveLength(0);
    expect(api.find('POST', 'readings/')).toHaveLength(0);
  });

  it('posts the exact reading with the request, the photo uploaded first; closes with a green snackbar', async () => {
    const { api, onClose, user } = setup();
    await user.type(valueField(), '12,5');
    await user.upload(screen.getByTestId(`reading-photo-input-${OBIS}`), png());
    expect(screen.getByText('meter.png')).toBeTruthy();
    await user.click(save());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const upload = api.find('POST', 'images/')[0]?.body as FormData | undefined;
    expect(upload?.get('image')).toBeInstanceOf(File);
    const request = requestFixture();
    const body = api.find('POST', 'readings/')[0]?.body as Record<string, unknown>;
    expect(dayjs(body.reading_date as string).isSame(dayjs(), 'day')).toBe(true);
    expect(body).toEqual({
      meter: request.meter.url,
      reading_date: body.reading_date,
      results: [{ obis: OBIS, value: '12.5', applied_method: 'manual' }],
      image_metas: [
        {
          camera_model: 'portal',
          frame_number: 0,
          image: IMAGE_URL,
          image_download: `${IMAGE_URL}download/`,
          os_version: 'none',
          pixolus_version: 'portal',
          obis: [OBIS],
        },
      ],
      reading_request: request.url,
    });
    expect(await screen.findByText('Reading saved.')).toBeTruthy();
  });

  it('skips a photo whose upload failed, names the server message, and saves the reading', async () => {
    const { api, onClose, user } = setup(requestFixture(), {
      upload: () => jsonResponse(400, { image: ['Upload a valid JPEG or PNG image.'] }),
    });
    await user.type(valueField(), '7');
    await user.upload(screen.getByTestId(`reading-photo-input-${OBIS}`), png('broken.png'));
    await user.click(save());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const body = api.find('POST', 'readings/')[0]?.body as { image_metas: unknown[] } | undefined;
    expect(body?.image_metas).toEqual([]);
    expect(
      await screen.findByText(
        'Reading saved. Could not upload image broken.png: Upload a valid JPEG or PNG image.',
      ),
    ).toBeTruthy();
  });

  it('keeps the dialog open with the input on a duplicate (409)', async () => {
    const { onClose, user } = setup(requestFixture(), {
      save: () =>
        jsonResponse(409, { detail: 'A reading of this meter by this person at this date already exists.' }),
    });
    await user.type(valueField(), '7');
    await user.click(save());
    expect(
      await screen.findByText('A reading of this meter by this reader on this date already exists.'),
    ).toBeTruthy();
    expect(valueField().value).toBe('7');
    expect(onClose).not.toHaveBeenCalled();
  });

  it("places the server's date error beside the date", async () => {
    const { user } = setup(requestFixture(), {
      save: () => jsonResponse(400, { reading_date: ['The reading date cannot be in the future.'] }),
    });
    await user.type(valueField(), '7');
    await user.click(save());
    expect(await screen.findByText('The reading date cannot be in the future.')).toBeTruthy();
  });

  it('shows the expected range under the value before anything is typed', async () => {
    setup(requestFixture({ expected_values: [{ obis: OBIS, low: 1200.5, high: 1800 }] }));
    const helper = await screen.findByText('Expected 1,200.5 – 1,800');
    expect(valueField().getAttribute('aria-describedby')).toBe(helper.id);
  });

  it('puts a refusal in place of the expected range', async () => {
    const { user } = setup(requestFixture({ expected_values: [{ obis: OBIS, low: 100, high: 200 }] }));
    await user.type(valueField(), 'abc');
    expect(await screen.findByText('Please enter a number.')).toBeTruthy();
    expect(screen.queryByText('Expected 100 – 200')).toBeNull();
  });

  it('warns about a value outside the expected range and asks once before saving it', async () => {
    const { api, user, onClose } = setup(
      requestFixture({ expected_values: [{ obis: OBIS, low: 100, high: 200 }] }),
    );
    await user.type(valueField(), '250');
    const warning = await screen.findByTestId(`reading-warning-${OBIS}`);
    expect(warning.textContent).toBe('Please check this value: above the expected range.');
    const range = screen.getByText('Expected 100 – 200');
    expect(valueField().getAttribute('aria-describedby')).toBe(`${range.id} ${warning.id}`);
    await user.click(save());
    const question = await screen.findByTestId('reading-new-confirm-unexpected');
    expect(question.getAttribute('role')).toBe('alert');
    expect(question.textContent).toBe(
      'A value lies outside what was expected. Check it and press Save again to keep it.',
    );
    expect(save().textContent).toBe('Save');
    expect(api.find('POST', 'readings/')).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
    // Flagged, never blocked: the second press sends the value as it is.
    await user.click(save());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const posts = api.find('POST', 'readings/');
    expect(posts).toHaveLength(1);
    const body = posts[0]!.body as { results: { value: string }[] };
    expect(body.results[0]!.value).toBe('250');
  });

  it('saves a value in the expected range on the first press', async () => {
    const { api, user, onClose } = setup(
      requestFixture({ expected_values: [{ obis: OBIS, low: 100, high: 200 }] }),
    );
    await user.type(valueField(), '150');
    await user.click(save());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.find('POST', 'readings/')).toHaveLength(1);
    expect(screen.queryByTestId('reading-new-confirm-unexpected')).toBeNull();
  });

  it('asks again when a value edited after the question still warns', async () => {
    const { api, user, onClose } = setup(
      requestFixture({ expected_values: [{ obis: OBIS, low: 100, high: 200 }] }),
    );
    await user.type(valueField(), '250');
    await user.click(save());
    expect(await screen.findByTestId('reading-new-confirm-unexpected')).toBeTruthy();
    await user.type(valueField(), '0');
    // The edit takes the answer back: the question goes, the next press asks again.
    expect(screen.queryByTestId('reading-new-confirm-unexpected')).toBeNull();
    await user.click(save());
    expect(await screen.findByTestId('reading-new-confirm-unexpected')).toBeTruthy();
    expect(api.find('POST', 'readings/')).toHaveLength(0);
    await user.click(save());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const body = api.find('POST', 'readings/')[0]?.body as { results: { value: string }[] };
    expect(body.results[0]?.value).toBe('2500');
  });

  it("warns about a value below the meter's last reading, which it asks the server for", async () => {
    const last = readingFixture({
      reading_date: dayjs().subtract(10, 'day').toISOString(),
      results: [{ ...readingFixture().results[0]!, obis: OBIS, value: 500 }],
    });
    const { api, user } = setup(requestFixture(), { last });
    await waitFor(() => expect(api.find('GET', 'readings/')).toHaveLength(1));
    const query = api.find('GET', 'readings/')[0]?.query;
    expect(query?.get('meter_resource_id')).toBe(requestFixture().meter.resource_id);
    expect(query?.get('page_size')).toBe('1');
    expect(query?.get('o')).toBe('-reading_date');
    await user.type(valueField(), '499');
    expect((await screen.findByTestId(`reading-warning-${OBIS}`)).textContent).toBe(
      'Please check this value: lower than the previous reading.',
    );
  });

  it('is 820, 1024 or 1366 px wide by OBIS count', async () => {
    expect([1, 2, 3, 5].map(readingDialogWidth)).toEqual([820, 1024, 1366, 1366]);
    const codes = ['1-1:1.8.0', '1-1:1.8.1', '1-1:1.8.2'];
    setup(requestFixture({ meter: { ...requestFixture().meter, obis_codes: codes } }));
    const paper = await screen.findByTestId('reading-new-dialog');
    expect(getComputedStyle(paper).width).toBe(`${READING_DIALOG_WIDTHS[2]}px`);
    expect(screen.getAllByRole('textbox', { name: /^Value / })).toHaveLength(3);
  });

  it('closes on Cancel without saving', async () => {
    const { api, onClose, user } = setup();
    await user.type(valueField(), '7');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(api.find('POST', 'readings/')).toHaveLength(0);
  });
});

describe('reading-new dialog on a phone (390 px)', () => {
  onAPhone();

  it('fills the screen, opens the back camera for photos and shows large value fields with the unit', async () => {
    const codes = ['1-1:1.8.0', '1-1:2.8.0'];
    setup(requestFixture({ meter: { ...requestFixture().meter, physical_unit: 'kWh', obis_codes: codes } }));
    const dialog = await screen.findByRole('dialog', { name: /New reading · W-77/ });
    expect(dialog.className).toContain('MuiDialog-paperFullScreen');
    // Not the desktop width by OBIS count: the whole screen.
    expect(getComputedStyle(dialog).width).not.toBe(`${READING_DIALOG_WIDTHS[1]}px`);
    for (const obis of codes) {
      const input = screen.getByTestId(`reading-photo-input-${obis}`) as HTMLInputElement;
      expect(input.getAttribute('accept')).toBe('image/*');
      expect(input.getAttribute('capture')).toBe('environment');
      const value = valueField(obis);
      expect(value.inputMode).toBe('decimal');
      expect(getComputedStyle(value).fontSize).toBe('28px');
      expect(screen.getByTestId(`reading-unit-${obis}`).textContent).toBe('kWh');
      expect(value.closest('.MuiInputBase-root')?.contains(screen.getByTestId(`reading-unit-${obis}`))).toBe(
        true,
      );
    }
  });

  it("takes the day in the phone's own date input, not the date picker, and refuses a future day", async () => {
    const { api, user } = setup();
    const dialog = await screen.findByRole('dialog', { name: /New reading · W-77/ });
    const date = dialog.querySelector('input[name="reading_date"]') as HTMLInputElement;
    expect(date.type).toBe('date');
    expect(date.value).toBe(dayjs().format('YYYY-MM-DD'));
    expect(date.max).toBe(dayjs().format('YYYY-MM-DD'));
    expect(dialog.querySelector('.MuiPickersTextField-root')).toBeNull();
    fireEvent.change(date, { target: { value: dayjs().add(1, 'day').format('YYYY-MM-DD') } });
    await user.type(valueField(), '12.5');
    await user.click(save());
    expect(await screen.findByText('The reading date cannot be in the future.')).toBeTruthy();
    expect(api.find('POST', 'readings/')).toHaveLength(0);
  });

  it('keeps the dialog, the file chooser and the value size of a wider screen there', async () => {
    resetViewport();
    setup();
    const dialog = await screen.findByRole('dialog', { name: /New reading · W-77/ });
    expect(dialog.className).not.toContain('MuiDialog-paperFullScreen');
    const input = screen.getByTestId(`reading-photo-input-${OBIS}`) as HTMLInputElement;
    expect(input.getAttribute('accept')).toBe('.jpg,.jpeg,.png,image/jpeg,image/png');
    expect(input.hasAttribute('capture')).toBe(false);
    expect(getComputedStyle(valueField()).fontSize).toBe('1rem');
    expect(screen.getByTestId(`reading-unit-${OBIS}`).textContent).toBe('m^3');
  });
});
