import { zodResolver } from '@hookform/resolvers/zod';
import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  availableStatusNotes,
  exportFilterVisibility,
  METER_STATUSES,
  READING_REQUEST_STATUSES,
  type ReadingRequestStatus,
  type StatusNote,
} from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FilterSelect, MultiFilterSelect } from '../../components/filter-panel';
import { LazyDateRangeFilter } from '../../components/filter-panel/LazyDateRangeFilter';
import { isApiError } from '../../lib/api-error';
import { errorText } from '../../lib/error-text';
import { formatNumber } from '../../lib/format-number';
import { endSession } from '../../lib/session';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useDownloadExport, useExportJob } from './api/download-export';
import { useExportCompanies } from './api/export-companies';
import { useExportCount } from './api/export-count';
import { type ExportFailure, ExportFailureDialog } from './export-failure-dialog';
import {
  EXPORT_FORM_DEFAULTS,
  EXPORT_FORMATS,
  EXPORT_OPTIONS,
  type ExportFormValues,
  type ExportRequest,
  exportFormSchema,
  exportRequest,
} from './export-form-schema';
import type { ModeFormProps } from './transfer-page';

const KEY = 'importExport.export';

/** The export page's form for one mode: which records, their filters, the count and the download. */
export function ExportForm({ modeId, configuration }: ModeFormProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { control, handleSubmit, setValue, formState } = useForm<ExportFormValues>({
    resolver: zodResolver(exportFormSchema),
    defaultValues: EXPORT_FORM_DEFAULTS,
  });
  const values = useWatch({ control }) as ExportFormValues;
  const shown = exportFilterVisibility(modeId);
  const { companies, loading: companiesLoading } = useExportCompanies();
  const [failure, setFailure] = useState<ExportFailure | null>(null);
  // The export's job (its URL from the answer's headers) is polled for the progress while the body comes.
  const [jobUrl, setJobUrl] = useState<string>();
  const download = useDownloadExport(setJobUrl);
  const job = useExportJob(download.isPending ? jobUrl : undefined);

  // Spec §8: a 403 ends the session (the guard then opens /login), as a 401 does everywhere.
  const signOutOnForbidden = (error: unknown) => {
    if (!isApiError(error) || error.status !== 403) return false;
    endSession(queryClient);
    return true;
  };

  // The count follows the filters, asked once they have rested for the fetch debounce (1 s).
  const request = JSON.stringify(
    values.option === '2' && !values.company ? null : exportRequest(modeId, values, configuration),
  );
  const debounced = useDebouncedValue(request);
  const countRequest = useMemo(
    () => (JSON.parse(debounced) as ExportRequest | null) ?? undefined,
    [debounced],
  );
  const count = useExportCount(countRequest);
  useEffect(() => {
    if (!count.error) return;
    console.warn('the export count could not be loaded', count.error);
    if (isApiError(count.error) && count.error.status === 403) endSession(queryClient);
  }, [count.error, queryClient]);
  // A count of other filters than the shown ones is not shown (nor does it disable the download).
  const current = request === debounced && countRequest !== undefined;
  const records = current && count.data && !count.isFetching ? count.data.count : undefined;

  const onSubmit = handleSubmit((submitted) => {
    setJobUrl(undefined);
    download.mutate(
      { request: exportRequest(modeId, submitted, configuration), format: submitted.format },
      {
        onError: (error) => {
          if (signOutOnForbidden(error)) return;
          setFailure({
            message: error instanceof Error ? error.message : String(error),
            at: new Date().toISOString(),
          });
        },
      },
    );
  });

  const statusOptions = READING_REQUEST_STATUSES.map((status) => ({
    value: status,
    label: t(`readingRequests.statuses.${status}`),
  }));
  const noteOptions = availableStatusNotes(configuration).map((note) => ({
    value: note,
    label: t(`readingRequests.statusNotes.${note}`),
  }));
  const meterStatusOptions = METER_STATUSES.map((status) => ({
    value: status,
    label: t(`meters.statuses.${status}`),
  }));
  const dateLabels = modeId === '2' ? 'readingDate' : 'plannedStart';

  // Determinate once the job knows its total; the rows written so far, of it.
  const progress = download.isPending ? job.data : undefined;
  const total = progress?.rows_total || undefined;
  const percent =
    total === undefined ? undefined : Math.min(100, Math.round(((progress?.rows_done ?? 0) / total) * 100));
  const progressText =
    total === undefined
      ? t(`${KEY}.rowsUnknown`)
      : t(`${KEY}.rows`, {
          done: formatNumber(progress?.rows_done ?? 0, i18n.language),
          total: formatNumber(total, i18n.language),
        });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="export-options-label">
      <Stack spacing={3}>
        <Typography>{t(`${KEY}.intro.${modeId}`)}</Typography>
        <Controller
          control={control}
          name="option"
          render={({ field }) => (
            <FormControl>
              <FormLabel id="export-options-label">{t(`${KEY}.options.label`)}</FormLabel>
              <RadioGroup
                {...field}
                aria-labelledby="export-options-label"
                onChange={(event) => field.onChange(event.target.value)}
              >
                {EXPORT_OPTIONS.map((option) => (
                  <FormControlLabel
                    key={option}
                    value={option}
                    control={
                      <Radio slotProps={{ input: { 'data-testid': `export-option-${option}` } as object }} />
                    }
                    label={t(`${KEY}.options.${option}`)}
                    disabled={option === '2' && !companiesLoading && companies.length === 0}
                  />
                ))}
              </RadioGroup>
            </FormControl>
          )}
        />
        {values.option === '2' && (
          <Controller
            control={control}
            name="company"
            render={({ field }) => (
              <TextField
                select
                required
                label={t(`${KEY}.company`)}
                value={field.value}
                onChange={(event) => field.onChange(event.target.value)}
                onBlur={field.onBlur}
                inputRef={field.ref}
                size="small"
                error={Boolean(formState.errors.company)}
                helperText={errorText(t, formState.errors.company?.message)}
                sx={{ maxWidth: 420 }}
                slotProps={{ htmlInput: { 'data-testid': 'export-company' } }}
              >
                {companies.map((company) => (
                  <MenuItem key={company.resource_id} value={company.resource_id}>
                    {company.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        )}

        <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap' }}>
          <FilterSelect
            label={t(`${KEY}.filters.meterStatus`)}
            value={values.meterStatus || undefined}
            options={meterStatusOptions}
            onChange={(value) => setValue('meterStatus', (value ?? '') as ExportFormValues['meterStatus'])}
            testId="export-meter-status"
          />
          {shown.statuses && (
            <>
              <MultiFilterSelect
                label={t(`${KEY}.filters.statuses`)}
                value={values.statuses.join(',')}
                options={statusOptions}
                onChange={(chosen) => setValue('statuses', chosen.filter(Boolean) as ReadingRequestStatus[])}
                testId="export-statuses"
              />
              <MultiFilterSelect
                label={t(`${KEY}.filters.statusNotes`)}
                value={values.statusNotes.join(',')}
                options={noteOptions}
                onChange={(chosen) => setValue('statusNotes', chosen.filter(Boolean) as StatusNote[])}
                testId="export-status-notes"
              />
            </>
          )}
        </Stack>
        {shown.dates && (
          <Box role="group" aria-labelledby="export-dates-label">
            <FormLabel id="export-dates-label" component="div" sx={{ mb: 1.5 }}>
              {t(`${KEY}.filters.${dateLabels}`)}
            </FormLabel>
            <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap' }}>
              <LazyDateRangeFilter
                from={values.from || undefined}
                to={values.to || undefined}
                // Spec §5: a start after the end clears the end, an end before the start the start.
                onChange={({ from, to }) => {
                  setValue('from', from ?? '');
                  setValue('to', to ?? '');
                }}
              />
            </Stack>
          </Box>
        )}

        <Controller
          control={control}
          name="format"
          render={({ field }) => (
            <FormControl>
              <FormLabel id="export-format-label">{t(`${KEY}.format.label`)}</FormLabel>
              <RadioGroup
                {...field}
                row
                aria-labelledby="export-format-label"
                onChange={(event) => field.onChange(event.target.value)}
              >
                {EXPORT_FORMATS.map((format) => (
                  <FormControlLabel
                    key={format}
                    value={format}
                    control={<Radio />}
                    label={t(`${KEY}.format.${format}`)}
                  />
                ))}
              </RadioGroup>
            </FormControl>
          )}
        />

        <Typography role="status" aria-live="polite" data-testid="export-count">
          {request === 'null'
            ? t(`${KEY}.count.chooseCompany`)
            : records !== undefined
              ? t(`${KEY}.count.records`, { count: records, formatted: formatNumber(records, i18n.language) })
              : current && count.isError
                ? t(`${KEY}.count.unknown`)
                : t(`${KEY}.count.counting`)}
        </Typography>

        <Box>
          <Button
            type="submit"
            variant="contained"
            startIcon={<DownloadIcon />}
            disabled={download.isPending || records === 0}
            data-testid="export-download"
          >
            {t(download.isPending ? `${KEY}.downloading` : `${KEY}.download`)}
          </Button>
          {download.isPending && (
            <Box sx={{ mt: 2, maxWidth: 420 }} data-testid="export-progress">
              <LinearProgress
                variant={percent === undefined ? 'indeterminate' : 'determinate'}
                value={percent}
                aria-label={t(`${KEY}.progress`)}
                aria-valuetext={percent === undefined ? undefined : progressText}
              />
              <Typography variant="body2" sx={{ mt: 1 }} data-testid="export-progress-text">
                {progressText}
              </Typography>
            </Box>
          )}
        </Box>
      </Stack>
      <ExportFailureDialog failure={failure} onClose={() => setFailure(null)} />
    </Box>
  );
}
