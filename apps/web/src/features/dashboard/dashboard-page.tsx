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
import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../components/page-loading';
import { isWiderThanPhone, lazyPart } from '../../lib/lazy-part';
import { usePortalConfig } from '../../lib/portal-config';
import { useSession } from '../../lib/session';
import { useIdleAfter } from '../../lib/use-idle-after';
import { useNearViewport } from '../../lib/use-near-viewport';
import type { DashboardPanelsProps } from './dashboard-panels';
import { TaskList } from './tasks/task-list';

/** Roughly the requests panel's height with its figures: the column's place is kept while it loads. */
const PANELS_MIN_HEIGHT = 480;

const dashboardPanels = lazyPart(() => import('./dashboard-panels').then((module) => module.DashboardPanels));
// Wider screens show the panels beside the tasks: their code loads with the page's, not after its paint.
if (isWiderThanPhone()) void dashboardPanels.preload();

function LoadedPanels(props: DashboardPanelsProps) {
  const DashboardPanels = dashboardPanels.useLoaded();
  return <DashboardPanels {...props} />;
}

/**
 * The dashboard (spec §2): welcome, task rows with counters, the reading requests panel (doughnut, trend)
 * and the disposition panel, each as the user's role allows. Two columns on wide screens, one on phones.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const { data: portal } = usePortalConfig();
  const { user, actor, configuration } = useSession();
  const tasks = useMemo(
    () =>
      actor && user && configuration ? dashboardTasks({ ...actor, email: user.email }, configuration) : [],
    [actor, user, configuration],
  );
  // The product is called by the brand's name everywhere (not its tag line, not a name of our own).
  const name = portal?.brand.name || t('common.portal');
  const tag = portal?.brand.portal_tag;
  // The panels (tabs, date pickers, charts) come once the welcome and the tasks have painted, and on a
  // phone, where they lie below the task list, once the user scrolls towards them: on a slow phone they
  // were most of the work before the page showed anything of its own.
  const [panelsRef, panelsNear] = useNearViewport<HTMLDivElement>();
  const panelsShown = useIdleAfter(Boolean(user && actor && configuration) && panelsNear);

  if (!user || !actor || !configuration) return <PageLoading />;
  const showRequests = canSeeRequestsPanel(actor);
  const showDisposition = canAutodispose(actor);
  const chartsColumn = showRequests || showDisposition;
  const placeholder = <Box sx={{ minHeight: PANELS_MIN_HEIGHT }} />;

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
        <Typography color="textSecondary" sx={{ mt: 0.5 }}>
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
            <Stack ref={panelsRef} spacing={3}>
              {panelsShown ? (
                <Suspense fallback={placeholder}>
                  <LoadedPanels
                    showRequests={showRequests}
                    showTabs={canSeeRequestTabs(actor)}
                    showDisposition={showDisposition}
                    canFinalize={canFinalizeReadingPeriod(actor, configuration)}
                    email={user.email}
                    companyId={actor.companyId}
                  />
                </Suspense>
              ) : (
                placeholder
              )}
            </Stack>
          </Grid>
        )}
      </Grid>
    </Stack>
  );
}
