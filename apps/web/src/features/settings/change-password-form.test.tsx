import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readStoredSession, sessionKeys } from '../../lib/session';
import { createTestQueryClient, renderWithProviders } from '../../testing/render-with-providers';
import { jsonResponse, storeTestSession, USER_ID, userFixture } from '../../testing/session-fixtures';
import { ChangePasswordForm } from './change-password-form';

const submit = () => screen.getByRole('button', { name: 'Change password' });
const isDisabled = () => submit().hasAttribute('disabled');

function setup(respond: (url: string, init?: RequestInit) => Response) {
  storeTestSession('required');
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(sessionKeys.user(USER_ID), userFixture({ password_change_urgency: 'required' }));
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    respond(String(input), init),
  );
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(<ChangePasswordForm />, { route: '/settings', queryClient });
  return { fetchMock, queryClient };
}

describe('ChangePasswordForm', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('requires 8 characters, equal repetition and a strength above the lowest level', async () => {
    setup(() => jsonResponse(500, {}));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Current password'), 'old-secret');
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.tab();
    expect(await screen.findByText('min 8 characters')).toBeTruthy();
    await user.type(screen.getByLabelText('New password'), 'er-but');
    await user.type(screen.getByLabelText('Repeat new password'), 'different');
    await user.tab();
    expect(await screen.findByText('The passwords do not match.')).toBeTruthy();
    expect(isDisabled()).toBe(true);

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'password');
    await user.clear(screen.getByLabelText('Repeat new password'));
    await user.type(screen.getByLabelText('Repeat new password'), 'password');
    // "password" is the most common password: score 0, so the form stays locked although it is valid.
    await waitFor(() => expect(screen.getByTestId('password-strength').dataset.score).toBe('0'));
    expect(isDisabled()).toBe(true);
  });

  it('changes the password, signs in again with it and clears the forced-change flag', async () => {
    const { fetchMock } = setup((url) => {
      if (url.startsWith(`/api/v2/users/${USER_ID}/`)) return jsonResponse(200, userFixture());
      if (url.startsWith('/api/v2/access-token/')) {
        return jsonResponse(200, {
          access_token: 'fresh',
          expires: new Date(Date.now() + 3_600_000).toISOString(),
          user_id: USER_ID,
        });
      }
      return jsonResponse(404, {});
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Current password'), 'old-secret');
    await user.type(screen.getByLabelText('New password'), 'Tulpen-Gießkanne-42');
    await user.type(screen.getByLabelText('Repeat new password'), 'Tulpen-Gießkanne-42');
    await waitFor(() => expect(isDisabled()).toBe(false));
    await user.click(submit());
    expect(await screen.findByTestId('settings-success')).toBeTruthy();
    const [patchUrl, patchInit] = fetchMock.mock.calls[0]!;
    expect(patchUrl).toBe(`/api/v2/users/${USER_ID}/`);
    expect(JSON.parse(String(patchInit?.body))).toEqual({
      old_password: 'old-secret',
      password: 'Tulpen-Gießkanne-42',
      password_repeat: 'Tulpen-Gießkanne-42',
    });
    expect(JSON.parse(String(fetchMock.mock.calls[1]![1]?.body))).toEqual({
      email: 'supplier@demo.example',
      password: 'Tulpen-Gießkanne-42',
    });
    expect(readStoredSession()).toMatchObject({ token: 'fresh', urgency: null });
  });

  it('shows the failure with the server message and marks a wrong old password', async () => {
    setup(() => jsonResponse(400, { old_password: ['Wrong password.'] }));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Current password'), 'not-it');
    await user.type(screen.getByLabelText('New password'), 'Tulpen-Gießkanne-42');
    await user.type(screen.getByLabelText('Repeat new password'), 'Tulpen-Gießkanne-42');
    await waitFor(() => expect(isDisabled()).toBe(false));
    await user.click(submit());
    expect((await screen.findByTestId('settings-error')).textContent).toBe(
      'The password could not be changed. Wrong password.',
    );
    expect(screen.getAllByText('Wrong password.').length).toBeGreaterThan(0);
  });
});
