import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  canAutodispose,
  canFinalizeReadingPeriod,
  canSeeRequestsPanel,
  canSeeRequestTabs,
  dashboardTasks,
} from '@portal/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../components/page-loading';
import { usePortalConfig } from '../../lib/portal-config';
import { useSession } from '../../lib/session';
import { useIdleAfter } from '../../lib/use-idle-after';
import { DispositionPanel } from './disposition/disposition-panel';
import { RequestsPanel } from './statistics/requests-panel';
import type { BuildingScope } from './statistics/slices';
import { TaskList } from './tasks/task-list';

/** Roughly the requests panel's height with its figures: the column's place is kept while it loads. */
const PANELS_MIN_HEIGHT = 480;

/**
 * The dashboard (spec §2): welcome, task rows with counters, the reading requests panel (doughnut, trend)
 * and the disposition panel, each as the user's role allows. Two columns on wide screens, one on phones.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const { data: portal } = usePortalConfig();
  const { user, actor, configuration } = useSession();
  const [scope, setScope] = useState<BuildingScope>('all');
  const tasks = useMemo(
    () =>
      actor && user && configuration ? dashboardTasks({ ...actor, email: user.email }, configuration) : [],
    [actor, user, configuration],
  );
  // The product is called by the brand's name everywhere (not its tag line, not a name of our own).
  const name = portal?.brand.name || t('common.portal');
  const tag = portal?.brand.portal_tag;
  // The panels (tabs, date pickers, charts) come once the welcome and the tasks have painted: on a slow
  // phone they were most of the work before the page showed anything of its own.
  const panelsShown = useIdleAfter(Boolean(user && actor && configuration));

  if (!user || !actor || !configuration) return <PageLoading />;
  const showRequests = canSeeRequestsPanel(actor);
  const showTabs = canSeeRequestTabs(actor);
  const showDisposition = canAutodispose(actor);
  const chartsColumn = showRequests || showDisposition;

  return (
    <Stack spacing={3} data-testid="dashboard-page">
      <Box component="header">
        <Typography variant="h4" component="h1">
          {t('dashboard.welcome', { name })}
        </Typography>
        {tag && (
          <Typography
            variant="subtitle1"
            component="p"
            color="primary"
            sx={{ fontWeight: 500 }}
            data-testid="dashboard-tag"
          >
            {tag}
          </Typography>
        )}
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {t('dashboard.signedInAs', {
            name: user.employee.name || user.email,
            company: user.companies[0]?.name ?? '',
          })}
        </Typography>
      </Box>
      <Grid container spacing={3}>
        <Grid size={chartsColumn ? { xs: 12, md: 5, lg: 4 } : { xs: 12, md: 8, lg: 6 }}>
          <TaskList tasks={tasks} />
        </Grid>
        {chartsColumn && (
          <Grid size={{ xs: 12, md: 7, lg: 8 }}>
            <Stack spacing={3} sx={{ minHeight: panelsShown ? undefined : PANELS_MIN_HEIGHT }}>
              {panelsShown && showRequests && (
                <RequestsPanel
                  scope={showTabs ? scope : 'all'}
                  onScopeChange={showTabs ? setScope : undefined}
                  email={user.email}
                />
              )}
              {panelsShown && showDisposition && (
                <DispositionPanel
                  allBuildings={scope === 'all'}
                  companyId={actor.companyId}
                  canFinalize={canFinalizeReadingPeriod(actor, configuration)}
                />
              )}
            </Stack>
          </Grid>
        )}
      </Grid>
    </Stack>
  );
}
