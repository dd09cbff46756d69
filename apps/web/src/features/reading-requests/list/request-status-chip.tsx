import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

const COLORS: Readonly<Record<string, ChipProps['color']>> = {
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
      color={COLORS[status] ?? 'default'}
      label={t(`readingRequests.statuses.${status}`, { defaultValue: status })}
    />
  );
}
