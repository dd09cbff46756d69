import { type Meter, meterReplacementSchema, meterWriteSchema } from '@portal/contracts';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-error';
import { serverMessage } from '../../../lib/server-message';
import { useCreateMeter } from '../api/create-meter';
import { useReplaceMeter } from '../api/replace-meter';
import { useUpdateMeter } from '../api/update-meter';
import type { MeterFormValues } from '../model/form-values';
import { toReplacementDraft } from '../model/replacement';
import { type Conflict, conflictOf, splitServerErrors } from '../model/server-errors';
import { toMeterWriteDraft } from '../model/to-payload';
import type { FormSetup } from './use-form-setup';

/** What went wrong with the last save, shown above the buttons. */
export interface SubmitOutcome {
  conflict?: Conflict & { meterId: string };
  message?: string;
}

/** Saves the form by mode (POST, PUT, or the replacement), then opens the (new) meter's page. */
export function useSubmitMeter(setup: FormSetup, form: UseFormReturn<MeterFormValues>) {
  const navigate = useNavigate();
  const create = useCreateMeter();
  const update = useUpdateMeter();
  const replace = useReplaceMeter();
  const [outcome, setOutcome] = useState<SubmitOutcome | null>(null);

  const save = async (values: MeterFormValues): Promise<Meter> => {
    const { mode, meter, context, oldCodes } = setup;
    if (mode === 'replacement' && meter) {
      const draft = toReplacementDraft(values, context, oldCodes, null);
      const { image: _image, ...body } = meterReplacementSchema.parse(draft);
      return replace.mutateAsync({ oldMeterId: meter.resource_id, body, image: values.replacement.image });
    }
    const body = meterWriteSchema.parse(toMeterWriteDraft(values, context));
    if (mode === 'edit' && meter) return update.mutateAsync({ meter, body });
    return create.mutateAsync(body);
  };

  const handleError = (error: unknown, values: MeterFormValues) => {
    const { oldValues, newValues } = values.replacement;
    const readings = [...Object.values(oldValues), ...Object.values(newValues)].some((v) => v.trim() !== '');
    const conflict = conflictOf(error, setup.mode, values.meter_id.trim(), readings);
    if (conflict) return setOutcome({ conflict: { ...conflict, meterId: values.meter_id.trim() } });
    if (isApiError(error) && error.status === 400) {
      const { fields, other } = splitServerErrors(error);
      for (const [field, message] of Object.entries(fields)) {
        form.setError(field as keyof typeof fields, { type: 'server', message });
      }
      if (other.length || Object.keys(fields).length === 0)
        setOutcome({ message: other.join(' ') || serverMessage(error) });
      return;
    }
    setOutcome({ message: serverMessage(error) });
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const saved = await save(values);
      navigate(setup.meterPath(saved.resource_id));
    } catch (error) {
      handleError(error, values);
    }
  });

  return { onSubmit, outcome, clearOutcome: () => setOutcome(null) };
}
