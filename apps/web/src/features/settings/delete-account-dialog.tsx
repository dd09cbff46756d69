import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Dialog, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { TIMINGS } from '@portal/contracts';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialogActions } from '../../components/form-dialog-actions';
import { PlainPasswordField } from '../../components/plain';
import { useSnackbar } from '../../components/snackbar';
import { errorText, requiredPassword } from '../../lib/form-rules';
import { serverMessage } from '../../lib/server-message';
import { useSession } from '../../lib/session';
import { useDeleteAccount, WrongPasswordError } from './api/delete-account';

const schema = z.object({ password: requiredPassword() });

/** Deletes the signed-in user's own account after re-entering the password, then logs out. */
export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const { show } = useSnackbar();
  const { logout } = useSession();
  const remove = useDeleteAccount();
  const { register, handleSubmit, formState, setError } = useForm<{ password: string }>({
    resolver: zodResolver(schema),
    mode: 'all',
    defaultValues: { password: '' },
  });

  const onSubmit = handleSubmit(({ password }) =>
    remove.mutate(password, {
      onSuccess: () => {
        show({
          message: t('navigation.deleteAccountSuccess'),
          severity: 'success',
          durationMs: TIMINGS.snackbarMs,
        });
        onClose();
        logout();
      },
      onError: (error) => {
        if (error instanceof WrongPasswordError)
          setError('password', { message: 'deleteAccount.password_error' });
      },
    }),
  );
  const otherFailure = remove.isError && !(remove.error instanceof WrongPasswordError);

  return (
    <Dialog
      open={open}
      onClose={remove.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <form noValidate onSubmit={onSubmit} data-testid="delete-account-dialog">
        <DialogTitle id={titleId}>{t('deleteAccount.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('deleteAccount.text')}</DialogContentText>
          <PlainPasswordField
            {...register('password', { onChange: () => remove.reset() })}
            label={t('deleteAccount.password')}
            autoComplete="current-password"
            autoFocus
            error={Boolean(formState.errors.password)}
            helperText={errorText(t, formState.errors.password?.message)}
            data-testid="delete-account-password"
          />
          {otherFailure && (
            <Alert severity="error" sx={{ mt: 1 }} data-testid="delete-account-error">
              {t('navigation.deleteAccountError')} {serverMessage(remove.error)}
            </Alert>
          )}
        </DialogContent>
        <FormDialogActions
          onCancel={onClose}
          busy={remove.isPending}
          incomplete={!formState.isValid}
          submitLabel={t('deleteAccount.confirm')}
          submitTestId="delete-account-confirm"
          destructive
        />
      </form>
    </Dialog>
  );
}
