import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { PasswordStrengthMeter, PlainAlert, PlainPasswordField } from '../../components/plain';
import { fieldErrorsOf } from '../../lib/api-error';
import { errorText, newPasswordFields, PASSWORD_MISMATCH_ISSUE, passwordsMatch } from '../../lib/form-rules';
import { isStrongEnough, usePasswordStrength } from '../../lib/password';
import { serverMessage } from '../../lib/server-message';
import { useSession } from '../../lib/session';
import { useChangePassword } from './api/change-password';

const changePasswordSchema = z
  .object({ old_password: z.string().min(1, { error: 'form.password.required' }), ...newPasswordFields })
  .refine(passwordsMatch, PASSWORD_MISMATCH_ISSUE);
type ChangePasswordValues = z.infer<typeof changePasswordSchema>;
const FIELDS = ['old_password', 'password', 'password_repeat'] as const;

/** Old, new and repeated password; submit only when valid and the new one is not trivially guessable. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const { user } = useSession();
  const change = useChangePassword();
  const { register, handleSubmit, formState, watch, setError, reset } = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    mode: 'all',
    defaultValues: { old_password: '', password: '', password_repeat: '' },
  });
  const { errors, isValid, touchedFields, isSubmitted } = formState;
  // The repeat field is re-checked while the new password is typed, but says so only once visited.
  const shownError = (name: (typeof FIELDS)[number]) =>
    touchedFields[name] || isSubmitted ? errors[name] : undefined;
  const userInputs = [user?.email ?? '', user?.employee.name ?? ''].filter(Boolean);
  const score = usePasswordStrength(watch('password'), userInputs);

  const onSubmit = handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => reset(),
      onError: (error) => {
        const fields = fieldErrorsOf(error);
        for (const name of FIELDS) {
          const message = fields[name]?.[0];
          if (message) setError(name, { message });
        }
      },
    }),
  );
  const field = (name: (typeof FIELDS)[number], autoComplete: string) => ({
    ...register(name, name === 'password' ? { deps: ['password_repeat'] } : undefined),
    label: t(`settings.fields.${name}`),
    autoComplete,
    error: Boolean(shownError(name)),
    helperText: errorText(t, shownError(name)?.message),
    'data-testid': `settings-${name}`,
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('settings.title')}>
      <PlainPasswordField {...field('old_password', 'current-password')} />
      <PlainPasswordField {...field('password', 'new-password')} />
      <PasswordStrengthMeter score={score} />
      <PlainPasswordField {...field('password_repeat', 'new-password')} />
      {change.isError && (
        <PlainAlert tone="error" compact testId="settings-error">
          {t('settings.resetFailed')} {serverMessage(change.error)}
        </PlainAlert>
      )}
      {change.isSuccess && (
        <PlainAlert tone="success" compact testId="settings-success">
          {t('settings.successNext')}
        </PlainAlert>
      )}
      <button
        type="submit"
        className="p-button contained p-gap-above"
        disabled={!isValid || !isStrongEnough(score) || change.isPending}
        data-testid="settings-submit"
      >
        {t('settings.submit')}
      </button>
    </form>
  );
}
