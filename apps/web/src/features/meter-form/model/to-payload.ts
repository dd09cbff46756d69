import { calibrationEndOfYear, calibrationStartOfYear, type MeterWrite } from '@portal/contracts';
import type { PayloadContext } from './form-context';
import type { MeterFormValues } from './form-values';

/** The body before validation: every field as the form holds it, checked by meterWriteSchema. */
export type MeterWriteDraft = { [Field in keyof MeterWrite]?: unknown };

const textOrNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** "1,5" and "1.5" are both one and a half; an empty text is no number. */
export function parseDecimal(text: string): number {
  const normalised = text.trim().replace(',', '.');
  return normalised === '' ? Number.NaN : Number(normalised);
}

const yearToIso = (text: string, toDate: (year: number) => Date) => {
  const year = Number(text.trim());
  if (text.trim() === '' || !Number.isInteger(year)) return null;
  return toDate(year).toISOString();
};

function companyField(
  allowed: boolean,
  chosen: string,
  own: string | undefined,
  mode: PayloadContext['mode'],
) {
  if (allowed) return chosen || null;
  // A new meter of an energy supplier (reading service) is supplied (read) by the own company.
  if (own && mode !== 'edit') return own;
  return undefined;
}

/**
 * The meter body of POST/PUT meters/ (and the new meter of a replacement). Fields the user may not set
 * are left out, so the server keeps what it has.
 */
export function toMeterWriteDraft(values: MeterFormValues, context: PayloadContext): MeterWriteDraft {
  const { permissions, mode } = context;
  const body: MeterWriteDraft = {
    building: context.buildingUrl,
    label: textOrNull(values.label),
    meter_id: values.meter_id.trim(),
    barcode_id: textOrNull(values.barcode_id),
    metering_code: textOrNull(values.metering_code),
    malo_code: textOrNull(values.malo_code),
    obis_codes: values.obis_codes,
    physical_medium: values.physical_medium,
    physical_unit: values.physical_unit,
    note: textOrNull(values.note),
    factor: parseDecimal(values.factor),
    integer_digits: values.integer_digits,
    fraction_digits: values.fraction_digits,
    appearance: values.appearance,
    main_meter: values.main_meter || null,
    status: values.status,
  };
  if (mode === 'new') body.predecessor_meter_id = values.predecessor_meter_id || null;
  if (permissions.readingFrequency) body.reading_frequency = textOrNull(values.reading_frequency);
  if (permissions.calibration) {
    body.calibration_period_start = yearToIso(values.calibration_start_year, calibrationStartOfYear);
    body.calibration_period_end = yearToIso(values.calibration_end_year, calibrationEndOfYear);
  }
  if (permissions.customReferenceMeter)
    body.custom_reference_meter = textOrNull(values.custom_reference_meter);
  if (permissions.customReferencesCounters) {
    body.custom_references_counters = Object.fromEntries(
      values.obis_codes
        .map((code) => [code, values.custom_references_counters[code]?.trim() ?? ''] as const)
        .filter(([, id]) => id !== ''),
    );
  }
  for (const [field, allowed, own] of [
    ['energy_supplier', permissions.energySupplier, permissions.ownSupplierUrl],
    ['meter_reading_service', permissions.readingService, permissions.ownServiceUrl],
  ] as const) {
    const company = companyField(allowed, values[field], own, mode);
    if (company !== undefined) body[field] = company;
  }
  return body;
}
