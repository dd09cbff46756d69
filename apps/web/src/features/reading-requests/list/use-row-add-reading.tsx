import NoteAddIcon from '@mui/icons-material/NoteAdd';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReadingRequest } from '@portal/contracts';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReadingNewDialog } from '../reading-new/reading-new-dialog';

/**
 * The add-reading icon of a row (spec §2: requests in status new, for everyone who sees the request, as
 * POST readings/ allows) and the reading-new dialog it opens for that row's meter and request.
 */
export function useRowAddReading() {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<{ request: ReadingRequest | null; open: boolean }>({
    request: null,
    open: false,
  });
  const action = useCallback(
    (row: ReadingRequest) => {
      if (row.status !== 'new') return null;
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

  const addReadingDialog = (
    <ReadingNewDialog
      request={dialog.request}
      open={dialog.open}
      onClose={() => setDialog((current) => ({ ...current, open: false }))}
    />
  );
  return { action, addReadingDialog };
}
