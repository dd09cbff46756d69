import { useTranslation } from 'react-i18next';
import type { ActiveFilter } from '../../../components/filter-panel';
import type { SelectOption } from '../../../components/select-options';
import { formatDate } from '../../../lib/format-date';
import { formatAddress, useBuilding } from '../../../resources/buildings';
import { meterTitle, useMeter } from '../../../resources/meters';
import type { ReadingFilterName } from './reading-filters';
import type { ReadingFilterOptions } from './use-reading-filter-options';

/**
 * One chip per active filter of the readings list, with names instead of ids and e-mails. A building or
 * meter from a link is named by one request for it (its address, its number).
 */
export function useReadingFilterChips(
  filters: Record<string, string>,
  options: ReadingFilterOptions,
): ActiveFilter[] {
  const { t, i18n } = useTranslation();
  const building = useBuilding(filters.meter__building__id).data;
  const meter = useMeter(filters.meter_resource_id).data;
  const from = (list: SelectOption[]) => (value: string) =>
    list.find((option) => option.value === value)?.label ?? value;
  const date = (value: string) => formatDate(value, i18n.language);
  const display: Record<ReadingFilterName, (value: string) => string> = {
    search: (v) => v,
    reading_date_after: date,
    reading_date_before: date,
    physical_medium: from(options.media),
    type: from(options.types),
    applying_person: from(options.applyingPersons),
    plausibility: from(options.plausibility),
    meter__building__id: (v) => (building ? formatAddress(building) || v : v),
    meter_resource_id: (v) => (meter ? meterTitle(meter) : v),
    reading_request__isnull: (v) =>
      t(`readings.filters.readingRequestValues.${v === 'true' ? 'none' : 'some'}`),
    meter__building__property_manager__email: (v) => v,
  };
  return Object.entries(filters).flatMap(([name, value]) => {
    const show = display[name as ReadingFilterName];
    if (!show) return [];
    const label = name === 'search' ? t('components.filterPanel.search') : t(`readings.filters.${name}`);
    return [{ name, label, value: show(value) }];
  });
}
