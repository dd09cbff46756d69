import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SnackbarProvider } from '../../components/snackbar';
import { readStoredSession, sessionKeys } from '../../lib/session';
import { createTestQueryClient, renderWithProviders } from '../../testing/render-with-providers';
import { jsonResponse, storeTestSession, USER_ID, userFixture } from '../../testing/session-fixtures';
import { DeleteAccountDialog } from './delete-account-dialog';

function setup(respond: (url: string, init?: RequestInit) => Response) {
  storeTestSession();
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(sessionKeys.user(USER_ID), userFixture({ role: 'basic' }));
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    respond(String(input), init),
  );
  vi.stubGlobal('fetch', fetchMock);
  const onClose = vi.fn();
  renderWithProviders(
    <SnackbarProvider>
      <DeleteAccountDialog open onClose={onClose} />
    </SnackbarProvider>,
    { queryClient },
  );
  return { fetchMock, onClose };
}

const token = () =>
  jsonResponse(200, {
    access_token: 'fresh',
    expires: new Date(Date.now() + 60_000).toISOString(),
    user_id: USER_ID,
  });

describe('DeleteAccountDialog', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('says so under the field when the password is wrong, and deletes nothing', async () => {
    const { fetchMock } = setup(() => jsonResponse(401, { detail: 'Incorrect email address or password.' }));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByTestId('delete-account-confirm'));
    expect(await screen.findByText('The entered password is incorrect')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(readStoredSession()?.token).toBe('tok');
  });

  it('re-checks the password, deletes with the fresh token, confirms and logs out', async () => {
    const { fetchMock, onClose } = setup((url, init) =>
      url.startsWith('/api/v2/access-token/') && init?.method === 'POST'
        ? token()
        : new Response(null, { status: 204 }),
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Password'), 'right');
    await user.click(screen.getByTestId('delete-account-confirm'));
    expect(await screen.findByText('Your account has been deleted.')).toBeTruthy();
    const deleteCall = fetchMock.mock.calls.find(
      ([url, init]) => init?.method === 'DELETE' && String(url) === `/api/v2/users/${USER_ID}/`,
    );
    expect(deleteCall?.[1]?.headers).toMatchObject({ Authorization: 'Bearer fresh' });
    expect(onClose).toHaveBeenCalled();
    expect(readStoredSession()).toBeNull();
  });

  it('shows other failures as a general error', async () => {
    setup((url) =>
      url.startsWith('/api/v2/access-token/') ? token() : jsonResponse(500, { detail: 'Database down' }),
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Password'), 'right');
    await user.click(screen.getByTestId('delete-account-confirm'));
    expect((await screen.findByTestId('delete-account-error')).textContent).toBe(
      'Your account could not be deleted. Database down',
    );
  });
});
