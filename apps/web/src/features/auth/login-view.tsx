import { Box, CircularProgress, Typography } from '@mui/material';
import type { LoginRequest } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { usePortal } from '../../lib/portal';
import { AuthPanel } from './auth-panel';
import { LoginForm } from './login-form';
import { SsoButton } from './sso-button';
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
  return (
    <AuthPanel title={t('auth.login.title')} showMap>
      {checking ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4 }} role="status">
          <CircularProgress size={24} aria-hidden />
          <Typography>{t('auth.login.checkingSession')}</Typography>
        </Box>
      ) : (
        <>
          <LoginForm login={login} />
          {ssoUrl && <SsoButton ssoLoginUrl={ssoUrl} />}
        </>
      )}
    </AuthPanel>
  );
}
