import NoteAddIcon from '@mui/icons-material/NoteAdd';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReadingRequest } from '@portal/contracts';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainIcon } from '../../../components/plain';
import { ReadingNewDialog } from '../reading-new/reading-new-dialog';

/** Whether a request offers the add-reading action (spec §2: in status new, for everyone who sees it). */
export const canAddReading = (request: ReadingRequest) => request.status === 'new';

/**
 * The add-reading icon of a row (spec §2: requests in status new, for everyone who sees the request, as
 * POST readings/ allows), the same action as a labelled button on a card (phones), and the reading-new
 * dialog both open for that request's meter.
 */
export function useRowAddReading() {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<{ request: ReadingRequest | null; open: boolean }>({
    request: null,
    open: false,
  });
  const action = useCallback(
    (row: ReadingRequest) => {
      if (!canAddReading(row)) return null;
      const label = t('readingRequests.addReading', { meter: row.meter.meter_id });
      return (
        <Tooltip title={label}>
          <IconButton
            size="small"
            aria-label={label}
            data-testid={`request-add-reading-${row.resource_id}`}
            onClick={(event) => {
              // The row's own click (open its reading) must not fire as well.
              event.stopPropagation();
              setDialog({ request: row, open: true });
            }}
          >
            <NoteAddIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      );
    },
    [t],
  );

  const cardAction = useCallback(
    (request: ReadingRequest) => {
      if (!canAddReading(request)) return null;
      return (
        <button
          type="button"
          className="p-button contained medium"
          aria-label={t('readingRequests.addReading', { meter: request.meter.meter_id })}
          data-testid={`request-card-add-reading-${request.resource_id}`}
          onClick={() => setDialog({ request, open: true })}
        >
          <PlainIcon name="noteAdd" />
          {t('readingRequests.card.addReading')}
        </button>
      );
    },
    [t],
  );

  const addReadingDialog = (
    <ReadingNewDialog
      request={dialog.request}
      open={dialog.open}
      onClose={() => setDialog((current) => ({ ...current, open: false }))}
    />
  );
  /** Opens the dialog for `request` (a scanned meter's request). */
  const openFor = useCallback((request: ReadingRequest) => setDialog({ request, open: true }), []);
  return { action, cardAction, addReadingDialog, openFor };
}
