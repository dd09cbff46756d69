import { Alert, AlertTitle } from '@mui/material';
import type { SsoError } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

/** Why the single sign-on that led back here ended without a session (loaded only when there is one). */
export default function SsoErrorAlert({ code }: { code: SsoError }) {
  const { t } = useTranslation();
  return (
    <Alert severity="error" role="alert" sx={{ mb: 3 }} data-testid="login-sso-error">
      <AlertTitle>{t('auth.login.ssoErrorTitle')}</AlertTitle>
      {t(`auth.login.ssoErrors.${code}`)}
    </Alert>
  );
}
