import { METER_STATUSES } from '@portal/contracts';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useChoices } from '../../../resources/directory';
import { FormSection } from '../components/form-section';
import { FormSelectField } from '../components/form-select-field';
import { FormTextField } from '../components/form-text-field';
import { useMeterFormMeta } from '../components/meter-form-meta';
import { useSetField } from '../hooks/use-field-setters';
import type { MeterFormValues } from '../model/form-values';

/** Meter number (the barcode follows it until edited by hand), label, codes and status. */
export function IdentitySection() {
  const { t } = useTranslation();
  const set = useSetField();
  const { getValues, setValue, watch } = useFormContext<MeterFormValues>();
  const { readOnly } = useMeterFormMeta();
  // The barcode follows the meter number only while that can still be typed and was not edited.
  const following = !watch('barcode_manual') && !readOnly.includes('meter_id');
  const statusChoices = useChoices('meters/', 'status');
  const statuses = statusChoices.length ? statusChoices.map((choice) => choice.value) : [...METER_STATUSES];

  const handleMeterId = (value: string) => {
    set('meter_id', value);
    if (!getValues('barcode_manual')) set('barcode_id', value);
  };
  const handleBarcode = (value: string) => {
    set('barcode_id', value);
    setValue('barcode_manual', true);
  };

  return (
    <FormSection title={t('meterForm.sections.identity')}>
      <FormTextField name="meter_id" required onValueChange={handleMeterId} />
      <FormTextField
        name="barcode_id"
        onValueChange={handleBarcode}
        hint={following ? t('meterForm.hints.barcode') : undefined}
      />
      <FormTextField name="label" />
      <FormTextField name="metering_code" />
      <FormTextField name="malo_code" />
      <FormSelectField
        name="status"
        required
        options={statuses.map((status) => ({
          value: status,
          label: t(`meterForm.statuses.${status}`, { defaultValue: status }),
        }))}
      />
    </FormSection>
  );
}
