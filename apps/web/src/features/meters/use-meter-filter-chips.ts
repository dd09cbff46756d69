import type { CompanyListItem } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import type { ActiveFilter } from '../../components/filter-panel';
import type { MeterFilterName } from './meter-filters';

interface ChipSources {
  filters: Record<string, string>;
  statusChoices: { value: string; display_name: string }[];
  companies: CompanyListItem[];
  /** The meter number of the main meter filter, once loaded. */
  mainMeterNumber: string | undefined;
}

/** One chip per active filter of the meters list, with names instead of ids. */
export function useMeterFilterChips({
  filters,
  statusChoices,
  companies,
  mainMeterNumber,
}: ChipSources): ActiveFilter[] {
  const { t } = useTranslation();
  const companyName = (id: string) => companies.find((c) => c.resource_id === id)?.name ?? id;
  const display: Record<MeterFilterName, (value: string) => [label: string, value: string]> = {
    search: (v) => [t('components.filterPanel.search'), v],
    physical_medium: (v) => [t('meters.fields.physical_medium'), t(`media.${v}`, { defaultValue: v })],
    status: (v) => [
      t('meters.fields.status'),
      t(`meters.statuses.${v}`, {
        defaultValue: statusChoices.find((c) => c.value === v)?.display_name ?? v,
      }),
    ],
    needs_check: () => [t('meters.filters.needsCheck'), t('meters.yes')],
    energy_supplier: (v) => [t('meters.fields.energy_supplier'), companyName(v)],
    meter_reading_service: (v) => [t('meters.fields.meter_reading_service'), companyName(v)],
    main_meter__isnull: (v) => [
      t('meters.fields.main_meter'),
      v === 'true' ? t('meters.filters.mainMetersOnly') : t('meters.filters.subMetersOnly'),
    ],
    main_meter: (v) => [t('meters.filters.subMetersOf'), mainMeterNumber ?? v],
  };
  return Object.entries(filters).flatMap(([name, value]) => {
    const show = display[name as MeterFilterName];
    if (!show) return [];
    const [label, text] = show(value);
    return [{ name, label, value: text }];
  });
}
