import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Link, TextField, Typography } from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { z } from 'zod';
import { errorText, requiredEmail } from '../../lib/form-rules';
import { serverMessage } from '../../lib/server-message';
import { useRequestPasswordReset } from './api/request-password-reset';
import { AuthPanel } from './auth-panel';

const resetSchema = z.object({ email: requiredEmail() });
type ResetValues = z.infer<typeof resetSchema>;

/** /login/reset and /login/reset/:email: asks for a reset link by e-mail. */
export function ResetPage() {
  const { t } = useTranslation();
  const { email = '' } = useParams();
  const reset = useRequestPasswordReset();
  const { control, handleSubmit, formState } = useForm<ResetValues>({
    resolver: zodResolver(resetSchema),
    mode: 'all',
    defaultValues: { email },
  });
  const onSubmit = handleSubmit((values) => reset.mutate(values.email));
  const failure = reset.isError ? (serverMessage(reset.error) ?? t('reset.failed')) : undefined;
  const emailMessage = errorText(t, formState.errors.email?.message, { max: 254 }) ?? failure;

  return (
    <AuthPanel title={t('reset.title')}>
      {reset.isSuccess ? (
        <Alert severity="success" data-testid="reset-success" sx={{ mt: 1 }}>
          {t('reset.successNext')}
        </Alert>
      ) : (
        <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('reset.title')}>
          <Typography color="textSecondary">{t('reset.intro')}</Typography>
          {/* Controlled, so that the label of the prefilled e-mail sits above the value from the start. */}
          <Controller
            name="email"
            control={control}
            render={({ field: { ref, ...field } }) => (
              <TextField
                {...field}
                inputRef={ref}
                onChange={(event) => {
                  reset.reset();
                  field.onChange(event);
                }}
                label={t('reset.email')}
                type="email"
                autoComplete="email"
                autoFocus
                error={Boolean(emailMessage)}
                helperText={emailMessage}
                slotProps={{ htmlInput: { 'data-testid': 'reset-email' } }}
              />
            )}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            disabled={!formState.isValid || reset.isPending}
            sx={{ mt: 2 }}
            data-testid="reset-submit"
          >
            {t('reset.submit')}
          </Button>
        </Box>
      )}
      <Link component={RouterLink} to="/login" variant="body2" sx={{ mt: 3, alignSelf: 'flex-start' }}>
        {t('reset.backToLogin')}
      </Link>
    </AuthPanel>
  );
}
