import Box from '@mui/material/Box';
import { LIMITS } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../components/form-section';
import { FormTextField } from '../components/form-text-field';
import { useMeterFormMeta } from '../components/meter-form-meta';
import { ReadingFrequencyField } from './reading-frequency-field';

const YEAR_INPUT = {
  htmlInput: {
    inputMode: 'numeric' as const,
    min: LIMITS.calibrationYearMin,
    max: LIMITS.calibrationYearMax,
    maxLength: 4,
  },
};

/** Reading frequency, calibration period (as years), custom reference meter and note. */
export function DetailsSection() {
  const { t } = useTranslation();
  const { permissions } = useMeterFormMeta();
  return (
    <FormSection title={t('meterForm.sections.details')}>
      {permissions.readingFrequency && <ReadingFrequencyField />}
      {permissions.calibration && (
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
          <FormTextField name="calibration_start_year" slotProps={YEAR_INPUT} />
          <FormTextField name="calibration_end_year" slotProps={YEAR_INPUT} />
        </Box>
      )}
      {permissions.customReferenceMeter && <FormTextField name="custom_reference_meter" />}
      <FormTextField name="note" multiline minRows={3} />
    </FormSection>
  );
}
