import { useTranslation } from 'react-i18next';
import { BulkAction } from '../../../components/bulk-action-panel';
import { useConfirm } from '../../../components/confirm-dialog';

export interface DeleteBulkActionProps {
  selectedCount: number;
  busy: boolean;
  onApply: () => void;
}

/** Bulk: delete the selected meters after a confirmation. */
export function DeleteBulkAction({ selectedCount, busy, onApply }: DeleteBulkActionProps) {
  const { t } = useTranslation();
  const { confirm, confirmDialog } = useConfirm();
  const handleApply = async () => {
    const confirmed = await confirm({
      title: t('meters.bulk.delete.confirmTitle', { count: selectedCount }),
      content: t('meters.bulk.delete.confirmText', { count: selectedCount }),
      confirmLabel: t('meters.bulk.delete.apply'),
      destructive: true,
    });
    if (confirmed) onApply();
  };
  return (
    <>
      <BulkAction
        title={t('meters.bulk.delete.title')}
        selectedCount={selectedCount}
        hasValue
        busy={busy}
        onApply={handleApply}
        applyLabel={t('meters.bulk.delete.apply')}
        destructive
      />
      {confirmDialog}
    </>
  );
}
