import { BUILDING_ASSIGNMENTS, type BuildingAssignment, buildingReadOnlyOnEdit } from '@portal/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SelectOption } from '../../../components/select-options';
import { useSession } from '../../../lib/session';
import {
  useChoices,
  useContractorCompanies,
  useEmployees,
  useServerReadOnlyFields,
} from '../../../resources/directory';
import type { FormField } from './building-form-schema';

/**
 * What the building form shows to this user, and the choices of its selects. Editing (`buildingId`), the
 * read-only fields are those the server answers in OPTIONS buildings/{id}/ (`actions.PUT.<field>.read_only`);
 * until it has answered, the contracts' rule (BUILDING_READ_ONLY_ON_EDIT), which the server applies too.
 */
export function useFormOptions(buildingId: string | undefined) {
  const editing = buildingId !== undefined;
  const { t } = useTranslation();
  const { user, actor, configuration } = useSession();
  // The fields the server's write rules (judgeBuildingWrite) let this user set.
  const may = (field: BuildingAssignment) =>
    Boolean(actor && configuration && BUILDING_ASSIGNMENTS[field](actor, configuration));
  const showConsumer = may('commercial_consumer');
  const showDelegate = may('preferred_delegate');
  const showManager = may('property_manager');
  const statusChoices = useChoices('buildings/', 'status');
  const employees = useEmployees(showDelegate || showManager);
  const consumers = useContractorCompanies('commercial_consumer', showConsumer);
  const serverReadOnly = useServerReadOnlyFields(editing ? `buildings/${buildingId}/` : undefined);

  return useMemo(() => {
    const hidden = new Set<FormField>();
    if (!configuration?.HAS_BUSINESS_ENTITY_FEATURE) hidden.add('business_entity');
    if (!showConsumer) hidden.add('commercial_consumer');
    if (!showDelegate) hidden.add('preferred_delegate');
    if (!showManager) hidden.add('property_manager');
    const named = (list: typeof employees.delegates): SelectOption[] =>
      list.map((employee) => ({ value: employee.email, label: employee.employee.name || employee.email }));
    const ownCompany = user?.companies[0];
    return {
      hidden,
      required: new Set(configuration?.BUILDING_REQUIRED_FIELDS ?? []),
      readOnly: new Set<string>(
        editing ? (serverReadOnly ?? (configuration ? buildingReadOnlyOnEdit(configuration) : [])) : [],
      ),
      requiredFields: configuration?.BUILDING_REQUIRED_FIELDS ?? [],
      ownCommercialConsumer: ownCompany?.company_type === 'commercial_consumer' ? ownCompany.url : undefined,
      statusOptions: statusChoices.map((choice) => ({
        value: choice.value,
        label: t(`buildings.statuses.${choice.value}`, { defaultValue: choice.display_name }),
      })),
      consumers: consumers.companies.map((company) => ({ value: company.url, label: company.name })),
      delegates: named(employees.delegates),
      managers: named(employees.propertyManagers),
    };
  }, [
    configuration,
    editing,
    serverReadOnly,
    showConsumer,
    showDelegate,
    showManager,
    statusChoices,
    employees,
    consumers.companies,
    user,
    t,
  ]);
}
