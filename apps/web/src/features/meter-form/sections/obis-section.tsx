import TextField from '@mui/material/TextField';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../components/form-section';
import { useMeterFormMeta } from '../components/meter-form-meta';
import { useSetField } from '../hooks/use-field-setters';
import type { MeterFormValues } from '../model/form-values';
import { CounterWizard } from './counter-wizard';
import { CustomObisInput } from './custom-obis-input';
import { ObisSelector } from './obis-selector';

/** Counter wizard (electricity), OBIS codes, a custom code and the custom counter references. */
export function ObisSection() {
  const { t } = useTranslation();
  const { permissions, readOnly } = useMeterFormMeta();
  const set = useSetField();
  const { watch } = useFormContext<MeterFormValues>();
  const [medium, codes, references] = watch(['physical_medium', 'obis_codes', 'custom_references_counters']);
  const locked = !medium || readOnly.includes('obis_codes');
  return (
    <FormSection title={t('meterForm.sections.obis')}>
      {medium === 'electricity' && <CounterWizard disabled={locked} />}
      <ObisSelector />
      <CustomObisInput disabled={locked} />
      {permissions.customReferencesCounters &&
        codes.map((code) => (
          <TextField
            key={code}
            fullWidth
            label={t('meterForm.fields.custom_references_counters', { code })}
            value={references[code] ?? ''}
            onChange={(event) =>
              set('custom_references_counters', { ...references, [code]: event.target.value })
            }
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
        ))}
    </FormSection>
  );
}
