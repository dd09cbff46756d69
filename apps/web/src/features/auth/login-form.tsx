import { Box, Button, Link, Stack } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppLink } from '../../lib/app-link';
import { errorText } from '../../lib/error-text';
import { PasswordField } from '../../lib/password';
import { TextInput } from '../../lib/text-input';
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
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label={t('auth.login.title')}
      data-testid="login-form"
    >
      <TextInput
        {...field('email')}
        label={t('auth.login.email')}
        type="email"
        autoComplete="username"
        autoFocus
        error={Boolean(emailMessage)}
        helperText={errorText(t, emailMessage, { max: 254 })}
        slotProps={{ htmlInput: { 'data-testid': 'login-email' } }}
      />
      <PasswordField
        {...field('password')}
        label={t('auth.login.password')}
        autoComplete="current-password"
        error={Boolean(passwordMessage)}
        helperText={passwordMessage}
        slotProps={{
          htmlInput: { 'data-testid': 'login-password' },
          formHelperText: { role: serverError ? 'alert' : undefined },
        }}
      />
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 0.5 }}>
        <Link
          component={AppLink}
          to={resetPath(values.email)}
          variant="body2"
          data-testid="login-forgot-password"
        >
          {t('auth.login.forgotPassword')}
        </Link>
      </Stack>
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={!isValid || isSubmitting}
        sx={{ mt: 3 }}
        data-testid="login-submit"
      >
        {isSubmitting ? t('auth.login.submitting') : t('auth.login.submit')}
      </Button>
    </Box>
  );
}
