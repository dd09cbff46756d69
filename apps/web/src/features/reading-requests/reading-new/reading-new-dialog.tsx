import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import type { ReadingRequest } from '@portal/contracts';
import { Suspense, useId } from 'react';
import { PageLoading } from '../../../components/page-loading';
import { lazyPart } from '../../../lib/lazy-part';
import { useIsPhone } from '../../../theme/use-is-phone';
import { readingDialogPaperSx } from './dialog-width';
import { readingDatePicker } from './reading-date-picker';
import { ReadingHeader } from './reading-header';
import type { ReadingNewFormProps } from './reading-new-form';

// The form (values per OBIS code, photos, the date picker, its schema) loads when the dialog first opens:
// the list shows the action on every new request, but a visit mostly opens none.
const readingNewForm = lazyPart(() => import('./reading-new-form').then((module) => module.ReadingNewForm));

function LoadedReadingNewForm(props: ReadingNewFormProps) {
  const ReadingNewForm = readingNewForm.useLoaded();
  return <ReadingNewForm {...props} />;
}

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
  // Beside the form's chunk, not after it: the date picker a wider screen's form shows.
  if (open && request && !phone) void readingDatePicker.preload();
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
          <Suspense fallback={<PageLoading py={4} />}>
            <LoadedReadingNewForm
              key={request.resource_id}
              request={request}
              onClose={onClose}
              initialValues={initialValues}
              phone={phone}
            />
          </Suspense>
        </>
      )}
    </Dialog>
  );
}
