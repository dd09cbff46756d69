import { SSO_PASSWORD_REFUSAL } from '@portal/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readStoredSession } from '../../lib/session';
import { signIn } from '../../lib/session/sign-in';
import { renderWithProviders } from '../../testing/render-with-providers';
import { LoginForm } from './login-form';

const submit = () => screen.getByRole('button', { name: 'Sign in' });
const email = () => screen.getByLabelText('E-mail address');
const password = () => screen.getByLabelText('Password');

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

describe('LoginForm', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    window.localStorage.clear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('keeps submit disabled until both fields are valid', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginForm login={signIn} />, { route: '/login' });
    expect(submit().hasAttribute('disabled')).toBe(true);
    await user.type(email(), 'someone@example.com');
    expect(submit().hasAttribute('disabled')).toBe(true);
    await user.type(password(), 'secret');
    await waitFor(() => expect(submit().hasAttribute('disabled')).toBe(false));
    await user.clear(password());
    await waitFor(() => expect(submit().hasAttribute('disabled')).toBe(true));
  });

  it('says what is missing or wrong, on blur and on change', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginForm login={signIn} />, { route: '/login' });
    await user.click(email());
    await user.click(password());
    expect(await screen.findByText('Please enter your e-mail address.')).toBeTruthy();
    await user.type(email(), 'no-at-sign');
    expect(await screen.findByText('Please enter a valid e-mail address.')).toBeTruthy();
    await user.click(email());
    expect(await screen.findByText('Please enter your password.')).toBeTruthy();
    await user.type(email(), '@x');
    await waitFor(() => expect(screen.queryByText('Please enter a valid e-mail address.')).toBeNull());
  });

  it('shows a wrong-password answer under the password field and clears it on edit', async () => {
    fetchMock.mockResolvedValue(
      answer(401, { detail: 'Incorrect email address or password.' }, { 'X-Message': 'Incorrect%20email' }),
    );
    const user = userEvent.setup();
    renderWithProviders(<LoginForm login={signIn} />, { route: '/login' });
    await user.type(email(), 'someone@example.com');
    await user.type(password(), 'wrong');
    await user.click(submit());
    expect(await screen.findByText('Incorrect email address or password.')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v2/access-token/');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'someone@example.com', password: 'wrong' });
    await user.type(password(), 'x');
    await waitFor(() => expect(screen.queryByText('Incorrect email address or password.')).toBeNull());
  });

  it('shows why the server refused the account', async () => {
    const why = 'Your team’s access ended on 1 March 2026. The companies administration can extend it.';
    fetchMock.mockResolvedValue(answer(403, { detail: why }, { 'X-Message': encodeURIComponent(why) }));
    const user = userEvent.setup();
    renderWithProviders(<LoginForm login={signIn} />, { route: '/login' });
    await user.type(email(), 'expired@example.com');
    await user.type(password(), 'secret');
    await user.click(submit());
    expect((await screen.findByText(why)).getAttribute('role')).toBe('alert');
    expect(screen.queryByText(/has not been activated yet/)).toBeNull();
  });

  it('asks the page language of the server', async () => {
    fetchMock.mockResolvedValue(answer(403, { detail: 'Ihr Konto ist noch nicht aktiviert.' }));
    const user = userEvent.setup();
    renderWithProviders(<LoginForm login={signIn} />, { route: '/login' });
    await user.type(email(), 'new@example.com');
    await user.type(password(), 'secret');
    await user.click(submit());
    expect(await screen.findByText('Ihr Konto ist noch nicht aktiviert.')).toBeTruthy();
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get('Accept-Language')).toBe('en');
  });

  it('explains an inactive account when the server says nothing', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 403 }));
    const user = userEvent.setup();
    renderWithProviders(<LoginForm login={signIn} />, { route: '/login' });
    await user.type(email(), 'new@example.com');
    await user.type(password(), 'secret');
    await user.click(submit());
    expect(await screen.findByText(/has not been activated yet/)).toBeTruthy();
  });

  it('sends an account of single sign-on to the SSO button', async () => {
    fetchMock.mockResolvedValue(answer(403, SSO_PASSWORD_REFUSAL));
    const user = userEvent.setup();
    renderWithProviders(<LoginForm login={signIn} />, { route: '/login' });
    await user.type(email(), 'sso@example.com');
    await user.type(password(), 'secret');
    await user.click(submit());
    const message = await screen.findByText(
      'This account signs in with single sign-on. Please use the single sign-on button.',
    );
    expect(message.getAttribute('role')).toBe('alert');
    expect(screen.queryByText(/has not been activated yet/)).toBeNull();
  });

  it('stores the token of a successful login', async () => {
    fetchMock.mockResolvedValue(
      answer(200, {
        access_token: 'tok',
        expires: new Date(Date.now() + 3_600_000).toISOString(),
        user_id: '0190a1b2-0000-7000-8000-000000000001',
        password_change_urgency: 'required',
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<LoginForm login={signIn} />, { route: '/login' });
    await user.type(email(), ' someone@example.com ');
    await user.type(password(), 'right');
    await user.click(submit());
    await waitFor(() => expect(readStoredSession()?.token).toBe('tok'));
    expect(readStoredSession()?.urgency).toBe('required');
  });

  it('links "Forgot password?" to the reset page with the typed e-mail', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginForm login={signIn} />, { route: '/login' });
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/login/reset');
    await user.type(email(), 'a@b.de');
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/login/reset/a@b.de',
    );
  });
});
