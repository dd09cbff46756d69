import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import DialogContent from '@mui/material/DialogContent';
import type { ReadingRequest } from '@portal/contracts';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialogActions } from '../../../components/form-dialog-actions';
import { NativeDateField } from '../../../components/native-date-field';
import { useSnackbar } from '../../../components/snackbar';
import { ObisEntryFields } from './obis-entry-fields';
import { readingDatePicker } from './reading-date-picker';
import type { ReadingFormValues } from './reading-form-schema';
import { type ReadingFormOptions, useReadingForm } from './use-reading-form';
import type { SaveOutcome, SkippedPhoto } from './use-save-reading';

export interface ReadingNewFormProps {
  request: ReadingRequest;
  onClose: () => void;
  initialValues?: ReadingFormOptions['initialValues'];
  /** A phone: large value fields, photos from the camera. */
  phone?: boolean;
}

/** Each OBIS code's column is at least this wide; narrower dialogs wrap them. */
const COLUMN_MIN_PX = 240;

/**
 * The reading-new form as the dialog shows it (`useReadingForm` holds its rules): the date (no future day;
 * the date picker with weeks from Monday, on a phone its own date input), a value and an optional photo per
 * OBIS code, plausibility warnings, the question before unexpected values, Save and Cancel. Saved or kept
 * in the outbox: closes with a snackbar; refused by the server: stays open with the input and the message.
 */
export function ReadingNewForm({ request, onClose, initialValues, phone = false }: ReadingNewFormProps) {
  const { t } = useTranslation();
  const { show } = useSnackbar();
  const { form, submit, problem, skippedText, warningOf, asking, expectedOf } = useReadingForm(request, {
    initialValues,
    onSaved: (notice) => {
      show(notice);
      onClose();
    },
  });
  const { control, formState } = form;
  const { meter } = request;

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'contents' }}>
      <DialogContent dividers>
        <Box sx={{ maxWidth: 320, mb: 3 }}>
          {phone ? (
            <NativeDateField
              name="reading_date"
              control={control}
              label={t('readingNew.readingDate')}
              disableFuture
            />
          ) : (
            <ReadingDatePicker control={control} label={t('readingNew.readingDate')} />
          )}
        </Box>
        <Box
          role="group"
          aria-label={t('readingNew.valuesOf')}
          sx={{
            display: 'grid',
            gridTemplateColumns: `repeat(auto-fit, minmax(${COLUMN_MIN_PX}px, 1fr))`,
            gap: 3,
          }}
        >
          {meter.obis_codes.map((obis, index) => (
            <ObisEntryFields
              key={obis}
              index={index}
              obis={obis}
              unit={meter.physical_unit}
              control={control}
              expected={expectedOf(obis)}
              warningOf={warningOf}
              phone={phone}
            />
          ))}
        </Box>
        {asking && (
          <Alert severity="warning" role="alert" sx={{ mt: 2 }} data-testid="reading-new-confirm-unexpected">
            {t('readingNew.confirmUnexpected')}
          </Alert>
        )}
        <SaveProblem problem={problem} skippedText={skippedText} />
      </DialogContent>
      <FormDialogActions
        onCancel={onClose}
        busy={formState.isSubmitting}
        incomplete={!formState.isDirty}
        submitLabel={t('common.actions.save')}
        submitTestId="reading-new-save"
      />
    </Box>
  );
}

/** The reading date in the date picker, once its chunk is there (the dialog's Suspense waits for it). */
function ReadingDatePicker({ control, label }: { control: Control<ReadingFormValues>; label: string }) {
  const FormDateField = readingDatePicker.useLoaded();
  return (
    <FormDateField name="reading_date" control={control} label={label} limits={{ disableFuture: true }} />
  );
}

/** Why the last save did not go through, and the photos it could not upload (spec §8). */
function SaveProblem({
  problem,
  skippedText,
}: {
  problem: SaveOutcome | null;
  skippedText: (photo: SkippedPhoto) => string;
}) {
  const { t } = useTranslation();
  if (!problem) return null;
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 1 }}>
      {problem.skipped.map((photo, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: two photos may share a file name; the list is rebuilt per save.
        <Alert key={index} severity="warning" data-testid="reading-new-upload-error">
          {skippedText(photo)}
        </Alert>
      ))}
      {problem.kind === 'duplicate' && (
        <Alert severity="warning" data-testid="reading-new-duplicate">
          {t('readings.duplicateErrorReading')}
        </Alert>
      )}
      {problem.kind === 'error' && (
        <Alert severity="error" data-testid="reading-new-error">
          {[t('readingNew.errors.saveFailed'), problem.message].filter(Boolean).join(' ')}
        </Alert>
      )}
    </Box>
  );
}
