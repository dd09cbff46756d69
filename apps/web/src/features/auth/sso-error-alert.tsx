import type { SsoError } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import '../../components/plain/plain.css';

/** Why the single sign-on that led back here ended without a session (when it did). */
export function SsoErrorAlert({ code }: { code: SsoError }) {
  const { t } = useTranslation();
  return (
    <div className="p-alert error" role="alert" data-testid="login-sso-error">
      <div>
        <strong>{t('auth.login.ssoErrorTitle')}</strong>
        {t(`auth.login.ssoErrors.${code}`)}
      </div>
    </div>
  );
}
