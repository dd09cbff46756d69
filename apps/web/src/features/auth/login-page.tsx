import { Box, CircularProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { usePortalConfig } from '../../lib/portal-config';
import { AuthPanel } from './auth-panel';
import { LoginForm } from './login-form';
import { SsoButton } from './sso-button';
import { useSessionCheck } from './use-session-check';

export function LoginPage() {
  const { t } = useTranslation();
  const { data: portal } = usePortalConfig();
  const checking = useSessionCheck();
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
          <LoginForm />
          {ssoUrl && <SsoButton ssoLoginUrl={ssoUrl} />}
        </>
      )}
    </AuthPanel>
  );
}
