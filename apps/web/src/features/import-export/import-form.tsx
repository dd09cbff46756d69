import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type JobMessage, jobMessagesTotal } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { apiUrl } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';
import { formatNumber } from '../../lib/format-number';
import { endSession } from '../../lib/session';
import { buildingKeys } from '../../resources/buildings';
import { dashboardKeys } from '../../resources/dashboard';
import { meterKeys } from '../../resources/meters';
import { readingRequestKeys } from '../../resources/reading-requests';
import { importKeys, useImportJob, useUploadImport } from './api/upload-import';
import {
  hasExtension,
  IMPORT_ACCEPT,
  importBackTo,
  importReportPath,
  SHOWN_MESSAGES,
} from './import-form-helpers';
import { jobMessageText } from './import-history-text';
import type { ModeFormProps } from './transfer-page';

const KEY = 'importExport.import';

interface ImportFailure {
  /** uploadError: the file did not reach the job (or the job could not be followed); processingError: rows refused. */
  kind: 'upload' | 'processing';
  detail?: string;
  messages: JobMessage[];
  /** A 409's duplicate, as a page of this app when it is a building or a meter. */
  duplicate?: string;
  /** The refused job: its report in the import history. */
  jobId?: string;
}

/** `…/api/v2/meters/{id}/` (or buildings) as the app's page of it. */
function pageOf(url: unknown): string | undefined {
  if (typeof url !== 'string') return undefined;
  const match = /\/api\/v2\/(meters|buildings)\/([0-9a-f-]{36})\/?$/.exec(url);
  return match ? `/${match[1]}/${match[2]}` : undefined;
}

const isForbidden = (error: unknown) => isApiError(error) && error.status === 403;

/** A failed request as the alert's uploadError with the server's message (and a 409's duplicate). */
function failureOf(error: unknown): ImportFailure {
  return {
    kind: 'upload',
    detail: error instanceof Error ? error.message : String(error),
    messages: [],
    duplicate:
      isApiError(error) && error.status === 409
        ? pageOf((error.data as { url?: unknown } | undefined)?.url)
        : undefined,
  };
}

/**
 * The import page's form for one mode (spec §2): the template, the file, Check (dry run) and Upload, the
 * job's progress while it runs, then a dialog for success or an alert with the refused rows. The accepted
 * job is kept in the URL (`?job=<id>`, replacing the entry): a reload follows it again and shows its end.
 */
export function ImportForm({ modeId, configuration }: ModeFormProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [ignored, setIgnored] = useState<string | null>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const jobId = searchParams.get('job') || undefined;
  // The job in the URL whose end is shown (or was dismissed): it is not followed any more.
  const [ended, setEnded] = useState<string | null>(null);
  const [failure, setFailure] = useState<ImportFailure | null>(null);
  const [done, setDone] = useState<{ dryRun: boolean; fileName: string } | null>(null);
  const upload = useUploadImport();
  const job = useImportJob(jobId);
  const backTo = importBackTo(configuration);
  const following = jobId !== undefined && ended !== jobId;
  const busy = upload.isPending || following;

  // Replaces the entry: the back button does not step through the jobs of this page.
  const setJobParam = useCallback(
    (id: string | undefined) =>
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (id) next.set('job', id);
          else next.delete('job');
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  // Spec §8: a 403 ends the session (the guard then opens /login), as a 401 does everywhere.
  const failWith = (error: unknown) => {
    if (isForbidden(error)) endSession(queryClient);
    else setFailure(failureOf(error));
  };

  // The job ended: its state decides between the success dialog and the refused rows.
  useEffect(() => {
    if (!jobId || ended === jobId) return;
    if (job.error) {
      setEnded(jobId);
      if (isForbidden(job.error)) endSession(queryClient);
      else setFailure(failureOf(job.error));
      return;
    }
    const data = job.data;
    if (!data || data.state === 'running') return;
    setEnded(jobId);
    void queryClient.invalidateQueries({ queryKey: importKeys.lists() });
    if (data.state === 'succeeded') {
      setDone({ dryRun: data.dry_run, fileName: data.file_name });
      if (!data.dry_run) {
        for (const key of [buildingKeys.all, meterKeys.all, readingRequestKeys.all, dashboardKeys.all])
          void queryClient.invalidateQueries({ queryKey: key });
      }
    } else {
      setFailure({ kind: 'processing', messages: data.messages, jobId });
    }
  }, [job.data, job.error, jobId, ended, queryClient]);

  /** The alert or dialog is put away: the URL no longer names its job. */
  const dismiss = () => {
    setFailure(null);
    setDone(null);
    if (jobId) setJobParam(undefined);
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // The same file may be chosen again (after a fix on disk).
    event.target.value = '';
    if (!chosen) return;
    dismiss();
    if (hasExtension(chosen.name)) {
      setFile(chosen);
      setIgnored(null);
    } else {
      setFile(null);
      setIgnored(chosen.name);
    }
  };

  const start = (dryRun: boolean) => {
    if (!file) return;
    dismiss();
    upload.mutate(
      { modeId, file, dryRun },
      {
        onSuccess: (answer) => setJobParam(answer.report),
        onError: failWith,
      },
    );
  };

  const progress = job.data?.state === 'running' ? job.data : undefined;
  const total = progress?.rows_total ?? null;
  const percent = total ? Math.min(100, Math.round(((progress?.rows_done ?? 0) / total) * 100)) : undefined;
  const shown = failure?.messages.slice(0, SHOWN_MESSAGES) ?? [];
  // The job's real number of messages: beyond the ones it kept, its last line counts the rest.
  const more = failure ? jobMessagesTotal(failure.messages) - shown.length : 0;

  return (
    <Stack spacing={3}>
      <Typography>{t(`${KEY}.intro.${modeId}`)}</Typography>
      <Box>
        <Link
          href={apiUrl(`reading_requests-template/${modeId}/`)}
          download
          data-testid="import-template"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
        >
          <DownloadIcon fontSize="small" aria-hidden />
          {t(`${KEY}.template`)}
        </Link>
      </Box>
      <Box role="group" aria-labelledby={`${inputId}-label`}>
        <Typography id={`${inputId}-label`} variant="subtitle2" component="p" sx={{ mb: 1 }}>
          {t(`${KEY}.file`)}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          {/* A real button opens the (hidden) picker: a label wrapping the input nests two controls. */}
          <Button
            variant="outlined"
            startIcon={<UploadFileIcon />}
            disabled={busy}
            onClick={() => inputRef.current?.click()}
            aria-describedby={`${inputId}-name`}
            sx={{ alignSelf: 'flex-start' }}
            data-testid="import-choose"
          >
            {t(`${KEY}.chooseFile`)}
          </Button>
          <input
            ref={inputRef}
            type="file"
            hidden
            accept={IMPORT_ACCEPT}
            onChange={choose}
            disabled={busy}
            data-testid="import-file"
          />
          <Typography
            id={`${inputId}-name`}
            data-testid="import-file-name"
            color={file ? 'textPrimary' : 'textSecondary'}
            sx={{ wordBreak: 'break-all' }}
          >
            {file ? file.name : t(`${KEY}.noFile`)}
          </Typography>
        </Stack>
        {ignored !== null && (
          <Alert severity="warning" sx={{ mt: 2 }} data-testid="import-ignored">
            {t(`${KEY}.noExtension`, { name: ignored })}
          </Alert>
        )}
      </Box>

      {busy && (
        <Box data-testid="import-progress">
          <LinearProgress
            variant={percent === undefined ? 'indeterminate' : 'determinate'}
            value={percent}
            aria-label={t(`${KEY}.progress`)}
          />
          <Typography variant="body2" sx={{ mt: 1 }} data-testid="import-progress-text">
            {upload.isPending
              ? t(`${KEY}.uploading`)
              : !job.data || total === null
                ? t(`${KEY}.rowsUnknown`)
                : t(`${KEY}.rows`, {
                    done: formatNumber(progress?.rows_done ?? 0, i18n.language),
                    total: formatNumber(total, i18n.language),
                  })}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {t(`${KEY}.mayTakeMinutes`)}
          </Typography>
        </Box>
      )}

      {failure && (
        <Alert severity="error" data-testid="import-error" onClose={dismiss}>
          <AlertTitle>
            {t(failure.kind === 'upload' ? 'importExport.uploadError' : 'importExport.processingError')}
          </AlertTitle>
          {failure.detail && <Typography variant="body2">{failure.detail}</Typography>}
          {failure.duplicate && (
            <Link component={RouterLink} to={failure.duplicate} data-testid="import-duplicate">
              {t(`${KEY}.duplicate`)}
            </Link>
          )}
          {shown.length > 0 && (
            <Box component="ul" sx={{ m: 0, pl: 2.5 }} data-testid="import-messages">
              {shown.map((message, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: messages may repeat; their order is fixed.
                <li key={index}>
                  <Typography variant="body2">{jobMessageText(message, t)}</Typography>
                </li>
              ))}
            </Box>
          )}
          {more > 0 && (
            <Typography variant="body2" sx={{ mt: 1 }} data-testid="import-more-messages">
              {t(`${KEY}.moreMessages`, { count: more, formatted: formatNumber(more, i18n.language) })}
            </Typography>
          )}
          {failure.jobId && (
            <Link
              component={RouterLink}
              to={importReportPath(failure.jobId)}
              sx={{ display: 'inline-block', mt: 1 }}
              data-testid="import-open-report"
            >
              {t(`${KEY}.openReport`)}
            </Link>
          )}
        </Alert>
      )}

      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          variant="outlined"
          disabled={!file || busy}
          onClick={() => start(true)}
          data-testid="import-check"
        >
          {t(`${KEY}.check`)}
        </Button>
        <Button
          variant="contained"
          disabled={!file || busy}
          onClick={() => start(false)}
          data-testid="import-upload"
        >
          {t(`${KEY}.upload`)}
        </Button>
        <Button component={RouterLink} to={backTo.to} data-testid="import-cancel">
          {t(`${KEY}.cancel`)}
        </Button>
      </Stack>

      <Dialog open={done !== null} onClose={dismiss} aria-labelledby="import-done-title">
        <DialogTitle id="import-done-title">
          {t(done?.dryRun ? 'importExport.dryRunSuccess' : 'importExport.uploadSuccess')}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            {done?.dryRun
              ? t(`${KEY}.checkedText`)
              : t(`${KEY}.importedText`, { name: done?.fileName ?? '' })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={dismiss} autoFocus={done?.dryRun} data-testid="import-done-close">
            {t(`${KEY}.close`)}
          </Button>
          {done && !done.dryRun && (
            <Button
              component={RouterLink}
              to={backTo.to}
              variant="contained"
              autoFocus
              data-testid="import-back-to"
            >
              {t(`${KEY}.backTo.${backTo.labelKey}`)}
            </Button>
          )}
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
