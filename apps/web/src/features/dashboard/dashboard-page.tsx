import { Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { usePortalConfig } from '../../lib/portal-config';
import { useSession } from '../../lib/session';

/** The dashboard; for now a welcome with the brand's portal tag (counters and statistics come later). */
export function DashboardPage() {
  const { t } = useTranslation();
  const { data: portal } = usePortalConfig();
  const { user } = useSession();
  const tag = portal?.brand.portal_tag || portal?.brand.name || t('common.appName');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 } }} data-testid="dashboard-page">
      <Typography variant="h4" component="h1">
        {t('dashboard.welcome', { tag })}
      </Typography>
      {user && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('dashboard.signedInAs', {
            name: user.employee.name || user.email,
            company: user.companies[0]?.name ?? '',
          })}
        </Typography>
      )}
    </Paper>
  );
}
