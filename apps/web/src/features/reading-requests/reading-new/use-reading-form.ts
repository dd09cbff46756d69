import { zodResolver } from '@hookform/resolvers/zod';
import type { ReadingRequest } from '@portal/contracts';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type ReadingFormValues, readingFormSchema } from './reading-form-schema';
import { useConfirmUnexpected } from './use-confirm-unexpected';
import { type SaveOutcome, type SkippedPhoto, useSaveReading } from './use-save-reading';
import { expectedRangeOf, useValueWarning } from './use-value-warning';

/** What the view tells the user once the reading is saved or kept in the outbox. */
export interface ReadingSavedNotice {
  message: string;
  severity: 'success' | 'warning';
}

export interface ReadingFormOptions {
  /** Start values other than the defaults (today, empty values, no photos); for tests. */
  initialValues?: Partial<ReadingFormValues>;
  /** Saved, or kept in the outbox without a connection: the view shows the notice and closes. */
  onSaved: (notice: ReadingSavedNotice) => void;
}

/**
 * The reading form without its looks, for every view of it: the date (today by default) and a value and
 * an optional photo per OBIS code of the meter, validated by `readingFormSchema` (the contracts' rules);
 * the plausibility warning per value against the request's expected range and the meter's last reading;
 * the question asked once before unexpected values are saved; the save with its Idempotency-Key, or the
 * outbox without a connection (`useSaveReading`). The view renders `form`'s fields and `problem`.
 */
export function useReadingForm(request: ReadingRequest, { initialValues, onSaved }: ReadingFormOptions) {
  const { t } = useTranslation();
  const form = useForm<ReadingFormValues>({
    resolver: zodResolver(readingFormSchema()),
    mode: 'onChange',
    defaultValues: {
      reading_date: dayjs(),
      entries: request.meter.obis_codes.map((obis) => ({ obis, value: '', photo: null })),
      ...initialValues,
    },
  });
  const { save } = useSaveReading(request, form.setError);
  const [problem, setProblem] = useState<SaveOutcome | null>(null);
  const warningOf = useValueWarning(request, form.watch('reading_date'));
  const confirm = useConfirmUnexpected(form.watch);

  const skippedText = (photo: SkippedPhoto) =>
    t('readingNew.uploadSkipped', { name: photo.name, message: photo.message ?? '' }).replace(/:\s*$/, '');

  const submit = form.handleSubmit(async (values) => {
    const anyWarns = values.entries.some((entry) => warningOf(entry.obis, entry.value) !== null);
    if (!confirm.proceed(anyWarns)) return;
    setProblem(null);
    const outcome = await save(values);
    // No connection: kept on this device, sent when it returns (the list shows it waiting).
    if (outcome?.kind === 'queued')
      return onSaved({ message: t('offline.outbox.queued'), severity: 'success' });
    if (outcome?.kind !== 'saved') return setProblem(outcome);
    // Saved without a photo that failed to upload: one message naming both, as a warning.
    const message = [t('readingNew.success'), ...outcome.skipped.map(skippedText)].join(' ');
    onSaved({ message, severity: outcome.skipped.length ? 'warning' : 'success' });
  });

  return {
    form,
    submit,
    /** Why the last save did not go through (null while none failed). */
    problem,
    skippedText,
    warningOf,
    /** The question before unexpected values are saved is showing. */
    asking: confirm.asking,
    expectedOf: (obis: string) => expectedRangeOf(request, obis),
  };
}
