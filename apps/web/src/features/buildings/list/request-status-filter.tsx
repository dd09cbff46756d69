import { READING_REQUEST_STATUSES } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { MultiFilterSelect } from '../../../components/filter-panel';

export interface RequestStatusFilterProps {
  /** Comma list of reading request statuses, as in the URL and the API. */
  value: string | undefined;
  onChange: (value: string[]) => void;
}

/** Buildings with reading requests in any of the chosen statuses (several may be chosen). */
export function RequestStatusFilter({ value, onChange }: RequestStatusFilterProps) {
  const { t } = useTranslation();
  const options = READING_REQUEST_STATUSES.map((status) => ({
    value: status,
    label: t(`buildings.requestStatuses.${status}`, { defaultValue: status }),
  }));
  return (
    <MultiFilterSelect
      label={t('buildings.filters.reading_requests_status')}
      value={value}
      options={options}
      onChange={onChange}
      testId="buildings-filter-request-status"
    />
  );
}
