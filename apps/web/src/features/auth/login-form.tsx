import { Box, Button, Link, Stack } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { errorText } from '../../lib/error-text';
import { muiRegister } from '../../lib/mui-register';
import { PasswordField } from '../../lib/password';
import { useSession } from '../../lib/session';
import { TextInput } from '../../lib/text-input';
import { loginErrorText } from './login-error';
import { type LoginValues, loginResolver } from './login-schema';

/** The reset page for the typed e-mail; `@` stays readable in the path. */
export const resetPath = (email: string) =>
  email.trim() ? `/login/reset/${encodeURIComponent(email.trim()).replace(/%40/g, '@')}` : '/login/reset';

/** E-mail and password; after success the route guard moves on to the redirect target. */
export function LoginForm() {
  const { t } = useTranslation();
  const { login } = useSession();
  const [serverError, setServerError] = useState<string>();
  const { register, handleSubmit, formState, watch } = useForm<LoginValues>({
    resolver: loginResolver,
    mode: 'all',
    defaultValues: { email: '', password: '' },
  });
  const { errors, isValid, isSubmitting } = formState;
  const email = watch('email');
  // Any edit clears the previous server answer.
  const clearServerError = () => setServerError(undefined);

  const onSubmit = handleSubmit(async (values) => {
    setServerError(undefined);
    try {
      await login({ email: values.email.trim(), password: values.password });
    } catch (error) {
      setServerError(loginErrorText(error, t));
    }
  });

  const passwordMessage = errorText(t, errors.password?.message) ?? serverError;
  const emailField = register('email', { onChange: clearServerError });
  const passwordField = register('password', { onChange: clearServerError });
  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label={t('auth.login.title')}
      data-testid="login-form"
    >
      <TextInput
        {...muiRegister(emailField)}
        label={t('auth.login.email')}
        type="email"
        autoComplete="username"
        autoFocus
        error={Boolean(errors.email)}
        helperText={errorText(t, errors.email?.message, { max: 254 })}
        slotProps={{ htmlInput: { 'data-testid': 'login-email' } }}
      />
      <PasswordField
        {...muiRegister(passwordField)}
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
          component={RouterLink}
          to={resetPath(email)}
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
