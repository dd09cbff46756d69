import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUnauthorizedHandler } from '../lib/api-client';
import { createQueryClient } from '../lib/query-client';
import { endSession, readStoredSession } from '../lib/session';
import {
  jsonResponse,
  portalConfigFixture,
  storeTestSession,
  USER_ID,
  userFixture,
} from '../testing/session-fixtures';
import { AppProviders } from './providers';
import { appRoutes } from './routes';

type Responder = (url: string, init?: RequestInit) => Response;

function renderApp(path: string, respond: Responder) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.startsWith('/api/v2/portal-config/')) return jsonResponse(200, portalConfigFixture);
      return respond(url, init);
    }),
  );
  const queryClient = createQueryClient();
  setUnauthorizedHandler(() => endSession(queryClient));
  const router = createMemoryRouter(appRoutes(queryClient), { initialEntries: [path] });
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { location: () => `${router.state.location.pathname}${router.state.location.search}` };
}

const userAnswer =
  (user = userFixture()) =>
  (url: string) =>
    url.startsWith(`/api/v2/users/${USER_ID}/`)
      ? jsonResponse(200, user)
      : jsonResponse(404, { detail: 'Not found.' });

describe('app shell', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('sends a visitor on a protected page to login, keeping the page as redirect', async () => {
    const app = renderApp('/meters?page=2', () => jsonResponse(401, { detail: 'No token' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(app.location()).toBe('/login?redirect=%2Fmeters%3Fpage%3D2');
  });

  it('shows the dashboard and the header to a signed-in user', async () => {
    storeTestSession();
    renderApp('/', userAnswer());
    expect(await screen.findByRole('heading', { name: 'Welcome to Demo Energy' })).toBeTruthy();
    expect(screen.getByTestId('nav-buildings').getAttribute('href')).toBe('/buildings');
    expect(screen.getByTestId('footer-version').textContent).toBe('Version 25.10.0');
  });

  it('keeps a user who must change the password on the settings page', async () => {
    storeTestSession('required');
    const app = renderApp('/readings', userAnswer(userFixture({ password_change_urgency: 'required' })));
    expect(await screen.findByTestId('settings-forced')).toBeTruthy();
    expect(app.location()).toBe('/settings');
  });

  it('moves a signed-in user from the login page to the redirect target', async () => {
    storeTestSession();
    const app = renderApp('/login?redirect=%2Freport', userAnswer());
    expect(await screen.findByRole('heading', { name: 'Annual report' })).toBeTruthy();
    expect(app.location()).toBe('/report');
  });

  it('shows the not-found page for unknown paths and for registration', async () => {
    renderApp('/no/such/page', () => jsonResponse(404, {}));
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
  });

  it('ends the session when a call answers 401', async () => {
    storeTestSession();
    const app = renderApp('/meters', () => jsonResponse(401, { detail: 'Token revoked' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(readStoredSession()).toBeNull();
    await waitFor(() => expect(app.location()).toBe('/login?redirect=%2Fmeters'));
  });
});
