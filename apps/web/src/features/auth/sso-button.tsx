import { Button, Divider } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The server's single sign-on entry, which returns to the portal through /redirect-to-portal/. */
export function ssoHref(ssoLoginUrl: string) {
  const separator = ssoLoginUrl.includes('?') ? '&' : '?';
  return `${ssoLoginUrl}${separator}next=/redirect-to-portal/`;
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
