import { useTranslation } from 'react-i18next';
import { type ChipTone, PlainChip } from '../../../components/plain';

/** The colour of each status' border (the text stays the body colour: readable on white). */
const TONES: Readonly<Record<string, ChipTone>> = {
  new: 'info',
  postponed: 'warning',
  postponed_notified: 'warning',
  rejected: 'error',
  rejected_selfservice: 'error',
  success: 'success',
  success_selfservice: 'success',
};

/** A reading request's status as a small outlined chip in the interface language. */
export function RequestStatusChip({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <PlainChip tone={TONES[status]}>
      {t(`readingRequests.statuses.${status}`, { defaultValue: status })}
    </PlainChip>
  );
}
