import { Alert, Box, Button, CircularProgress, Link } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
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
        <Alert severity="success" data-testid="set-password-success">
          {t('auth.setPassword.success')}
        </Alert>
        <Button component={RouterLink} to="/login" variant="contained" sx={{ mt: 3 }}>
          {t('auth.setPassword.toLogin')}
        </Button>
      </>
    );
  } else if (info.isPending) {
    content = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={t('common.loading')} />
      </Box>
    );
  } else if (info.isError) {
    const invalid = isApiError(info.error) && info.error.status === 404;
    content = (
      <>
        <Alert severity="error" data-testid="set-password-invalid">
          {invalid ? t('auth.setPassword.invalidLink') : serverMessage(info.error)}
        </Alert>
        <Link component={RouterLink} to="/login/reset" variant="body2" sx={{ mt: 3 }}>
          {t('auth.setPassword.requestNew')}
        </Link>
      </>
    );
  } else {
    content = <SetPasswordForm token={token} email={info.data.email} onDone={() => setDone(true)} />;
  }
  return <AuthPanel title={t('auth.setPassword.title')}>{content}</AuthPanel>;
}
