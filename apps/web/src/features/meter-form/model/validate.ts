import { checkMeterRules, LIMITS, type MeterRuleCode, meterWriteSchema } from '@portal/contracts';
import type { PayloadContext } from './form-context';
import type { MeterFormValues } from './form-values';
import { replacementErrors } from './replacement';
import { parseDecimal, toMeterWriteDraft } from './to-payload';

/** Field path in the form → translation key of its first problem. */
export type FormProblems = Record<string, string>;

/** The API's calibration fields are edited as years. */
const FORM_FIELD: Record<string, string> = {
  calibration_period_start: 'calibration_start_year',
  calibration_period_end: 'calibration_end_year',
};
export const formFieldOf = (apiField: string) => FORM_FIELD[apiField] ?? apiField;

/** Rules whose messages are shared by all forms (spec §8: form.required, form.year, form.positiveNumber). */
const FORM_RULES: ReadonlySet<MeterRuleCode> = new Set(['required', 'year', 'positiveNumber']);

export const ruleKey = (code: MeterRuleCode) =>
  FORM_RULES.has(code) ? `form.${code}` : `meterForm.rules.${code}`;

function issueKey(code: string): string {
  if (code === 'too_big') return 'form.max';
  if (code === 'too_small' || code === 'invalid_type' || code === 'invalid_value') return 'form.required';
  return 'meterForm.rules.invalid';
}

const yearOk = (text: string) => {
  const year = Number(text.trim());
  return Number.isInteger(year) && year >= LIMITS.calibrationYearMin && year <= LIMITS.calibrationYearMax;
};

function yearProblems(values: MeterFormValues, problems: FormProblems) {
  const start = values.calibration_start_year.trim();
  const end = values.calibration_end_year.trim();
  if (start && !yearOk(start)) problems.calibration_start_year = 'form.year';
  if (end && !yearOk(end)) problems.calibration_end_year = 'form.year';
  if (start && end && yearOk(start) && yearOk(end) && Number(start) > Number(end))
    problems.calibration_end_year = 'meterForm.rules.calibrationOrder';
}

/**
 * The meter form's rules: the contract's meterWriteSchema (required, lengths, types) and checkMeterRules
 * (spec §5), calibration years, and in a replacement the date/value/photo rules.
 */
export function validateMeterForm(
  values: MeterFormValues,
  context: PayloadContext,
  oldCodes: string[] = [],
): FormProblems {
  const problems: FormProblems = {};
  const add = (field: string, key: string) => {
    problems[field] ??= key;
  };
  const draft = toMeterWriteDraft(values, context);
  if (!values.factor.trim() || !(Number(draft.factor) > 0)) add('factor', 'form.positiveNumber');
  if (context.permissions.calibration) yearProblems(values, problems);
  const parsed = meterWriteSchema.safeParse(draft);
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = formFieldOf(String(issue.path[0] ?? 'non_field_errors'));
    add(field, issueKey(issue.code));
  }
  // Calibration years are checked above in local time (the contract's rule reads UTC years).
  const rules = checkMeterRules({
    physical_medium: values.physical_medium || null,
    physical_unit: values.physical_unit || null,
    obis_codes: values.obis_codes,
    appearance: values.appearance,
    integer_digits: values.integer_digits,
    fraction_digits: values.fraction_digits,
    factor: parseDecimal(values.factor),
    predecessor_meter_id: context.mode === 'new' ? values.predecessor_meter_id || null : null,
    reading_frequency: context.permissions.readingFrequency ? values.reading_frequency.trim() || null : null,
  });
  for (const [field, code] of rules) add(formFieldOf(field), ruleKey(code));
  if (context.mode === 'replacement') {
    for (const [field, key] of Object.entries(replacementErrors(values, context, oldCodes))) add(field, key);
  }
  return problems;
}
