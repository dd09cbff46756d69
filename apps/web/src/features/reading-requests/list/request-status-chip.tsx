import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

/** The theme palette of each status' border (the text stays the body colour: readable on white). */
const COLORS: Readonly<Record<string, 'info' | 'warning' | 'error' | 'success'>> = {
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
    <Chip
      size="small"
      variant="outlined"
      sx={{ color: 'text.primary', borderColor: COLORS[status] ? `${COLORS[status]}.main` : undefined }}
      label={t(`readingRequests.statuses.${status}`, { defaultValue: status })}
    />
  );
}
