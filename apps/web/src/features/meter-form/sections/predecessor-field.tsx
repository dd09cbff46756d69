import TextField from '@mui/material/TextField';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { usePredecessorCandidates } from '../api/get-meter-candidates';
import { candidateOptions } from '../components/candidate-options';
import { FormSelectField } from '../components/form-select-field';
import { useMeterFormMeta } from '../components/meter-form-meta';
import type { MeterFormValues } from '../model/form-values';

/**
 * New meter: pick a predecessor of the same medium in the building (only with OBIS codes). Edit: the
 * stored predecessor, locked. Replacement: the old meter, locked.
 */
export function PredecessorField() {
  const { t } = useTranslation();
  const { mode, meter, buildingId, readOnly, errorOf } = useMeterFormMeta();
  const { watch } = useFormContext<MeterFormValues>();
  const medium = watch('physical_medium');
  const candidates = usePredecessorCandidates({ medium, buildingId, enabled: mode === 'new' });

  if (mode !== 'new' || readOnly.includes('predecessor_meter_id')) {
    const shown = mode === 'replacement' ? meter?.meter_id : meter?.predecessor?.meter_id;
    return (
      <TextField
        fullWidth
        disabled
        label={t('meterForm.fields.predecessor_meter_id')}
        value={shown ?? t('meterForm.none')}
        error={Boolean(errorOf('predecessor_meter_id'))}
        helperText={errorOf('predecessor_meter_id')}
        slotProps={{ htmlInput: { 'data-testid': 'meter-predecessor_meter_id' } }}
      />
    );
  }
  return (
    <FormSelectField
      name="predecessor_meter_id"
      disabled={!medium}
      hint={t('meterForm.hints.predecessor')}
      options={candidateOptions(t('meterForm.none'), candidates)}
    />
  );
}
