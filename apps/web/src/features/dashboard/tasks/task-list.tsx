import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { DashboardTask } from '@portal/contracts';
import { memo, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatNumber } from '../../../lib/format-number';
import { serverMessage } from '../../../lib/server-message';
import { useTaskCounts } from '../api/get-task-counts';
import { taskHref } from './task-link';
import { useCountUp } from './use-count-up';

/** The "Tasks" card: one row per task with its counter, each a link to the filtered list. */
export function TaskList({ tasks }: { tasks: DashboardTask[] }) {
  const { t } = useTranslation();
  const titleId = useId();
  // The counters are asked for in the task after the rows' first render, which need not wait for the call.
  const [rowsShown, setRowsShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setRowsShown(true), 0);
    return () => clearTimeout(timer);
  }, []);
  const counts = useTaskCounts(rowsShown);
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} data-testid="dashboard-tasks">
      <Typography id={titleId} variant="h6" component="h2" sx={{ px: 2.5, pt: 2, pb: 1 }}>
        {t('dashboard.tasks.title')}
      </Typography>
      {counts.isError && (
        <Alert severity="error" sx={{ mx: 2, mb: 1 }} data-testid="dashboard-tasks-error">
          {t('dashboard.loadError', { message: serverMessage(counts.error) ?? '' })}
        </Alert>
      )}
      <List disablePadding>
        {tasks.map((task) => (
          <TaskRow key={task.key} task={task} count={counts.data?.[task.key]} failed={counts.isError} />
        ))}
      </List>
    </Paper>
  );
}

// Memoized: a row re-renders only when its own count changes.
const TaskRow = memo(function TaskRow({
  task,
  count,
  failed,
}: {
  task: DashboardTask;
  count?: number;
  failed?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const label = t(`dashboard.tasks.${task.key}`);
  const countText = count === undefined ? '' : formatNumber(count, i18n.language);
  return (
    <ListItem disablePadding divider>
      <ListItemButton
        component={RouterLink}
        to={taskHref(task)}
        data-testid={`dashboard-task-${task.key}`}
        // The animated figure is hidden from screen readers: they get the final count in the name.
        aria-label={count === undefined ? label : `${label}: ${countText}`}
        sx={{ px: 2.5, py: 1.25, gap: 2 }}
      >
        <ListItemText primary={label} slotProps={{ primary: { variant: 'body2' } }} />
        <Box
          aria-hidden
          sx={{
            minWidth: 56,
            textAlign: 'right',
            fontVariantNumeric: 'tabular-nums',
            typography: 'h6',
            fontWeight: 600,
            color: count ? 'primary.main' : 'text.secondary',
          }}
        >
          {failed ? '–' : <CountUp count={count} language={i18n.language} />}
        </Box>
        <ChevronRightIcon aria-hidden fontSize="small" sx={{ color: 'text.secondary' }} />
      </ListItemButton>
    </ListItem>
  );
});

/**
 * The row's figure counting up (spec §2): a component of its own, so that each animation frame renders
 * this text only, not the row with its link and styles (on a slow phone the rows' re-renders were long tasks).
 */
function CountUp({ count, language }: { count?: number; language: string }) {
  const shown = useCountUp(count);
  if (shown === undefined) return <Skeleton variant="text" width={40} sx={{ ml: 'auto' }} />;
  return formatNumber(shown, language);
}
