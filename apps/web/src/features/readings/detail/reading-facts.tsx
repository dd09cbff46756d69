import type { Reading } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { DetailItem, DetailList } from '../../../components/detail-list';
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
    <DetailList label={t('readings.detail.facts')}>
      <DetailItem label={t('readings.detail.readingDate')} testId="reading-date">
        {(showTime ? formatDateTime : formatDate)(reading.reading_date, i18n.language)}
      </DetailItem>
      <DetailItem label={t('readings.detail.applyingPerson')} testId="reading-applying-person">
        {person}
      </DetailItem>
      <DetailItem label={t('readings.detail.type')}>
        {t(`readings.types.${reading.type}`, { defaultValue: reading.type })}
      </DetailItem>
      <DetailItem label={t('readings.detail.meterNote')} testId="reading-meter-note">
        {meterNote}
      </DetailItem>
      <DetailItem label={t('readings.detail.readingNote')} testId="reading-note">
        {reading.note}
      </DetailItem>
    </DetailList>
  );
}
