import Box from '@mui/material/Box';
import {
  type Appearance,
  allowedAppearances,
  digitChoices,
  PHYSICAL_MEDIA,
  type PhysicalMedium,
} from '@portal/contracts';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useChoices } from '../../../resources/directory';
import { formatDigits, MediumIcon } from '../../../resources/meters';
import { FormSection } from '../components/form-section';
import { FormSelectField } from '../components/form-select-field';
import { FormTextField } from '../components/form-text-field';
import { useMeterFormMeta } from '../components/meter-form-meta';
import { useFieldSetters } from '../hooks/use-field-setters';
import type { MeterFormValues } from '../model/form-values';
import { unitOptions } from '../model/presets';

/** '{hash}' → 'hash': appearance values as translation keys. */
export const appearanceLabelKey = (appearance: string) =>
  `meterForm.appearances.${appearance.replace(/[{}]/g, '')}`;

const withCurrent = <Value,>(values: Value[], current: Value) =>
  values.includes(current) ? values : [...values, current];

/** Medium (with icon), unit, appearance, digits and factor. */
export function MediumSection() {
  const { t } = useTranslation();
  const { presets } = useMeterFormMeta();
  const { setMedium, setAppearance } = useFieldSetters();
  const { watch } = useFormContext<MeterFormValues>();
  const [medium, unit, appearance, integer, fraction] = watch([
    'physical_medium',
    'physical_unit',
    'appearance',
    'integer_digits',
    'fraction_digits',
  ]);
  const mediumChoices = useChoices('meters/', 'physical_medium').map((choice) => choice.value);
  const appearanceChoices = useChoices('meters/', 'appearance').map((choice) => choice.value);
  const media = (mediumChoices.length ? mediumChoices : [...PHYSICAL_MEDIA]) as PhysicalMedium[];
  const appearances = withCurrent(
    (medium ? allowedAppearances(medium) : (['auto'] as Appearance[])).filter(
      (value) => appearanceChoices.length === 0 || appearanceChoices.includes(value),
    ),
    appearance,
  );
  const digits = digitChoices(appearance);
  // A stored value outside the choices stays visible, so that the rule's message explains it.
  const digitOptions = (values: number[], current: number) =>
    withCurrent(values, current).map((value) => ({ value, label: formatDigits(value, t) }));

  return (
    <FormSection title={t('meterForm.sections.medium')}>
      <FormSelectField
        name="physical_medium"
        required
        onValueChange={(value) => setMedium(value as PhysicalMedium)}
        options={media.map((value) => ({
          value,
          label: (
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
              <Box component="span" aria-hidden sx={{ display: 'inline-flex' }}>
                <MediumIcon medium={value} size={20} />
              </Box>
              {t(`media.${value}`)}
            </Box>
          ),
        }))}
      />
      <FormSelectField
        name="physical_unit"
        required
        disabled={!medium}
        options={unitOptions(medium, presets, unit).map((value) => ({ value, label: value }))}
      />
      <FormSelectField
        name="appearance"
        onValueChange={(value) => setAppearance(value as Appearance)}
        options={appearances.map((value) => ({ value, label: t(appearanceLabelKey(value)) }))}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
        <FormSelectField name="integer_digits" options={digitOptions(digits.integer, integer)} />
        <FormSelectField name="fraction_digits" options={digitOptions(digits.fraction, fraction)} />
      </Box>
      <FormTextField name="factor" required slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
    </FormSection>
  );
}
