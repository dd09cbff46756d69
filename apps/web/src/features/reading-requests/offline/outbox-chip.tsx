import { useTranslation } from 'react-i18next';
import { PlainChip } from '../../../components/plain';

/** On a request's card instead of "Add reading": its reading is in the outbox (waiting, or refused). */
export function OutboxChip({ state }: { state: 'waiting' | 'refused' }) {
  const { t } = useTranslation();
  return (
    <PlainChip tone={state === 'refused' ? 'error' : 'info'} testId="request-card-outbox">
      {t(state === 'refused' ? 'offline.outbox.refusedChip' : 'offline.outbox.waitingChip')}
    </PlainChip>
  );
}
