import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

/** A building's (or meter's) status as a small coloured chip: active green, anything else grey. */
export function BuildingStatusChip({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={status === 'active' ? 'success' : 'default'}
      label={t(`buildings.statuses.${status}`, { defaultValue: status })}
    />
  );
}
