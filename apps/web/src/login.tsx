import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PublicFrame } from './app/layout/public-frame';
import { PortalBrand } from './app/portal-brand';
import { type LoginActions, LoginView } from './features/auth/login-view';
import { BASENAME } from './lib/app-link';
import { initI18n } from './lib/i18n';
import { getPortalConfig } from './lib/portal';
import { redirectTarget } from './lib/safe-redirect';
import { signIn, signInWithServerSession } from './lib/session/sign-in';
import { readStoredSession } from './lib/session/token-store';

/**
 * The login page's own entry (login.html, which the server answers at /portal/login): the login form
 * without the router, the query cache, MUI and emotion (plain elements, components/plain), so that a
 * first visit loads as little script as it can. After sign-in the signed-in app loads at the redirect target, and its route
 * guard takes over (a forced password change, the user's data).
 */
const enterApp = () => window.location.replace(BASENAME + redirectTarget(window.location.search));

/** Signed in: the page stays busy ("Signing in…") until the app's page replaces it. */
const thenEnterApp =
  <Args extends unknown[]>(action: (...args: Args) => Promise<unknown>) =>
  async (...args: Args) => {
    await action(...args);
    enterApp();
    return new Promise<never>(() => {});
  };

const actions: LoginActions = {
  login: thenEnterApp(signIn),
  loginWithServerSession: thenEnterApp(signInWithServerSession),
};

const root = document.getElementById('root');
if (!root) throw new Error('login.html lacks #root');
// Signed in already (in another tab): on to the app, as its login route sends a signed-in user.
if (readStoredSession()) enterApp();
else
  void Promise.all([getPortalConfig().catch(() => undefined), initI18n()]).then(([portal]) =>
    createRoot(root).render(
      <StrictMode>
        <PortalBrand portal={portal}>
          <PublicFrame>
            <LoginView {...actions} />
          </PublicFrame>
        </PortalBrand>
      </StrictMode>,
    ),
  );
