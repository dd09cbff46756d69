import { useTranslation } from 'react-i18next';
import type { ActiveFilter } from '../../../components/filter-panel';
import type { SelectOption } from '../../../components/select-options';
import { BUILDING_FILTER_NAMES } from './building-filters';
import type { BuildingFilterOptions } from './use-filter-options';

export interface FilterChipsInput {
  filters: Record<string, string>;
  statusChoices: Array<{ value: string; display_name: string }>;
  options: BuildingFilterOptions;
  /** A meter reader's own name: their delegate filter is fixed and cannot be removed. */
  fixedDelegateName?: string;
}

const ISNULL = /__isnull$/;

/** One chip per active filter, with names instead of e-mails and urls. */
export function useBuildingFilterChips({
  filters,
  statusChoices,
  options,
  fixedDelegateName,
}: FilterChipsInput): ActiveFilter[] {
  const { t } = useTranslation();
  const nameIn = (list: SelectOption[], value: string) =>
    list.find((option) => option.value === value)?.label ?? value;
  const valueText = (name: string, value: string): string => {
    if (ISNULL.test(name)) return t(`buildings.filters.${name}.${value === 'true' ? 'no' : 'has'}`);
    switch (name) {
      case 'status':
        return t(`buildings.statuses.${value}`, {
          defaultValue: statusChoices.find((choice) => choice.value === value)?.display_name ?? value,
        });
      case 'preferred_delegate':
        return nameIn(options.delegates, value);
      case 'property_manager':
        return nameIn(options.propertyManagers, value);
      case 'commercial_consumer':
        return nameIn(options.commercialConsumers, value);
      case 'has_no_meter_of_type_but_has_readings':
        return t(`media.${value}`, { defaultValue: value });
      case 'reading_requests_status':
        return value
          .split(',')
          .map((status) => t(`buildings.requestStatuses.${status}`, { defaultValue: status }))
          .join(', ');
      default:
        return value;
    }
  };
  const labelOf = (name: string) =>
    ISNULL.test(name) ? t(`buildings.filters.${name}.label`) : t(`buildings.filters.${name}`);

  const chips: ActiveFilter[] = BUILDING_FILTER_NAMES.filter((name) => filters[name]).map((name) => ({
    name,
    label: labelOf(name),
    value: valueText(name, filters[name] as string),
  }));
  if (fixedDelegateName === undefined) return chips;
  // The fixed delegate replaces both delegate filters of the URL (use-buildings-list sends neither).
  const delegateFilters: readonly string[] = ['preferred_delegate', 'preferred_delegate__isnull'];
  return [
    {
      name: 'preferred_delegate',
      label: labelOf('preferred_delegate'),
      value: fixedDelegateName,
      deletable: false,
    },
    ...chips.filter((chip) => !delegateFilters.includes(chip.name)),
  ];
}
