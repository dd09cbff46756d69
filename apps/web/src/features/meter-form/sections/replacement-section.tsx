import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs from 'dayjs';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateLocalization } from '../../../lib/date-localization';
import { FormSection } from '../components/form-section';
import { useMeterFormMeta } from '../components/meter-form-meta';
import { useSetField } from '../hooks/use-field-setters';
import type { MeterFormValues } from '../model/form-values';
import { PhotoInput } from './photo-input';
import { ReadingValues } from './reading-values';

/** Meter change: the date, the old meter's last and the new meter's first reading, one photo. */
export function ReplacementSection() {
  const { t } = useTranslation();
  const { meter, errorOf } = useMeterFormMeta();
  const set = useSetField();
  const { watch } = useFormContext<MeterFormValues>();
  const [replacement, codes] = watch(['replacement', 'obis_codes']);
  const dateError = errorOf('replacement.date');
  return (
    <FormSection title={t('meterForm.sections.replacement')}>
      <DateLocalization>
        <DatePicker
          label={t('meterForm.replacement.date')}
          value={replacement.date ? dayjs(replacement.date) : null}
          disableFuture
          onChange={(value) => set('replacement.date', value?.isValid() ? value.format('YYYY-MM-DD') : '')}
          slotProps={{
            field: { clearable: true },
            textField: {
              fullWidth: true,
              error: Boolean(dateError),
              helperText: dateError ?? t('meterForm.replacement.dateHint'),
            },
          }}
        />
      </DateLocalization>
      <ReadingValues
        testId="old-value"
        title={t('meterForm.replacement.oldMeter', { meterId: meter?.meter_id ?? '' })}
        codes={meter?.obis_codes ?? []}
        values={replacement.oldValues}
        onChange={(values) => set('replacement.oldValues', values)}
        error={errorOf('replacement.oldValues')}
      />
      <ReadingValues
        testId="new-value"
        title={t('meterForm.replacement.newMeter')}
        codes={codes}
        values={replacement.newValues}
        onChange={(values) => set('replacement.newValues', values)}
        error={errorOf('replacement.newValues')}
        emptyText={t('meterForm.replacement.noCodes')}
      />
      <PhotoInput
        value={replacement.image}
        onChange={(file) => set('replacement.image', file)}
        error={errorOf('replacement.image')}
      />
    </FormSection>
  );
}
