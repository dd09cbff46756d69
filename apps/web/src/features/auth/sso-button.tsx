import { Button, Divider } from '@mui/material';
import { SSO_DEFAULT_NEXT } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

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
      <Divider sx={{ my: 3 }}>{t('auth.login.or')}</Divider>
      <Button variant="outlined" size="large" fullWidth href={ssoHref(ssoLoginUrl)} data-testid="login-sso">
        {t('auth.login.sso')}
      </Button>
    </>
  );
}
