import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type Job, type JobMessage, type JobState, jobMessagesTotal } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailItem, DetailList } from '../../components/detail-list';
import { PageLoading } from '../../components/page-loading';
import { formatDateTime } from '../../lib/format-date';
import { formatNumber } from '../../lib/format-number';
import { importKeys, useImportJob } from './api/upload-import';
import {
  actionLabel,
  jobMessageText,
  modeIdOf,
  objectLabel,
  resultCounts,
  resultSummary,
  stateText,
} from './import-history-text';

const KEY = 'importExport.history';

/** Up to this many messages are a list; more are a table of row, column and message. */
export const LISTED_MESSAGES = 10;

/** The theme palette of each state's border (the text stays the body colour: readable on white). */
const STATE_COLORS: Record<JobState, 'info' | 'success' | 'error'> = {
  running: 'info',
  succeeded: 'success',
  failed: 'error',
};

/** A job's state as a small outlined chip; a running one with its rows done of the total. */
export function JobStateChip({ job }: { job: Job }) {
  const { t, i18n } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      sx={{ color: 'text.primary', borderColor: `${STATE_COLORS[job.state]}.main` }}
      label={stateText(job, t, i18n.language)}
      data-testid="import-job-state"
    />
  );
}

/**
 * The report of one import (GET jobs/{id}/) in a dialog: when, what and by whom, its counts by record type
 * and every message by row and column. A running job is asked again every second (`JOB_POLL_MS`); when it
 * ends, the history's pages are refreshed.
 */
export function ImportJobReport({ jobId, onClose }: { jobId: string | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const queryClient = useQueryClient();
  const job = useImportJob(jobId);
  const data = job.data;

  const state = data?.state;
  const wasRunning = useRef(false);
  useEffect(() => {
    if (state === 'running') wasRunning.current = true;
    else if (state && wasRunning.current) {
      wasRunning.current = false;
      void queryClient.invalidateQueries({ queryKey: importKeys.lists() });
    }
  }, [state, queryClient]);

  return (
    <Dialog
      open={jobId !== undefined}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={phone}
      aria-labelledby={titleId}
      data-testid="import-report"
    >
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {data ? t(`${KEY}.report.title`, { name: data.file_name }) : t(`${KEY}.report.heading`)}
      </DialogTitle>
      <DialogContent dividers>
        {job.error ? (
          <Alert severity="error" data-testid="import-report-error">
            {t(`${KEY}.report.loadError`)}
          </Alert>
        ) : !data ? (
          <PageLoading py={4} />
        ) : (
          <ReportContent job={data} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus data-testid="import-report-close">
          {t(`${KEY}.report.close`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function ReportContent({ job }: { job: Job }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const countsId = useId();
  const messagesId = useId();
  const column = (name: string) => t(`${KEY}.columns.${name}`);
  const total = job.rows_total;
  const percent = total ? Math.min(100, Math.round((job.rows_done / total) * 100)) : undefined;

  return (
    <Stack spacing={3}>
      <DetailList>
        <DetailItem label={column('created')}>{formatDateTime(job.created, language)}</DetailItem>
        <DetailItem label={t(`${KEY}.report.finished`)}>{formatDateTime(job.finished, language)}</DetailItem>
        <DetailItem label={column('mode')}>{t(`importExport.modes.${modeIdOf(job.mode)}`)}</DetailItem>
        <DetailItem label={column('dry_run')}>{t(`${KEY}.dryRun.${job.dry_run}`)}</DetailItem>
        <DetailItem label={column('state')}>
          <JobStateChip job={job} />
        </DetailItem>
        <DetailItem label={t(`${KEY}.report.rows`)} testId="import-report-rows">
          {total === null
            ? formatNumber(job.rows_done, language)
            : t(`${KEY}.report.rowsValue`, {
                done: formatNumber(job.rows_done, language),
                total: formatNumber(total, language),
              })}
        </DetailItem>
        <DetailItem label={column('created_by')}>{job.created_by}</DetailItem>
      </DetailList>
      {job.state === 'running' && (
        <LinearProgress
          variant={percent === undefined ? 'indeterminate' : 'determinate'}
          value={percent}
          aria-label={t('importExport.import.progress')}
        />
      )}

      <Box component="section" aria-labelledby={countsId}>
        <Typography variant="subtitle1" component="h3" id={countsId} sx={{ fontWeight: 500, mb: 1 }}>
          {t(`${KEY}.report.counts`)}
        </Typography>
        <Typography variant="body2" sx={{ mb: 1 }} data-testid="import-report-summary">
          {resultSummary(job, t, language)}
        </Typography>
        <CountsTable job={job} />
      </Box>

      <Box component="section" aria-labelledby={messagesId}>
        <Typography variant="subtitle1" component="h3" id={messagesId} sx={{ fontWeight: 500, mb: 1 }}>
          {t(`${KEY}.report.messages`)}
          {/* All of the job's messages, also those it did not keep (its last line counts them). */}
          {job.messages.length > 0 && ` (${formatNumber(jobMessagesTotal(job.messages), language)})`}
        </Typography>
        <Messages messages={job.messages} />
      </Box>
    </Stack>
  );
}

/** The result's counts: a row per record type, a column per action (created, updated …). */
function CountsTable({ job }: { job: Job }) {
  const { t, i18n } = useTranslation();
  const counts = resultCounts(job.result);
  if (counts.length === 0) return null;
  const actions = [...new Set(counts.map((entry) => entry.action))];
  const objects = [...new Set(counts.map((entry) => entry.object))];
  const countOf = (object: string | null, action: string) =>
    counts.find((entry) => entry.object === object && entry.action === action)?.count;
  const label = t(`${KEY}.report.countsTable`);
  return (
    <TableContainer tabIndex={0} role="region" aria-label={label}>
      <Table size="small" aria-label={label} data-testid="import-report-counts" sx={{ width: 'auto' }}>
        <TableHead>
          <TableRow>
            <TableCell>{t(`${KEY}.report.object`)}</TableCell>
            {actions.map((action) => (
              <TableCell key={action} align="right">
                {actionLabel(action, t)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {objects.map((object) => (
            <TableRow key={object ?? ''}>
              <TableCell component="th" scope="row">
                {object === null ? t(`${KEY}.report.total`) : objectLabel(object, t)}
              </TableCell>
              {actions.map((action) => (
                <TableCell key={action} align="right">
                  {formatNumber(countOf(object, action), i18n.language)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Every message: a list of "Row N, column: message", a table when there are many. */
function Messages({ messages }: { messages: JobMessage[] }) {
  const { t } = useTranslation();
  if (messages.length === 0)
    return (
      <Typography variant="body2" color="textSecondary">
        {t(`${KEY}.report.noMessages`)}
      </Typography>
    );
  if (messages.length <= LISTED_MESSAGES)
    return (
      <Box component="ul" sx={{ m: 0, pl: 2.5 }} data-testid="import-report-messages">
        {messages.map((message, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: messages may repeat; their order is fixed.
          <li key={index}>
            <Typography variant="body2">{jobMessageText(message, t)}</Typography>
          </li>
        ))}
      </Box>
    );
  const label = t(`${KEY}.report.messagesTable`);
  return (
    <TableContainer tabIndex={0} role="region" aria-label={label}>
      <Table size="small" aria-label={label} data-testid="import-report-messages">
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: '6em' }}>{t(`${KEY}.report.row`)}</TableCell>
            <TableCell sx={{ width: '25%' }}>{t(`${KEY}.report.column`)}</TableCell>
            <TableCell>{t(`${KEY}.report.message`)}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {messages.map((message, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: messages may repeat; their order is fixed.
            <TableRow key={index}>
              <TableCell>{message.row ?? ''}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{message.column ?? ''}</TableCell>
              <TableCell>{message.message}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
