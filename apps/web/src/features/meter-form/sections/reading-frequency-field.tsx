import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { METER_LIMITS } from '@portal/contracts';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelectField } from '../components/form-select-field';
import { FormTextField } from '../components/form-text-field';
import { useSetField } from '../hooks/use-field-setters';
import type { MeterFormValues } from '../model/form-values';
import {
  CRON_HELP_URL,
  cronOfChoice,
  FREQUENCY_CHOICES,
  type FrequencyChoice,
} from '../model/reading-frequency';

/** A preset or, for custom, a cron text (starting from the monthly-first value) with a help link. */
export function ReadingFrequencyField() {
  const { t } = useTranslation();
  const set = useSetField();
  const { watch } = useFormContext<MeterFormValues>();
  const choice = watch('frequency_choice');

  const handleChoice = (value: string) => {
    const next = value as FrequencyChoice;
    set('frequency_choice', next);
    set('reading_frequency', cronOfChoice(next));
  };

  return (
    <Stack spacing={1}>
      <FormSelectField
        name="frequency_choice"
        onValueChange={handleChoice}
        options={FREQUENCY_CHOICES.map((value) => ({ value, label: t(`meterForm.frequency.${value}`) }))}
      />
      {choice === 'custom' && (
        <FormTextField
          name="reading_frequency"
          label={t('meterForm.fields.cron')}
          slotProps={{ htmlInput: { maxLength: METER_LIMITS.reading_frequency, spellCheck: false } }}
        />
      )}
      <Link href={CRON_HELP_URL} target="_blank" rel="noopener noreferrer" variant="body2">
        {t('meterForm.actions.cronHelp')}
      </Link>
    </Stack>
  );
}
