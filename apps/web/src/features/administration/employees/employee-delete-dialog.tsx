import Typography from '@mui/material/Typography';
import { type Employee, TIMINGS } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useSnackbar } from '../../../components/snackbar';
import { serverMessage } from '../../../lib/server-message';
import { invalidateEmployeeChange } from '../../../resources/directory';
import { deleteEmployee } from '../api/employees';

/**
 * The delete dialog of the employee form, with what the deletion touches (the server's deletion_counts): of
 * what the caller sees only, so it says that more may be touched.
 */
export function EmployeeDeleteDialog({
  employee,
  open,
  onCancel,
  onDeleted,
  onFailed,
}: {
  employee: Employee;
  open: boolean;
  onCancel: () => void;
  onDeleted: () => void;
  onFailed: (message: string) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { show } = useSnackbar();
  const [busy, setBusy] = useState(false);
  const counts = employee.deletion_counts;
  const onConfirm = async () => {
    setBusy(true);
    try {
      await deleteEmployee(employee.resource_id);
      show({
        message: t('administration.employees.form.deleted'),
        severity: 'success',
        durationMs: TIMINGS.deleteSnackbarMs,
      });
      await invalidateEmployeeChange(queryClient);
      onDeleted();
    } catch (error) {
      onFailed(serverMessage(error) ?? t('administration.teams.newError'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <ConfirmDialog
      open={open}
      title={t('administration.employees.form.deleteTitle', { email: employee.email })}
      content={
        <>
          <Typography>{t('administration.employees.form.deleteText')}</Typography>
          <ul data-testid="employee-delete-counts">
            <li>
              {t('administration.employees.form.buildingsAsDelegate', {
                count: counts.buildings_as_delegate,
              })}
            </li>
            <li>
              {t('administration.employees.form.buildingsAsManager', { count: counts.buildings_as_manager })}
            </li>
            <li>{t('administration.employees.form.newRequests', { count: counts.new_requests })}</li>
          </ul>
          <Typography variant="body2" color="textSecondary" data-testid="employee-delete-others">
            {t('administration.employees.form.othersMayExist')}
          </Typography>
        </>
      }
      confirmLabel={t('administration.employees.form.delete')}
      destructive
      busy={busy}
      onConfirm={() => void onConfirm()}
      onCancel={onCancel}
    />
  );
}
