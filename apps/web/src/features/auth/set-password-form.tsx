import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, TextField } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { fieldErrorsOf } from '../../lib/api-error';
import { errorText, newPasswordFields, PASSWORD_MISMATCH_ISSUE, passwordsMatch } from '../../lib/form-rules';
import { muiRegister } from '../../lib/mui-register';
import {
  isStrongEnough,
  PasswordField,
  PasswordStrengthMeter,
  usePasswordStrength,
} from '../../lib/password';
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
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('auth.setPassword.title')}>
      <TextField label={t('auth.setPassword.email')} value={email} disabled autoComplete="username" />
      <PasswordField
        {...muiRegister(register('password'))}
        label={t('auth.setPassword.password')}
        autoComplete="new-password"
        autoFocus
        error={Boolean(errors.password)}
        helperText={errorText(t, errors.password?.message)}
        slotProps={{ htmlInput: { 'data-testid': 'set-password-password' } }}
      />
      <PasswordStrengthMeter score={score} />
      <PasswordField
        {...muiRegister(register('password_repeat', { deps: ['password'] }))}
        label={t('auth.setPassword.repeat')}
        autoComplete="new-password"
        error={Boolean(errors.password_repeat)}
        helperText={errorText(t, errors.password_repeat?.message)}
        slotProps={{ htmlInput: { 'data-testid': 'set-password-repeat' } }}
      />
      {generalError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {t('auth.setPassword.failed')} {generalError}
        </Alert>
      )}
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={!isValid || !isStrongEnough(score) || confirm.isPending}
        sx={{ mt: 2 }}
        data-testid="set-password-submit"
      >
        {t('auth.setPassword.submit')}
      </Button>
    </Box>
  );
}
