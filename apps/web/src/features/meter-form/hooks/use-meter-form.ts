import { LIMITS, METER_LIMITS } from '@portal/contracts';
import { type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { MeterFormValues } from '../model/form-values';
import { meterFormResolver } from '../model/resolver';
import { localisedServerMessage } from '../model/server-errors';
import { validateMeterForm } from '../model/validate';
import type { FormSetup } from './use-form-setup';

const isKey = (message: string) => /^(form|meterForm)\.[\w.]+$/.test(message);
/** Required and too-long say so once the field was used; rule problems as soon as anything changed. */
const isInputProblem = (key: string) => key === 'form.required' || key === 'form.max';
const maxLengthOf = (field: string) => (METER_LIMITS as Record<string, number>)[field];

/** The react-hook-form instance of the meter form and the message shown beside each field. */
export function useMeterForm(setup: FormSetup) {
  const { t } = useTranslation();
  const form = useForm<MeterFormValues>({
    defaultValues: setup.defaults,
    resolver: meterFormResolver(setup.context, setup.oldCodes),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { formState } = form;
  const values = form.watch();
  const problems = validateMeterForm(values, setup.context, setup.oldCodes);

  const text = (field: string, message: string) => {
    const key = localisedServerMessage(message);
    if (!isKey(key)) return key;
    return t(key, {
      max: maxLengthOf(field),
      from: LIMITS.calibrationYearMin,
      to: LIMITS.calibrationYearMax,
    });
  };

  const errorOf = (field: string): string | undefined => {
    const state = form.getFieldState(field as FieldPath<MeterFormValues>, formState);
    const serverText = state.error?.type === 'server' ? state.error.message : undefined;
    if (typeof serverText === 'string' && serverText) return text(field, serverText);
    const problem = problems[field];
    if (!problem) return undefined;
    const used = formState.isSubmitted || state.isTouched || state.isDirty;
    const visible = used || (!isInputProblem(problem) && formState.isDirty);
    return visible ? text(field, problem) : undefined;
  };

  return { form, values, errorOf };
}
