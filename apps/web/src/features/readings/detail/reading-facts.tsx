import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Reading } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../../lib/format-date';

export interface ReadingFactsProps {
  reading: Reading;
  /** The meter's own note (null while unknown or empty). */
  meterNote: string | null | undefined;
  showTime: boolean;
}

/** Date (time only with SHOW_READINGTIME), applying person, type and the notes, as a description list. */
export function ReadingFacts({ reading, meterNote, showTime }: ReadingFactsProps) {
  const { t, i18n } = useTranslation();
  const person = [reading.applying_person_name, reading.applying_person && `<${reading.applying_person}>`]
    .filter(Boolean)
    .join(' ');
  return (
    <Box
      component="dl"
      aria-label={t('readings.detail.facts')}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(160px, max-content) 1fr' },
        columnGap: 3,
        rowGap: { xs: 0.25, sm: 1 },
        m: 0,
      }}
    >
      <Fact label={t('readings.detail.readingDate')} testId="reading-date">
        {(showTime ? formatDateTime : formatDate)(reading.reading_date, i18n.language)}
      </Fact>
      <Fact label={t('readings.detail.applyingPerson')} testId="reading-applying-person">
        {person}
      </Fact>
      <Fact label={t('readings.detail.type')}>
        {t(`readings.types.${reading.type}`, { defaultValue: reading.type })}
      </Fact>
      <Fact label={t('readings.detail.meterNote')} testId="reading-meter-note">
        {meterNote}
      </Fact>
      <Fact label={t('readings.detail.readingNote')} testId="reading-note">
        {reading.note}
      </Fact>
    </Box>
  );
}

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  const { t } = useTranslation();
  const missing = children === null || children === undefined || children === '';
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }} data-testid={testId}>
        {missing ? t('components.format.notAvailable') : children}
      </Typography>
    </>
  );
}
