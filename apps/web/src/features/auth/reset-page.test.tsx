import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render-with-providers';
import { jsonResponse } from '../../testing/session-fixtures';
import { ResetPage } from './reset-page';

function renderReset(route: string, respond: () => Response) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => respond());
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(
    <Routes>
      <Route path="/login/reset" element={<ResetPage />} />
      <Route path="/login/reset/:email" element={<ResetPage />} />
    </Routes>,
    { route },
  );
  return fetchMock;
}
const submit = () => screen.getByRole('button', { name: 'Send link' });

describe('ResetPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('prefills the e-mail from the path and asks for the link', async () => {
    const fetchMock = renderReset('/login/reset/a.b@example.com', () => jsonResponse(200, { detail: 'ok' }));
    expect((screen.getByLabelText('E-mail address') as HTMLInputElement).value).toBe('a.b@example.com');
    await waitFor(() => expect(submit().hasAttribute('disabled')).toBe(false));
    await userEvent.setup().click(submit());
    expect(await screen.findByText(/you will receive an e-mail with a link/)).toBeTruthy();
    const call = fetchMock.mock.calls.find(([url]) => String(url) === '/api/v2/users/reset_password/');
    expect(call?.[1]?.method).toBe('POST');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ email: 'a.b@example.com' });
  });

  it('requires text on both sides of the @', async () => {
    renderReset('/login/reset', () => jsonResponse(200, {}));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail address'), 'name@');
    expect(await screen.findByText('Please enter a valid e-mail address.')).toBeTruthy();
    expect(submit().hasAttribute('disabled')).toBe(true);
  });

  it('shows a failure under the e-mail field', async () => {
    renderReset('/login/reset/a@b.de', () => jsonResponse(429, { detail: 'Too many requests.' }));
    await waitFor(() => expect(submit().hasAttribute('disabled')).toBe(false));
    await userEvent.setup().click(submit());
    expect(await screen.findByText('Too many requests.')).toBeTruthy();
  });
});
