import type { ReadingRequest } from '@portal/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import { page, readingFixture } from '../../../testing/resource-fixtures';
import { jsonResponse } from '../../../testing/session-fixtures';
import { requestFixture } from '../testing/request-fixtures';
import { type ReadingSavedNotice, useReadingForm } from './use-reading-form';

const OBIS = '8-0:1.0.0';

/** A view of the form in plain elements: what the hook decides does not depend on the dialog's looks. */
function PlainReadingForm({
  request,
  onSaved,
}: {
  request: ReadingRequest;
  onSaved: (notice: ReadingSavedNotice) => void;
}) {
  const { form, submit, asking, problem, warningOf } = useReadingForm(request, { onSaved });
  const value = form.watch('entries.0.value');
  return (
    <form onSubmit={submit}>
      <label>
        value
        <input {...form.register('entries.0.value')} />
      </label>
      {warningOf(OBIS, value) && <p>warns</p>}
      {asking && <p>asking</p>}
      {problem && <p>problem {problem.kind}</p>}
      <button type="submit">save</button>
    </form>
  );
}

function setup(save = () => jsonResponse(201, readingFixture())) {
  const api = fakeApi((call) => {
    if (call.method === 'POST' && call.path === 'readings/') return save();
    if (call.method === 'GET' && call.path === 'readings/') return jsonResponse(200, page([]));
    return undefined;
  });
  const onSaved = vi.fn();
  const request = requestFixture({ expected_values: [{ obis: OBIS, low: 100, high: 200 }] });
  renderPage(<PlainReadingForm request={request} onSaved={onSaved} />, { route: '/reading-requests' });
  const posts = () => api.find('POST', 'readings/');
  return { posts, onSaved, user: userEvent.setup() };
}

describe('useReadingForm in a view of its own', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks once about a value outside the expected range, then saves it with an Idempotency-Key', async () => {
    const { posts, onSaved, user } = setup();
    await user.type(screen.getByLabelText('value'), '950');
    expect(screen.getByText('warns')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'save' }));
    expect(await screen.findByText('asking')).toBeTruthy();
    expect(posts()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'save' }));
    await waitFor(() =>
      expect(onSaved).toHaveBeenCalledWith({ message: expect.any(String), severity: 'success' }),
    );
    expect(posts()).toHaveLength(1);
    expect(posts()[0]!.headers.get('idempotency-key')).toMatch(/\S{16,}/);
  });

  it('keeps the input and names the problem when the server refuses', async () => {
    const { onSaved, user } = setup(() => jsonResponse(409, { detail: 'A reading of this meter exists.' }));
    await user.type(screen.getByLabelText('value'), '150');
    await user.click(screen.getByRole('button', { name: 'save' }));
    expect(await screen.findByText('problem duplicate')).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
    expect((screen.getByLabelText('value') as HTMLInputElement).value).toBe('150');
  });
});
