import { isSsoError, type LoginRequest } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainBusyStatus } from '../../components/plain';
import { usePortal } from '../../lib/portal';
import { AuthPanel } from './auth-panel';
import { LoginForm } from './login-form';
import { SsoButton } from './sso-button';
import { SsoErrorAlert } from './sso-error-alert';
import { useSessionCheck } from './use-session-check';

export interface LoginActions {
  /** Signs in with e-mail and password; rejects with the server's answer. */
  login: (credentials: LoginRequest) => Promise<unknown>;
  /** Signs in with the server's session cookie (after single sign-on). */
  loginWithServerSession: () => Promise<unknown>;
}

/**
 * The login page without a router or query cache, so that its own entry (src/login.tsx) stays small; the
 * signed-in app shows it too (login-page.tsx), with its session's actions.
 */
export function LoginView({ login, loginWithServerSession }: LoginActions) {
  const { t } = useTranslation();
  const portal = usePortal();
  const checking = useSessionCheck(loginWithServerSession);
  const ssoUrl = portal?.features.HAS_SSO_FEATURE ? portal.sso_login_url : null;
  // Read from the page's address, as the session check is: the login page's own entry has no router.
  const [ssoError] = useState(() => new URLSearchParams(window.location.search).get('sso_error'));
  return (
    <AuthPanel title={t('auth.login.title')} showMap>
      {checking ? (
        <PlainBusyStatus>{t('auth.login.checkingSession')}</PlainBusyStatus>
      ) : (
        <>
          {isSsoError(ssoError) && <SsoErrorAlert code={ssoError} />}
          <LoginForm login={login} />
          {ssoUrl && <SsoButton ssoLoginUrl={ssoUrl} />}
        </>
      )}
    </AuthPanel>
  );
}
