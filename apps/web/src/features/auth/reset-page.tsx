import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { z } from 'zod';
import { PlainAlert, PlainTextField } from '../../components/plain';
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
  const { register, handleSubmit, formState } = useForm<ResetValues>({
    resolver: zodResolver(resetSchema),
    mode: 'all',
    defaultValues: { email },
  });
  const onSubmit = handleSubmit((values) => reset.mutate(values.email));
  const failure = reset.isError ? (serverMessage(reset.error) ?? t('reset.failed')) : undefined;
  const emailMessage = errorText(t, formState.errors.email?.message, { max: 254 }) ?? failure;
  const emailField = register('email', { onChange: () => reset.reset() });

  return (
    <AuthPanel title={t('reset.title')}>
      {reset.isSuccess ? (
        <PlainAlert tone="success" testId="reset-success">
          {t('reset.successNext')}
        </PlainAlert>
      ) : (
        <form noValidate onSubmit={onSubmit} aria-label={t('reset.title')}>
          <p className="p-intro">{t('reset.intro')}</p>
          <PlainTextField
            {...emailField}
            label={t('reset.email')}
            type="email"
            autoComplete="email"
            autoFocus
            error={Boolean(emailMessage)}
            helperText={emailMessage}
            data-testid="reset-email"
          />
          <button
            type="submit"
            className="p-button contained full auth-submit"
            disabled={!formState.isValid || reset.isPending}
            data-testid="reset-submit"
          >
            {t('reset.submit')}
          </button>
        </form>
      )}
      <div className="auth-after">
        <RouterLink to="/login" className="p-link">
          {t('reset.backToLogin')}
        </RouterLink>
      </div>
    </AuthPanel>
  );
}
