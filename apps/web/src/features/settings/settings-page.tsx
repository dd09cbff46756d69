import { Alert, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session';
import { ChangePasswordForm } from './change-password-form';

/** /settings: change password; users who must change it are kept here until they have. */
export function SettingsPage() {
  const { t } = useTranslation();
  const { mustChangePassword, user } = useSession();
  return (
    <Paper variant="outlined" sx={{ maxWidth: 560, mx: 'auto', p: { xs: 2, sm: 4 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('settings.title')}
      </Typography>
      {mustChangePassword && (
        <Alert severity="warning" sx={{ mb: 1 }} data-testid="settings-forced">
          {t('settings.forcedChange')}
        </Alert>
      )}
      {!mustChangePassword && user?.password_change_urgency === 'recommended' && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {t('settings.recommendedChange')}
        </Alert>
      )}
      <ChangePasswordForm />
    </Paper>
  );
}
