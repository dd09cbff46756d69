import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LIMITS, type Meter } from '@portal/contracts';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { errorText } from '../../lib/form-rules';
import { muiRegister } from '../../lib/mui-register';
import { useEmployees } from '../../resources/directory';
import { meterTitle } from '../../resources/meters';
import { RequestDateField } from './request-date-field';
import { type RequestFormValues, requestFormSchema } from './request-form-schema';
import { type SubmitProblem, useSubmitRequest } from './use-submit-request';

export interface NewRequestFormProps {
  meter: Meter;
  /** Where Cancel goes: the meter page. */
  cancelPath: string;
  /** Start values other than the defaults (today until two weeks later, no delegate). */
  initialValues?: Partial<RequestFormValues>;
}

/** The planned window offered at first: from today for two weeks. */
const DEFAULT_WINDOW_DAYS = 14;

/** Meter (read-only), planned start and end, delegate, reason and note. */
export function NewRequestForm({ meter, cancelPath, initialValues }: NewRequestFormProps) {
  const { t } = useTranslation();
  const { delegates } = useEmployees();
  const [problem, setProblem] = useState<SubmitProblem>(null);
  const { control, register, handleSubmit, formState, setError } = useForm<RequestFormValues>({
    resolver: zodResolver(requestFormSchema()),
    mode: 'onChange',
    defaultValues: {
      planned_reading_date: dayjs().startOf('day'),
      planned_reading_date_end: dayjs().startOf('day').add(DEFAULT_WINDOW_DAYS, 'day'),
      delegate: '',
      reason: '',
      note: '',
      ...initialValues,
    },
  });
  const { submit, pending } = useSubmitRequest(meter, setError);
  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    setProblem(await submit(values));
  });
  const textField = (name: 'reason' | 'note') => ({
    ...muiRegister(register(name)),
    label: t(`readingRequests.fields.${name}`),
    fullWidth: true,
    error: Boolean(formState.errors[name]),
    helperText: errorText(t, formState.errors[name]?.message, { max: LIMITS.shortText }),
    slotProps: { htmlInput: { maxLength: LIMITS.shortText, 'data-testid': `request-${name}` } },
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('readingRequests.new.title')}>
      <Stack spacing={2.5}>
        <TextField
          label={t('readingRequests.fields.meter')}
          value={`${meterTitle(meter)} · ${t(`media.${meter.physical_medium}`)}`}
          fullWidth
          slotProps={{ input: { readOnly: true }, htmlInput: { 'data-testid': 'request-meter' } }}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <RequestDateField
            name="planned_reading_date"
            other="planned_reading_date_end"
            control={control}
            label={t('readingRequests.fields.planned_reading_date')}
          />
          <RequestDateField
            name="planned_reading_date_end"
            other="planned_reading_date"
            control={control}
            label={t('readingRequests.fields.planned_reading_date_end')}
          />
        </Stack>
        <Controller
          name="delegate"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              select
              {...field}
              label={t('readingRequests.fields.delegate')}
              fullWidth
              error={Boolean(fieldState.error)}
              helperText={errorText(t, fieldState.error?.message)}
              slotProps={{ htmlInput: { 'data-testid': 'request-delegate' } }}
            >
              <MenuItem value="">{t('readingRequests.noDelegate')}</MenuItem>
              {delegates.map((employee) => (
                <MenuItem key={employee.email} value={employee.email}>
                  {employee.employee.name ? `${employee.employee.name} (${employee.email})` : employee.email}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <TextField {...textField('reason')} />
        <TextField {...textField('note')} multiline minRows={2} />
        {problem?.kind === 'duplicate' && (
          <Alert severity="warning" data-testid="request-duplicate">
            {t('readingRequests.duplicateError')}
          </Alert>
        )}
        {problem?.kind === 'error' && (
          <Alert severity="error" data-testid="request-error">
            {[t('readingRequests.new.saveError'), problem.message].filter(Boolean).join(' ')}
          </Alert>
        )}
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
          <Button component={RouterLink} to={cancelPath}>
            {t('common.actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={pending} data-testid="request-submit">
            {t('common.actions.save')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
