import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { PlainAlert, PlainBusyStatus } from '../../components/plain';
import { isApiError } from '../../lib/api-error';
import { serverMessage } from '../../lib/server-message';
import { useResetToken } from './api/get-reset-token';
import { AuthPanel } from './auth-panel';
import { SetPasswordForm } from './set-password-form';

/** /login/set-password/:token, the page the reset e-mail links to. */
export function SetPasswordPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const info = useResetToken(token);
  const [done, setDone] = useState(false);

  let content: React.ReactNode;
  if (done) {
    content = (
      <>
        <PlainAlert tone="success" testId="set-password-success">
          {t('auth.setPassword.success')}
        </PlainAlert>
        <RouterLink to="/login" className="p-button contained">
          {t('auth.setPassword.toLogin')}
        </RouterLink>
      </>
    );
  } else if (info.isPending) {
    content = <PlainBusyStatus>{t('common.loading')}</PlainBusyStatus>;
  } else if (info.isError) {
    const invalid = isApiError(info.error) && info.error.status === 404;
    content = (
      <>
        <PlainAlert tone="error" testId="set-password-invalid">
          {invalid ? t('auth.setPassword.invalidLink') : serverMessage(info.error)}
        </PlainAlert>
        <RouterLink to="/login/reset" className="p-link">
          {t('auth.setPassword.requestNew')}
        </RouterLink>
      </>
    );
  } else {
    content = <SetPasswordForm token={token} email={info.data.email} onDone={() => setDone(true)} />;
  }
  return <AuthPanel title={t('auth.setPassword.title')}>{content}</AuthPanel>;
}
