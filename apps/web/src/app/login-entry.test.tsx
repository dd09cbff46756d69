import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { LoginView } from '../features/auth/login-view';
import { portalConfigFixture } from '../testing/session-fixtures';
import { PublicFrame } from './layout/public-frame';
import { PortalBrand } from './portal-brand';

/** The login page as its own entry (src/login.tsx) renders it: no router, no query client. */
function renderEntry(portal = portalConfigFixture) {
  const login = vi.fn(() => new Promise<never>(() => {}));
  const loginWithServerSession = vi.fn(() => Promise.reject(new Error('no session')));
  render(
    <PortalBrand portal={portal}>
      <PublicFrame>
        <LoginView login={login} loginWithServerSession={loginWithServerSession} />
      </PublicFrame>
    </PortalBrand>,
  );
  return { login, loginWithServerSession };
}

describe('the login page without router and query cache (its own entry)', () => {
  it('signs in with the typed credentials and links by page loads under /portal', async () => {
    const user = userEvent.setup();
    const { login, loginWithServerSession } = renderEntry();
    const forgot = screen.getByRole('link', { name: 'Forgot password?' });
    expect(forgot.getAttribute('href')).toBe('/portal/login/reset');
    expect(screen.getByTestId('brand-logo').getAttribute('href')).toBe('/portal/');
    await user.type(screen.getByLabelText('E-mail address'), ' a@b.de ');
    expect(forgot.getAttribute('href')).toBe('/portal/login/reset/a@b.de');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(login).toHaveBeenCalledWith({ email: 'a@b.de', password: 'secret' });
    // Until the app's page replaces it, the form stays busy.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Signing in…' })).toBeTruthy());
    expect(loginWithServerSession).not.toHaveBeenCalled();
  });

  it("shows the brand's footer links and single sign-on from the configuration it is given", () => {
    renderEntry({
      ...portalConfigFixture,
      features: { ...portalConfigFixture.features, HAS_SSO_FEATURE: true },
      sso_login_url: '/accounts/sso_login',
    });
    const sso = new URL(screen.getByTestId('login-sso').getAttribute('href')!, 'http://portal.test');
    expect(sso.pathname).toBe('/accounts/sso_login');
    expect([...sso.searchParams]).toEqual([['next', '/portal/login?check_privileges=true']]);
    expect(screen.getByTestId('footer-imprint').getAttribute('href')).toBe('https://example.com/imprint');
  });

  it("puts the brand's colours on the page for the plain components", () => {
    const colors = { ...portalConfigFixture.brand.colors, primary: '#123456', header: '#fedcba' };
    renderEntry({ ...portalConfigFixture, brand: { ...portalConfigFixture.brand, colors } });
    const root = document.documentElement.style;
    expect(root.getPropertyValue('--brand-primary')).toBe('#123456');
    expect(root.getPropertyValue('--brand-header')).toBe('#fedcba');
    expect(screen.getByTestId('language-en').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('language-de').getAttribute('aria-pressed')).toBe('false');
  });

  it('with ?check_privileges=true first signs in with the server session, the form shown if there is none', async () => {
    window.history.pushState(null, '', '/portal/login?check_privileges=true');
    try {
      const { login, loginWithServerSession } = renderEntry();
      expect(screen.getByRole('status').textContent).toMatch(/checking/i);
      expect(loginWithServerSession).toHaveBeenCalledTimes(1);
      // No server session (the call rejects): the form after all.
      expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
      expect(login).not.toHaveBeenCalled();
    } finally {
      window.history.pushState(null, '', '/');
    }
  });

  it('shows why a single sign-on was refused (?sso_error=), in an alert above the form', async () => {
    for (const [language, code, text] of [
      ['en', 'team_expired', "Your team's access has expired. The companies administration can extend it."],
      ['de', 'bad_state', 'Die Anmeldung konnte nicht geprüft werden oder ist abgelaufen.'],
    ] as const) {
      await i18next.changeLanguage(language);
      window.history.pushState(null, '', `/portal/login?sso_error=${code}`);
      try {
        renderEntry();
        const alert = await screen.findByTestId('login-sso-error');
        expect(alert.getAttribute('role')).toBe('alert');
        expect(alert.textContent).toContain(text);
        expect(screen.getByRole('button', { name: language === 'en' ? 'Sign in' : 'Anmelden' })).toBeTruthy();
        cleanup();
      } finally {
        window.history.pushState(null, '', '/');
        await i18next.changeLanguage('en');
      }
    }
  });

  it('shows no alert for an unknown sso_error code, nor without one', async () => {
    window.history.pushState(null, '', '/portal/login?sso_error=%3Cscript%3E');
    try {
      renderEntry();
      expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
      expect(screen.queryByTestId('login-sso-error')).toBeNull();
      expect(screen.queryByRole('alert')).toBeNull();
    } finally {
      window.history.pushState(null, '', '/');
    }
  });

  it('login.html is index.html with the login entry as its script (the server fills both alike)', () => {
    const page = (name: string) => readFileSync(join(import.meta.dirname, '../..', name), 'utf8');
    expect(page('login.html')).toBe(page('index.html').replace('/src/main.tsx', '/src/login.tsx'));
    expect(page('login.html')).toContain('<script type="module" src="/src/login.tsx"></script>');
  });
});
