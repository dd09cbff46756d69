import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  PasswordStrengthMeter,
  PlainAlert,
  PlainPasswordField,
  PlainTextField,
} from '../../components/plain';
import { fieldErrorsOf } from '../../lib/api-error';
import { errorText, newPasswordFields, PASSWORD_MISMATCH_ISSUE, passwordsMatch } from '../../lib/form-rules';
import { isStrongEnough, usePasswordStrength } from '../../lib/password';
import { serverMessage } from '../../lib/server-message';
import { useConfirmPasswordReset } from './api/confirm-password-reset';

const setPasswordSchema = z.object(newPasswordFields).refine(passwordsMatch, PASSWORD_MISMATCH_ISSUE);
type SetPasswordValues = z.infer<typeof setPasswordSchema>;

interface SetPasswordFormProps {
  token: string;
  email: string;
  onDone: () => void;
}

export function SetPasswordForm({ token, email, onDone }: SetPasswordFormProps) {
  const { t } = useTranslation();
  const confirm = useConfirmPasswordReset();
  const { register, handleSubmit, formState, watch, setError } = useForm<SetPasswordValues>({
    resolver: zodResolver(setPasswordSchema),
    mode: 'all',
    defaultValues: { password: '', password_repeat: '' },
  });
  const { errors, isValid } = formState;
  const score = usePasswordStrength(watch('password'), [email]);

  const onSubmit = handleSubmit((values) =>
    confirm.mutate(
      { token, ...values },
      {
        onSuccess: onDone,
        onError: (error) => {
          const fields = fieldErrorsOf(error);
          for (const name of ['password', 'password_repeat'] as const) {
            const message = fields[name]?.[0];
            if (message) setError(name, { message });
          }
        },
      },
    ),
  );
  const generalError =
    confirm.isError && !fieldErrorsOf(confirm.error).password ? serverMessage(confirm.error) : undefined;

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('auth.setPassword.title')}>
      <PlainTextField label={t('auth.setPassword.email')} value={email} disabled autoComplete="username" />
      <PlainPasswordField
        {...register('password')}
        label={t('auth.setPassword.password')}
        autoComplete="new-password"
        autoFocus
        error={Boolean(errors.password)}
        helperText={errorText(t, errors.password?.message)}
        data-testid="set-password-password"
      />
      <PasswordStrengthMeter score={score} />
      <PlainPasswordField
        {...register('password_repeat', { deps: ['password'] })}
        label={t('auth.setPassword.repeat')}
        autoComplete="new-password"
        error={Boolean(errors.password_repeat)}
        helperText={errorText(t, errors.password_repeat?.message)}
        data-testid="set-password-repeat"
      />
      {generalError && (
        <PlainAlert tone="error">
          {t('auth.setPassword.failed')} {generalError}
        </PlainAlert>
      )}
      <button
        type="submit"
        className="p-button contained full auth-submit"
        disabled={!isValid || !isStrongEnough(score) || confirm.isPending}
        data-testid="set-password-submit"
      >
        {t('auth.setPassword.submit')}
      </button>
    </form>
  );
}
