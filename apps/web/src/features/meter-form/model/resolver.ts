import type { FieldErrors, Resolver } from 'react-hook-form';
import type { PayloadContext } from './form-context';
import type { MeterFormValues } from './form-values';
import { validateMeterForm } from './validate';

/** Field paths ("replacement.date") as the nested error object react-hook-form expects. */
function nestedErrors(problems: Record<string, string>): FieldErrors<MeterFormValues> {
  const errors: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(problems)) {
    const [head = path, child] = path.split('.');
    const error = { type: 'validate', message };
    if (!child) errors[head] = error;
    else errors[head] = { ...(errors[head] as Record<string, unknown> | undefined), [child]: error };
  }
  return errors as FieldErrors<MeterFormValues>;
}

/** The meter form's resolver: meterWriteSchema, checkMeterRules and the replacement rules (validate.ts). */
export function meterFormResolver(context: PayloadContext, oldCodes: string[]): Resolver<MeterFormValues> {
  return async (values) => {
    const problems = validateMeterForm(values, context, oldCodes);
    if (Object.keys(problems).length === 0) return { values, errors: {} };
    return { values: {}, errors: nestedErrors(problems) };
  };
}
