import { useTranslation } from 'react-i18next';
import type { ActiveFilter } from '../../../components/filter-panel';
import type { SelectOption } from '../../../components/select-options';
import { formatDate } from '../../../lib/format-date';
import type { RequestFilterName } from './request-filters';
import type { RequestFilterOptions } from './use-request-filter-options';

/** One chip per active filter of the reading requests list, with names instead of ids and e-mails. */
export function useRequestFilterChips(
  filters: Record<string, string>,
  options: RequestFilterOptions,
): ActiveFilter[] {
  const { t, i18n } = useTranslation();
  const from = (list: SelectOption[]) => (value: string) =>
    value
      .split(',')
      .map((part) => list.find((option) => option.value === part)?.label ?? part)
      .join(', ');
  const date = (value: string) => formatDate(value, i18n.language);
  const display: Record<RequestFilterName, (value: string) => string> = {
    search: (v) => v,
    created_after: date,
    created_before: date,
    planned_reading_date_after: date,
    planned_reading_date_before: date,
    delegate: from(options.delegates),
    delegate__isnull: (v) => t(`readingRequests.filters.delegate__isnull.${v === 'true' ? 'no' : 'has'}`),
    meter__building__property_manager__email: from(options.propertyManagers),
    status: (v) =>
      v
        .split(',')
        .map((part) => t(`readingRequests.statuses.${part}`, { defaultValue: part }))
        .join(', '),
    status_note: from(options.statusNotes),
    physical_medium: from(options.media),
    meter__status: from(options.meterStatuses),
    commercial_consumer: from(options.commercialConsumers),
    energy_supplier: from(options.energySuppliers),
    meter_reading_service: from(options.meterReadingServices),
    overdue: () => t('readingRequests.yes'),
    origin: (v) => t(`readingRequests.origins.${v}`, { defaultValue: v }),
    created_by_contractor: (v) => t(v === 'true' ? 'readingRequests.yes' : 'readingRequests.no'),
    meter__main_meter__isnull: (v) =>
      t(`readingRequests.filters.meter__main_meter__isnull_values.${v === 'true' ? 'main' : 'sub'}`),
  };
  return Object.entries(filters).flatMap(([name, value]) => {
    const show = display[name as RequestFilterName];
    if (!show) return [];
    const label =
      name === 'search'
        ? t('components.filterPanel.search')
        : t(`readingRequests.filters.${name === 'delegate__isnull' ? 'delegate' : name}`);
    return [{ name, label, value: show(value) }];
  });
}
