import { availableStatusNotes, PHYSICAL_MEDIA } from '@portal/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SelectOption } from '../../../components/select-options';
import { useSession } from '../../../lib/session';
import { useChoices, useContractorCompanies, useEmployees } from '../../../resources/directory';
import { REQUEST_FILTER_STATUSES, type RequestFilterVisibility } from './request-filters';

/** The choices of each select of the filter panel (companies and employees only where visible). */
export interface RequestFilterOptions {
  delegates: SelectOption[];
  propertyManagers: SelectOption[];
  statuses: SelectOption[];
  statusNotes: SelectOption[];
  media: SelectOption[];
  meterStatuses: SelectOption[];
  commercialConsumers: SelectOption[];
  energySuppliers: SelectOption[];
  meterReadingServices: SelectOption[];
}

/** `wanted`: false leaves the lists of names and choices unasked (a phone's closed filter dialog). */
export function useRequestFilterOptions(
  visibility: RequestFilterVisibility,
  wanted = true,
): RequestFilterOptions {
  const { t } = useTranslation();
  // A meter reader's assignee and property manager filters are fixed: no employee list needed.
  const employees = useEmployees(wanted && !visibility.reader);
  const consumers = useContractorCompanies('commercial_consumer', wanted && visibility.commercialConsumer);
  const suppliers = useContractorCompanies('energy_supplier', wanted && visibility.energySupplier);
  const services = useContractorCompanies('meter_reading_service', wanted && visibility.meterReadingService);
  const meterStatusChoices = useChoices('meters/', 'status', wanted);
  const statusNoteChoices = useChoices('reading_requests/', 'status_note', wanted);
  const { configuration } = useSession();
  return useMemo(() => {
    const named = (list: typeof employees.delegates) =>
      list.map((employee) => ({ value: employee.email, label: employee.employee.name || employee.email }));
    const companies = (list: typeof consumers.companies) =>
      list.map((company) => ({ value: company.resource_id, label: company.name }));
    // The server's choices (the configured AVAILABLE_STATUS_NOTES); without them the session's configuration.
    const notes = statusNoteChoices.length
      ? statusNoteChoices.map((choice) => choice.value)
      : configuration
        ? availableStatusNotes(configuration)
        : [];
    return {
      delegates: named(employees.delegates),
      propertyManagers: named(employees.propertyManagers),
      statuses: REQUEST_FILTER_STATUSES.map((status) => ({
        value: status,
        label: t(`readingRequests.statuses.${status}`),
      })),
      statusNotes: notes.map((note) => ({
        value: note,
        label: t(`readingRequests.statusNotes.${note}`, {
          defaultValue: statusNoteChoices.find((choice) => choice.value === note)?.display_name ?? note,
        }),
      })),
      media: PHYSICAL_MEDIA.map((medium) => ({ value: medium, label: t(`media.${medium}`) })),
      meterStatuses: meterStatusChoices.map((choice) => ({
        value: choice.value,
        label: t(`meters.statuses.${choice.value}`, { defaultValue: choice.display_name }),
      })),
      commercialConsumers: companies(consumers.companies),
      energySuppliers: companies(suppliers.companies),
      meterReadingServices: companies(services.companies),
    };
  }, [
    t,
    employees,
    consumers.companies,
    suppliers.companies,
    services.companies,
    meterStatusChoices,
    statusNoteChoices,
    configuration,
  ]);
}
