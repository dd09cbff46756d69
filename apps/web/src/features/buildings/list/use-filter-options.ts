import {
  type Actor,
  canChooseCommercialConsumer,
  canUseExtendedBuildingFilters,
  type PortalConfiguration,
} from '@portal/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SelectOption } from '../../../components/select-options';
import { useContractorCompanies, useEmployees } from '../../../resources/directory';

export interface BuildingFilterOptions {
  /** Extended filters (delegate, manager, requests, consumer, medium, checkbox pairs): admin or scheduler. */
  extended: boolean;
  /** Delegates (readers) are switched on: the delegate filter and its checkbox pair exist. */
  readersEnabled: boolean;
  showCommercialConsumer: boolean;
  delegates: SelectOption[];
  propertyManagers: SelectOption[];
  commercialConsumers: SelectOption[];
}

/** What the filter panel may show to this user, and the names to pick from. */
export function useFilterOptions(
  actor: Actor | null,
  configuration: PortalConfiguration | undefined,
  /** False leaves the employees and companies unasked (a phone's closed filter dialog). */
  wanted = true,
): BuildingFilterOptions {
  const { t } = useTranslation();
  const extended = Boolean(actor && canUseExtendedBuildingFilters(actor));
  const readersEnabled = Boolean(configuration && !configuration.DISABLED_READERS);
  const showCommercialConsumer = Boolean(actor && canChooseCommercialConsumer(actor));
  const employees = useEmployees(wanted && extended);
  const consumers = useContractorCompanies(
    'commercial_consumer',
    wanted && extended && showCommercialConsumer,
  );
  return useMemo(() => {
    const named = (list: typeof employees.delegates) =>
      list.map((employee) => ({
        value: employee.email,
        label: employee.employee.name || employee.email,
      }));
    return {
      extended,
      readersEnabled,
      showCommercialConsumer,
      delegates: named(employees.delegates),
      propertyManagers: named(employees.propertyManagers),
      commercialConsumers: consumers.companies.map((company) => ({
        value: company.url,
        label: company.name || t('components.format.notAvailable'),
      })),
    };
  }, [extended, readersEnabled, showCommercialConsumer, employees, consumers.companies, t]);
}
