import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import DialogContent from '@mui/material/DialogContent';
import type { ReadingRequest } from '@portal/contracts';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateField } from '../../../components/form-date-field';
import { FormDialogActions } from '../../../components/form-dialog-actions';
import { useSnackbar } from '../../../components/snackbar';
import { ObisEntryFields } from './obis-entry-fields';
import { type ReadingFormValues, readingFormSchema } from './reading-form-schema';
import { useConfirmUnexpected } from './use-confirm-unexpected';
import { type SaveOutcome, type SkippedPhoto, useSaveReading } from './use-save-reading';
import { expectedRangeOf, useValueWarning } from './use-value-warning';

export interface ReadingNewFormProps {
  request: ReadingRequest;
  onClose: () => void;
  /** Start values other than the defaults (today, empty values, no photos); for tests. */
  initialValues?: Partial<ReadingFormValues>;
  /** A phone: large value fields, photos from the camera. */
  phone?: boolean;
}

/** Each OBIS code's column is at least this wide; narrower dialogs wrap them. */
const COLUMN_MIN_PX = 240;

/**
 * The reading-new form: date (today by default, no future day, weeks from Monday), a value and an
 * optional photo per OBIS code of the meter, plausibility warnings, Save and Cancel. A value that warns
 * is asked about once: the first Save shows the question, the next one saves. Saved: closes with a
 * green snackbar; refused by the server: stays open with the input and the server's message; without a
 * connection: kept in the outbox (an info snackbar), sent when the connection returns.
 */
export function ReadingNewForm({ request, onClose, initialValues, phone = false }: ReadingNewFormProps) {
  const { t } = useTranslation();
  const { show } = useSnackbar();
  const { meter } = request;
  const { control, handleSubmit, formState, setError, watch } = useForm<ReadingFormValues>({
    resolver: zodResolver(readingFormSchema()),
    mode: 'onChange',
    defaultValues: {
      reading_date: dayjs(),
      entries: meter.obis_codes.map((obis) => ({ obis, value: '', photo: null })),
      ...initialValues,
    },
  });
  const { save } = useSaveReading(request, setError);
  const [problem, setProblem] = useState<SaveOutcome | null>(null);
  const warningOf = useValueWarning(request, watch('reading_date'));
  const confirm = useConfirmUnexpected(watch);

  const skippedText = (photo: SkippedPhoto) =>
    t('readingNew.uploadSkipped', { name: photo.name, message: photo.message ?? '' }).replace(/:\s*$/, '');

  const onSubmit = handleSubmit(async (values) => {
    const anyWarns = values.entries.some((entry) => warningOf(entry.obis, entry.value) !== null);
    if (!confirm.proceed(anyWarns)) return;
    setProblem(null);
    const outcome = await save(values);
    if (outcome?.kind === 'queued') {
      // No connection: kept on this device, sent when it returns (the list shows it waiting).
      show({ message: t('offline.outbox.queued'), severity: 'success' });
      return onClose();
    }
    if (outcome?.kind !== 'saved') return setProblem(outcome);
    // Saved without a photo that failed to upload: one message naming both, as a warning.
    const message = [t('readingNew.success'), ...outcome.skipped.map(skippedText)].join(' ');
    show({ message, severity: outcome.skipped.length ? 'warning' : 'success' });
    onClose();
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'contents' }}>
      <DialogContent dividers>
        <Box sx={{ maxWidth: 320, mb: 3 }}>
          <FormDateField
            name="reading_date"
            control={control}
            label={t('readingNew.readingDate')}
            limits={{ disableFuture: true }}
          />
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
              expected={expectedRangeOf(request, obis)}
              warningOf={warningOf}
              phone={phone}
            />
          ))}
        </Box>
        {confirm.asking && (
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
