import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { METER_LIMITS } from '@portal/contracts';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { cronOfChoice, FREQUENCY_CHOICES, type FrequencyChoice } from '../../../resources/meters';
import { FormSelectField } from '../components/form-select-field';
import { FormTextField } from '../components/form-text-field';
import { useMeterFormMeta } from '../components/meter-form-meta';
import { useSetField } from '../hooks/use-field-setters';
import type { MeterFormValues } from '../model/form-values';

/** Where the cron help link points. */
const CRON_HELP_URL = 'https://crontab.guru/';

/** A preset or, for custom, a cron text (starting from the monthly-first value) with a help link. */
export function ReadingFrequencyField() {
  const { t } = useTranslation();
  const set = useSetField();
  const { watch } = useFormContext<MeterFormValues>();
  const { errorOf } = useMeterFormMeta();
  const choice = watch('frequency_choice');
  // The cron field shows reading_frequency's errors; without it (a preset) the select must show them.
  const frequencyError = choice === 'custom' ? undefined : errorOf('reading_frequency');

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
        fallbackError={frequencyError}
        options={FREQUENCY_CHOICES.map((value) => ({ value, label: t(`meters.readingFrequency.${value}`) }))}
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
