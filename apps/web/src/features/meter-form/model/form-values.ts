import {
  APPEARANCES,
  type Appearance,
  AUTOMATIC_DIGITS,
  type Meter,
  type MeterStatus,
  type PhysicalMedium,
} from '@portal/contracts';
import { yearOf } from '../../../lib/format-date';
import { type FrequencyChoice, frequencyChoiceOf } from '../../../resources/meters';

export type MeterFormMode = 'new' | 'edit' | 'replacement';

/** The extras of a meter change: date, one value per OBIS code of each meter, one photo. */
export interface ReplacementValues {
  /** YYYY-MM-DD, '' when no date is chosen. */
  date: string;
  oldValues: Record<string, string>;
  newValues: Record<string, string>;
  image: File | null;
}

/** What the form edits: texts as typed, calibration as years; turned into the API body by to-payload.ts. */
export interface MeterFormValues {
  label: string;
  meter_id: string;
  barcode_id: string;
  /** The barcode follows the meter id until the user edits it by hand. */
  barcode_manual: boolean;
  metering_code: string;
  malo_code: string;
  physical_medium: PhysicalMedium | '';
  physical_unit: string;
  obis_codes: string[];
  appearance: Appearance;
  integer_digits: number;
  fraction_digits: number;
  factor: string;
  note: string;
  frequency_choice: FrequencyChoice;
  reading_frequency: string;
  calibration_start_year: string;
  calibration_end_year: string;
  custom_reference_meter: string;
  custom_references_counters: Record<string, string>;
  energy_supplier: string;
  meter_reading_service: string;
  main_meter: string;
  predecessor_meter_id: string;
  status: MeterStatus;
  replacement: ReplacementValues;
}

export const emptyReplacement = (): ReplacementValues => ({
  date: '',
  oldValues: {},
  newValues: {},
  image: null,
});

/** A new meter: active, automatic digits, factor 1, no reading frequency. */
export function newMeterValues(): MeterFormValues {
  return {
    label: '',
    meter_id: '',
    barcode_id: '',
    barcode_manual: false,
    metering_code: '',
    malo_code: '',
    physical_medium: '',
    physical_unit: '',
    obis_codes: [],
    appearance: 'auto',
    integer_digits: AUTOMATIC_DIGITS,
    fraction_digits: AUTOMATIC_DIGITS,
    factor: '1',
    note: '',
    frequency_choice: 'none',
    reading_frequency: '',
    calibration_start_year: '',
    calibration_end_year: '',
    custom_reference_meter: '',
    custom_references_counters: {},
    energy_supplier: '',
    meter_reading_service: '',
    main_meter: '',
    predecessor_meter_id: '',
    status: 'active',
    replacement: emptyReplacement(),
  };
}

const yearText = (value: string | null) => String(yearOf(value) ?? '');
const asAppearance = (value: string): Appearance =>
  (APPEARANCES as readonly string[]).includes(value) ? (value as Appearance) : 'auto';

/** The form as it starts for a stored meter (edit mode). */
export function valuesFromMeter(meter: Meter): MeterFormValues {
  return {
    label: meter.label ?? '',
    meter_id: meter.meter_id,
    barcode_id: meter.barcode_id ?? '',
    barcode_manual: Boolean(meter.barcode_id) && meter.barcode_id !== meter.meter_id,
    metering_code: meter.metering_code ?? '',
    malo_code: meter.malo_code ?? '',
    physical_medium: meter.physical_medium,
    physical_unit: meter.physical_unit,
    obis_codes: [...meter.obis_codes],
    appearance: asAppearance(meter.appearance),
    integer_digits: meter.integer_digits,
    fraction_digits: meter.fraction_digits,
    factor: String(meter.factor),
    note: meter.note ?? '',
    frequency_choice: frequencyChoiceOf(meter.reading_frequency),
    reading_frequency: meter.reading_frequency ?? '',
    calibration_start_year: yearText(meter.calibration_period_start),
    calibration_end_year: yearText(meter.calibration_period_end),
    custom_reference_meter: meter.custom_reference_meter ?? '',
    custom_references_counters: { ...meter.custom_references_counters },
    energy_supplier: meter.energy_supplier ?? '',
    meter_reading_service: meter.meter_reading_service ?? '',
    main_meter: meter.main_meter ?? '',
    predecessor_meter_id: meter.predecessor_meter_id ?? '',
    status: meter.status,
    replacement: emptyReplacement(),
  };
}

/** A meter change starts from the old meter; the new meter number is empty and the old meter precedes it. */
export function replacementStartValues(oldMeter: Meter): MeterFormValues {
  return {
    ...valuesFromMeter(oldMeter),
    meter_id: '',
    barcode_id: '',
    barcode_manual: false,
    status: 'active',
    predecessor_meter_id: oldMeter.url,
  };
}
