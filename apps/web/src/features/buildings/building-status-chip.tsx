import { useTranslation } from 'react-i18next';
import { StatusChip } from '../../components/status-chip';

/** A building's status as a small coloured chip: active green, anything else grey. */
export function BuildingStatusChip({ status }: { status: string }) {
  const { t } = useTranslation();
  return <StatusChip status={status} label={t(`buildings.statuses.${status}`, { defaultValue: status })} />;
}
