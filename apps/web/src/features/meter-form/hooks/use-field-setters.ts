import {
  type Appearance,
  AUTOMATIC_DIGITS,
  allowedAppearances,
  digitChoices,
  type PhysicalMedium,
} from '@portal/contracts';
import { type FieldPath, type FieldPathValue, useFormContext } from 'react-hook-form';
import { useMeterFormMeta } from '../components/meter-form-meta';
import type { MeterFormValues } from '../model/form-values';
import { defaultObisCodes, firstUnit } from '../model/presets';

/** setValue as a user's change: dirty, touched and re-checked (which also clears a server error). */
export function useSetField() {
  const { setValue } = useFormContext<MeterFormValues>();
  return <Name extends FieldPath<MeterFormValues>>(
    name: Name,
    value: FieldPathValue<MeterFormValues, Name>,
  ) => setValue(name, value, { shouldDirty: true, shouldTouch: true, shouldValidate: true });
}

/** The changes that ripple through the form: OBIS codes, appearance and medium (spec §4). */
export function useFieldSetters() {
  const set = useSetField();
  const { getValues } = useFormContext<MeterFormValues>();
  const { mode, presets } = useMeterFormMeta();

  /** New codes reset the new meter's replacement readings (they were entered per code). */
  const setObisCodes = (codes: string[]) => {
    set('obis_codes', codes);
    if (mode === 'replacement') set('replacement.newValues', {});
  };

  /** Digits the appearance does not offer fall back to automatic. */
  const setAppearance = (appearance: Appearance) => {
    set('appearance', appearance);
    const choices = digitChoices(appearance);
    if (!choices.integer.includes(getValues('integer_digits'))) set('integer_digits', AUTOMATIC_DIGITS);
    if (!choices.fraction.includes(getValues('fraction_digits'))) set('fraction_digits', AUTOMATIC_DIGITS);
  };

  /** Units reload with the first preselected; a new meter gets the medium's first code (not electricity). */
  const setMedium = (medium: PhysicalMedium) => {
    set('physical_medium', medium);
    set('physical_unit', firstUnit(medium, presets));
    if (mode === 'new') {
      setObisCodes(defaultObisCodes(medium, presets));
      set('predecessor_meter_id', '');
    }
    if (!allowedAppearances(medium).includes(getValues('appearance'))) setAppearance('auto');
    set('main_meter', '');
  };

  return { set, setObisCodes, setAppearance, setMedium };
}
