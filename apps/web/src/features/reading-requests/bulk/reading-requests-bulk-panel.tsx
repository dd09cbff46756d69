import {
  availableStatusNotes,
  canDispatchReadingRequest,
  isMeterReader,
  type StatusNote,
} from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BulkActionPanel, SelectBulkAction, useBulkRun } from '../../../components/bulk-action-panel';
import { useConfirm } from '../../../components/confirm-dialog';
import { useSession } from '../../../lib/session';
import { useEmployees } from '../../../resources/directory';
import { invalidateReadingRequestChange } from '../../../resources/reading-requests';
import { deleteReadingRequest } from '../api/delete-reading-request';
import { patchReadingRequest, rejectReadingRequest } from '../api/patch-reading-request';
import { ConfirmedBulkAction } from './confirmed-bulk-action';

type RequestBulkKind = 'delegate' | 'delete' | 'reject';

export interface ReadingRequestsBulkPanelProps {
  open: boolean;
  onClose: () => void;
  /** resource_ids of the selected requests. */
  selectedIds: string[];
  /** After a bulk delete: the deleted requests leave the selection. */
  onDeleted: (ids: string[]) => void;
}

/** The note the reject action starts from: "reading not performed" (spec §4) where the configuration offers it. */
const DEFAULT_REJECT_NOTE: StatusNote = 'reading_period_finalized';

/**
 * The side panel of the reading requests list: set the delegate, delete, reject with a status note (the
 * configured AVAILABLE_STATUS_NOTES; "reading not performed" chosen at first). One call per request,
 * each after a confirmation; green and red snackbars with the counts. Only new requests can be deleted or
 * rejected: the others fail with the server's message.
 */
export function ReadingRequestsBulkPanel({
  open,
  onClose,
  selectedIds,
  onDeleted,
}: ReadingRequestsBulkPanelProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { actor, configuration } = useSession();
  const notes = configuration ? availableStatusNotes(configuration) : [];
  const dispatch = Boolean(actor && canDispatchReadingRequest(actor));
  const deletes = Boolean(actor && !isMeterReader(actor));
  const employees = useEmployees(open && dispatch);
  const { confirm, confirmDialog } = useConfirm();
  const { run, busy } = useBulkRun<RequestBulkKind>({
    messageKey: (kind, outcome) => `readingRequests.bulk.${kind}.${outcome}`,
    onSettled: () => invalidateReadingRequestChange(queryClient),
  });
  const count = selectedIds.length;

  const handleDelegate = async (delegate: string | null) => {
    if (!delegate) return false;
    const name =
      employees.delegates.find((employee) => employee.email === delegate)?.employee.name || delegate;
    const confirmed = await confirm({
      title: t('readingRequests.bulk.delegate.confirmTitle', { count }),
      content: t('readingRequests.bulk.delegate.confirmText', { count, name }),
      confirmLabel: t('readingRequests.bulk.delegate.apply'),
    });
    if (!confirmed) return false;
    await run('delegate', [...selectedIds], (id) => patchReadingRequest(id, { delegate }));
    return true;
  };
  const noteLabel = (note: string) => t(`readingRequests.statusNotes.${note}`, { defaultValue: note });
  const handleReject = async (note: string | null) => {
    const statusNote = notes.find((offered) => offered === note);
    if (!statusNote) return false;
    const confirmed = await confirm({
      title: t('readingRequests.bulk.reject.confirmTitle', { count }),
      content: t('readingRequests.bulk.reject.confirmText', { count, note: noteLabel(statusNote) }),
      confirmLabel: t('readingRequests.bulk.reject.apply'),
    });
    if (!confirmed) return false;
    await run('reject', [...selectedIds], (id) => rejectReadingRequest(id, statusNote));
    return true;
  };
  const handleDelete = async () => {
    const ids = [...selectedIds];
    const result = await run('delete', ids, deleteReadingRequest);
    const failed = new Set(result.errors.map((entry) => entry.item));
    onDeleted(ids.filter((id) => !failed.has(id)));
  };

  return (
    <BulkActionPanel open={open} onClose={onClose} selectedCount={count}>
      {dispatch && (
        <SelectBulkAction
          title={t('readingRequests.bulk.delegate.title')}
          fieldLabel={t('readingRequests.fields.delegate')}
          options={employees.delegates.map((employee) => ({
            value: employee.email,
            label: employee.employee.name || employee.email,
          }))}
          selectedCount={count}
          busy={busy === 'delegate'}
          onApply={handleDelegate}
          testId="requests-bulk-delegate"
        />
      )}
      {notes.length > 0 && (
        <SelectBulkAction
          title={t('readingRequests.bulk.reject.title')}
          fieldLabel={t('readingRequests.bulk.reject.note')}
          options={notes.map((note) => ({ value: note, label: noteLabel(note) }))}
          defaultValue={notes.includes(DEFAULT_REJECT_NOTE) ? DEFAULT_REJECT_NOTE : undefined}
          applyLabel={t('readingRequests.bulk.reject.apply')}
          selectedCount={count}
          busy={busy === 'reject'}
          onApply={handleReject}
          testId="requests-bulk-reject-note"
        />
      )}
      {deletes && (
        <ConfirmedBulkAction
          title={t('readingRequests.bulk.delete.title')}
          applyLabel={t('readingRequests.bulk.delete.apply')}
          confirmTitle={t('readingRequests.bulk.delete.confirmTitle', { count })}
          confirmText={t('readingRequests.bulk.delete.confirmText', { count })}
          selectedCount={count}
          busy={busy === 'delete'}
          destructive
          onApply={() => void handleDelete()}
        />
      )}
      {confirmDialog}
    </BulkActionPanel>
  );
}
