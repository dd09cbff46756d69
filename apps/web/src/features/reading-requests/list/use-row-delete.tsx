import DeleteIcon from '@mui/icons-material/Delete';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { canDeleteReadingRequest, type ReadingRequest, TIMINGS } from '@portal/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm-dialog';
import { useSnackbar } from '../../../components/snackbar';
import { serverMessage } from '../../../lib/server-message';
import { useSession } from '../../../lib/session';
import { useDeleteReadingRequest } from '../api/delete-reading-request';

/**
 * The delete icon of a row (spec §6: new requests, never for meter readers, only the creating company).
 * The row names the creating company but not its id: a request whose company name is the user's own
 * counts as the own company's; the server decides in the end (its 403 names the company).
 */
export function useRowDelete() {
  const { t } = useTranslation();
  const { actor, user } = useSession();
  const { show } = useSnackbar();
  const { confirm, confirmDialog } = useConfirm();
  const remove = useDeleteReadingRequest();
  const ownCompanyName = user?.companies.find((company) => company.resource_id === actor?.companyId)?.name;

  const mayDelete = useCallback(
    (row: ReadingRequest) =>
      Boolean(actor) &&
      canDeleteReadingRequest(actor as NonNullable<typeof actor>, {
        status: row.status,
        ownerCompanyId: row.owner_company_name === ownCompanyName ? (actor?.companyId ?? '') : '',
      }),
    [actor, ownCompanyName],
  );

  const handleDelete = useCallback(
    async (row: ReadingRequest) => {
      const confirmed = await confirm({
        title: t('readingRequests.delete.confirmTitle'),
        content: t('readingRequests.delete.confirmText', { meter: row.meter.meter_id }),
        confirmLabel: t('readingRequests.delete.apply'),
        destructive: true,
      });
      if (!confirmed) return;
      try {
        await remove.mutateAsync(row.resource_id);
        show({
          message: t('readingRequests.delete.success'),
          severity: 'success',
          durationMs: TIMINGS.deleteSnackbarMs,
        });
      } catch (error) {
        show({
          message: [t('readingRequests.delete.error'), serverMessage(error)].filter(Boolean).join(' '),
          severity: 'error',
          durationMs: TIMINGS.snackbarMs,
        });
      }
    },
    [confirm, remove, show, t],
  );

  const actions = useCallback(
    (row: ReadingRequest) =>
      mayDelete(row) ? (
        <Tooltip title={t('readingRequests.delete.tooltip')}>
          <IconButton
            size="small"
            aria-label={t('readingRequests.delete.tooltip')}
            data-testid={`request-delete-${row.resource_id}`}
            onClick={(event) => {
              event.stopPropagation();
              void handleDelete(row);
            }}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null,
    [mayDelete, handleDelete, t],
  );
  return { actions, confirmDialog };
}
