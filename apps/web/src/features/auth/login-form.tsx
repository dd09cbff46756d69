import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainPasswordField, PlainTextField } from '../../components/plain';
import { useAppLink } from '../../lib/app-link';
import { errorText } from '../../lib/error-text';
import './auth-panel.css';
import { loginErrorText } from './login-error';
import { type LoginValues, loginErrors } from './login-schema';
import type { LoginActions } from './login-view';

/** The reset page for the typed e-mail; `@` stays readable in the path. */
export const resetPath = (email: string) =>
  email.trim() ? `/login/reset/${encodeURIComponent(email.trim()).replace(/%40/g, '@')}` : '/login/reset';

/** E-mail and password; after success the page moves on to the redirect target (the route guard, or src/login.tsx). */
export function LoginForm({ login }: Pick<LoginActions, 'login'>) {
  const { t } = useTranslation();
  const AppLink = useAppLink();
  const [serverError, setServerError] = useState<string>();
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  // A field's message shows once it was edited or left (as react-hook-form's mode "all" did).
  const [touched, setTouched] = useState<Partial<Record<keyof LoginValues, boolean>>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const errors = loginErrors(values);
  const isValid = !errors.email && !errors.password;
  const field = (name: keyof LoginValues) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setTouched((current) => ({ ...current, [name]: true }));
      // Any edit clears the previous server answer.
      setServerError(undefined);
    },
    onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
  });
  const shown = (name: keyof LoginValues) => (touched[name] ? errors[name] : undefined);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isValid || isSubmitting) return;
    setServerError(undefined);
    setSubmitting(true);
    try {
      await login({ email: values.email.trim(), password: values.password });
    } catch (error) {
      setServerError(loginErrorText(error, t));
    } finally {
      setSubmitting(false);
    }
  };

  const emailMessage = shown('email');
  const passwordMessage = errorText(t, shown('password')) ?? serverError;
  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('auth.login.title')} data-testid="login-form">
      <PlainTextField
        {...field('email')}
        label={t('auth.login.email')}
        type="email"
        autoComplete="username"
        autoFocus
        error={Boolean(emailMessage)}
        helperText={errorText(t, emailMessage, { max: 254 })}
        data-testid="login-email"
      />
      <PlainPasswordField
        {...field('password')}
        label={t('auth.login.password')}
        autoComplete="current-password"
        error={Boolean(passwordMessage)}
        helperText={passwordMessage}
        helperRole={serverError ? 'alert' : undefined}
        data-testid="login-password"
      />
      <div className="auth-actions">
        <AppLink to={resetPath(values.email)} className="p-link" data-testid="login-forgot-password">
          {t('auth.login.forgotPassword')}
        </AppLink>
      </div>
      <button
        type="submit"
        className="p-button contained full auth-submit"
        disabled={!isValid || isSubmitting}
        data-testid="login-submit"
      >
        {isSubmitting ? t('auth.login.submitting') : t('auth.login.submit')}
      </button>
    </form>
  );
}
