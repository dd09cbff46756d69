import { Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { usePortalConfig } from '../../lib/portal-config';
import { useSession } from '../../lib/session';

/** The dashboard; for now a welcome naming the brand (counters and statistics come later). */
export function DashboardPage() {
  const { t } = useTranslation();
  const { data: portal } = usePortalConfig();
  const { user } = useSession();
  // The product is called by the brand's name everywhere (not its tag line, not a name of our own).
  const name = portal?.brand.name || t('common.portal');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 } }} data-testid="dashboard-page">
      <Typography variant="h4" component="h1">
        {t('dashboard.welcome', { name })}
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
