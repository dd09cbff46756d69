import { SSO_DEFAULT_NEXT } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import '../../components/plain/plain.css';

/**
 * The server's single sign-on entry: the provider's sign-in, then back to this login page, which signs in
 * with the server session the sign-in opened (`check_privileges=true`).
 */
export function ssoHref(ssoLoginUrl: string) {
  const separator = ssoLoginUrl.includes('?') ? '&' : '?';
  return `${ssoLoginUrl}${separator}${new URLSearchParams({ next: SSO_DEFAULT_NEXT })}`;
}

export function SsoButton({ ssoLoginUrl }: { ssoLoginUrl: string }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="p-divider">{t('auth.login.or')}</div>
      <a className="p-button outlined full" href={ssoHref(ssoLoginUrl)} data-testid="login-sso">
        {t('auth.login.sso')}
      </a>
    </>
  );
}
