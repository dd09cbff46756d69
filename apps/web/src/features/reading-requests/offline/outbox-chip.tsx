import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

/** On a request's card instead of "Add reading": its reading is in the outbox (waiting, or refused). */
export function OutboxChip({ state }: { state: 'waiting' | 'refused' }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={state === 'refused' ? 'error' : 'info'}
      sx={{ color: 'text.primary' }}
      label={t(state === 'refused' ? 'offline.outbox.refusedChip' : 'offline.outbox.waitingChip')}
      data-testid="request-card-outbox"
    />
  );
}
