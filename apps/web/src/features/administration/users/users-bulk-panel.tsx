import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BulkAction, BulkActionPanel, useBulkRun } from '../../../components/bulk-action-panel';
import { invalidateUserChange } from '../../../resources/users';
import { setUserActive } from '../api/users';

type UserBulkKind = 'activate' | 'deactivate';

export interface UsersBulkPanelProps {
  open: boolean;
  onClose: () => void;
  /** resource_ids of the selected users. */
  selectedIds: string[];
  /** The signed-in user's id: never (de)activated, even when selected. */
  ownId: string | undefined;
}

/** The selected users other than the signed-in one (the server refuses changing the own account). */
export const usersToChange = (selectedIds: readonly string[], ownId: string | undefined) =>
  selectedIds.filter((id) => id !== ownId);

/** Bulk activate / deactivate of the users list: one PATCH per selected user, the own account skipped. */
export function UsersBulkPanel({ open, onClose, selectedIds, ownId }: UsersBulkPanelProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { run, busy } = useBulkRun<UserBulkKind>({
    messageKey: (kind, outcome) => `administration.users.bulk.${kind}.${outcome}`,
    onSettled: () => invalidateUserChange(queryClient),
  });
  const ids = usersToChange(selectedIds, ownId);
  const skipsOwn = ids.length < selectedIds.length;
  const apply = (kind: UserBulkKind) => run(kind, ids, (id) => setUserActive(id, kind === 'activate'));

  return (
    <BulkActionPanel open={open} onClose={onClose} selectedCount={selectedIds.length}>
      {(['activate', 'deactivate'] as const).map((kind) => (
        <BulkAction
          key={kind}
          title={t(`administration.users.bulk.${kind}.title`)}
          selectedCount={ids.length}
          hasValue
          busy={busy === kind}
          onApply={() => void apply(kind)}
          destructive={kind === 'deactivate'}
        />
      ))}
      {skipsOwn && (
        <Typography variant="body2" color="textSecondary" data-testid="users-bulk-own-skipped">
          {t('administration.users.bulk.ownSkipped')}
        </Typography>
      )}
    </BulkActionPanel>
  );
}
