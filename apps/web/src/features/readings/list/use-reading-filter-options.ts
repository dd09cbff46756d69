import { PHYSICAL_MEDIA, READING_TYPES } from '@portal/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SelectOption } from '../../../components/select-options';
import { compareText } from '../../../lib/compare-text';
import { useChoices, useEmployees } from '../../../resources/directory';
import { PLAUSIBILITY_FILTER_VALUES } from './reading-filters';

/** The choices of each select of the readings filter panel. */
export interface ReadingFilterOptions {
  media: SelectOption[];
  types: SelectOption[];
  /** Everyone of the company who may have applied a reading: readers and schedulers alike. */
  applyingPersons: SelectOption[];
  plausibility: SelectOption[];
}

/**
 * Media and plausibility from the contracts, types from OPTIONS readings/ (else the contracts'). `wanted`:
 * false leaves the employees and choices unasked (a phone's closed filter dialog).
 */
export function useReadingFilterOptions(wanted = true): ReadingFilterOptions {
  const { t, i18n } = useTranslation();
  const employees = useEmployees(wanted);
  const typeChoices = useChoices('readings/', 'type', wanted);
  return useMemo(() => {
    const compare = compareText(i18n.language);
    const types = typeChoices.length ? typeChoices.map((choice) => choice.value) : [...READING_TYPES];
    return {
      media: PHYSICAL_MEDIA.map((medium) => ({ value: medium, label: t(`media.${medium}`) })),
      types: types.map((type) => ({
        value: type,
        label: t(`readings.types.${type}`, {
          defaultValue: typeChoices.find((choice) => choice.value === type)?.display_name ?? type,
        }),
      })),
      applyingPersons: [...employees.delegates, ...employees.propertyManagers]
        .map((employee) => ({ value: employee.email, label: employee.employee.name || employee.email }))
        .sort((a, b) => compare(a.label, b.label)),
      plausibility: PLAUSIBILITY_FILTER_VALUES.map((value) => ({
        value,
        label: t(`plausibility.states.${value}`),
      })),
    };
  }, [t, i18n.language, employees, typeChoices]);
}
