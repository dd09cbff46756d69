import type { SsoError } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { PlainAlert } from '../../components/plain';

/** Why the single sign-on that led back here ended without a session (when it did). */
export function SsoErrorAlert({ code }: { code: SsoError }) {
  const { t } = useTranslation();
  return (
    <PlainAlert tone="error" testId="login-sso-error">
      <strong>{t('auth.login.ssoErrorTitle')}</strong>
      {t(`auth.login.ssoErrors.${code}`)}
    </PlainAlert>
  );
}
