import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import type { ReadingRequest } from '@portal/contracts';
import { useId } from 'react';
import { useIsPhone } from '../../../theme/use-is-phone';
import { readingDialogPaperSx } from './dialog-width';
import { ReadingHeader } from './reading-header';
import { ReadingNewForm, type ReadingNewFormProps } from './reading-new-form';

export interface ReadingNewDialogProps {
  /** The request to answer (kept while the dialog closes, so its content does not vanish mid-fade). */
  request: ReadingRequest | null;
  open: boolean;
  onClose: () => void;
  initialValues?: ReadingNewFormProps['initialValues'];
}

/**
 * The reading-new dialog over the reading requests list (spec §2): a reading of the request's meter,
 * saved as the request's answer. Its width follows the meter's OBIS count; full screen on phones (below
 * 600 px, MUI's `fullScreen`, with the camera for photos and large value fields) and up to 768 px (§9).
 */
export function ReadingNewDialog({ request, open, onClose, initialValues }: ReadingNewDialogProps) {
  const titleId = useId();
  const phone = useIsPhone();
  return (
    <Dialog
      open={open && Boolean(request)}
      onClose={onClose}
      maxWidth={false}
      fullScreen={phone}
      aria-labelledby={titleId}
      slotProps={{
        paper: {
          sx: phone ? undefined : readingDialogPaperSx(request?.meter.obis_codes.length ?? 1),
          'data-testid': 'reading-new-dialog',
        } as object,
      }}
    >
      {request && (
        <>
          <DialogTitle component="div">
            <ReadingHeader meter={request.meter} titleId={titleId} />
          </DialogTitle>
          {/* Keyed by the request: another row's dialog starts from fresh defaults. */}
          <ReadingNewForm
            key={request.resource_id}
            request={request}
            onClose={onClose}
            initialValues={initialValues}
            phone={phone}
          />
        </>
      )}
    </Dialog>
  );
}
