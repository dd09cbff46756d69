import { MESSAGE_LANGUAGES, METER_RULE_MESSAGES, type MeterRuleCode, renderMessage } from '@portal/contracts';
import { fieldErrorsOf, isApiError } from '../../../lib/api-error';
import { formFieldOf, ruleKey } from './validate';

/** Server field errors shown beside their field (spec §5); anything else goes into the form's error banner. */
export const SERVER_ERROR_FIELDS = [
  'label',
  'meter_id',
  'physical_medium',
  'physical_unit',
  'status',
  'note',
  'obis_codes',
  'integer_digits',
  'fraction_digits',
  'appearance',
  'metering_code',
  'malo_code',
  'reading_frequency',
  'calibration_start_year',
  'calibration_end_year',
  'factor',
  'barcode_id',
  'custom_reference_meter',
  'predecessor_meter_id',
  'main_meter',
  'energy_supplier',
  'meter_reading_service',
  'replacement.date',
  'replacement.oldValues',
  'replacement.newValues',
  'replacement.image',
] as const;
export type ServerErrorField = (typeof SERVER_ERROR_FIELDS)[number];

const REPLACEMENT_FIELDS: Record<string, ServerErrorField> = {
  replacement_date: 'replacement.date',
  reading_date: 'replacement.date',
  old_meter_values: 'replacement.oldValues',
  new_meter_values: 'replacement.newValues',
  results: 'replacement.newValues',
  image: 'replacement.image',
  image_metas: 'replacement.image',
};

const isErrorField = (field: string): field is ServerErrorField =>
  (SERVER_ERROR_FIELDS as readonly string[]).includes(field);

export interface ServerFieldErrors {
  fields: Partial<Record<ServerErrorField, string>>;
  /** Messages without a field of the form ("field: message" when the server named one). */
  other: string[];
}

/** A 400 answer split into the form's fields (the replacement nests the meter under new_meter). */
export function splitServerErrors(error: unknown): ServerFieldErrors {
  const result: ServerFieldErrors = { fields: {}, other: [] };
  for (const [key, messages] of Object.entries(fieldErrorsOf(error))) {
    const message = messages[0];
    if (!message) continue;
    const apiField = key.replace(/^new_meter\./, '');
    const field = REPLACEMENT_FIELDS[apiField] ?? formFieldOf(apiField.split('.')[0] ?? apiField);
    if (isErrorField(field)) result.fields[field] ??= message;
    else result.other.push(key === 'non_field_errors' ? message : `${key}: ${message}`);
  }
  return result;
}

const RULE_CODE_OF_TEXT = new Map(
  (Object.entries(METER_RULE_MESSAGES) as Array<[MeterRuleCode, string]>).flatMap(([code, text]) =>
    MESSAGE_LANGUAGES.map((language) => [renderMessage(text, language), code] as const),
  ),
);

/** The server answers the shared rules in the page's language (or English): they become their translation keys. */
export function localisedServerMessage(message: string): string {
  const code = RULE_CODE_OF_TEXT.get(message);
  return code ? ruleKey(code) : message;
}

export interface Conflict {
  kind: 'meter' | 'reading';
  url?: string;
}

/**
 * 409 of a save: a duplicate meter number (meters/), or in a replacement possibly a duplicate reading of
 * the old meter. The meter answer names the number or carries the existing meter's url.
 */
export function conflictOf(error: unknown, mode: string, meterId: string, readingsEntered: boolean) {
  if (!isApiError(error) || error.status !== 409) return undefined;
  const data = (error.data ?? {}) as { detail?: unknown; url?: unknown };
  const url = typeof data.url === 'string' ? data.url : undefined;
  const detail = typeof data.detail === 'string' ? data.detail : '';
  const aboutMeter = url !== undefined || !readingsEntered || (meterId !== '' && detail.includes(meterId));
  const kind: Conflict['kind'] = mode === 'replacement' && !aboutMeter ? 'reading' : 'meter';
  return { kind, url } satisfies Conflict;
}
