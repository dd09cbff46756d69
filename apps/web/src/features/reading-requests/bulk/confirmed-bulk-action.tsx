import { BulkAction } from '../../../components/bulk-action-panel';
import { useConfirm } from '../../../components/confirm-dialog';

export interface ConfirmedBulkActionProps {
  title: string;
  applyLabel: string;
  confirmTitle: string;
  confirmText: string;
  selectedCount: number;
  busy: boolean;
  destructive?: boolean;
  onApply: () => void;
}

/** A bulk action without a value (delete, reject) that runs after a confirmation. */
export function ConfirmedBulkAction(props: ConfirmedBulkActionProps) {
  const { title, applyLabel, confirmTitle, confirmText, selectedCount, busy, destructive, onApply } = props;
  const { confirm, confirmDialog } = useConfirm();
  const handleApply = async () => {
    const confirmed = await confirm({
      title: confirmTitle,
      content: confirmText,
      confirmLabel: applyLabel,
      destructive,
    });
    if (confirmed) onApply();
  };
  return (
    <>
      <BulkAction
        title={title}
        selectedCount={selectedCount}
        hasValue
        busy={busy}
        onApply={handleApply}
        applyLabel={applyLabel}
        destructive={destructive}
      />
      {confirmDialog}
    </>
  );
}
