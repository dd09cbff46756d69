import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useContractorCompanies } from '../../../resources/directory';
import { useMainMeterCandidates } from '../api/get-meter-candidates';
import { candidateOptions } from '../components/candidate-options';
import { FormSection } from '../components/form-section';
import { FormSelectField } from '../components/form-select-field';
import { useMeterFormMeta } from '../components/meter-form-meta';
import type { MeterFormValues } from '../model/form-values';
import { PredecessorField } from './predecessor-field';

/** Main meter, predecessor, energy supplier and meter reading service. */
export function RelationsSection() {
  const { t } = useTranslation();
  const { permissions, buildingId, businessEntity, meter } = useMeterFormMeta();
  const { watch } = useFormContext<MeterFormValues>();
  const medium = watch('physical_medium');
  const suppliers = useContractorCompanies('energy_supplier', permissions.energySupplier);
  const services = useContractorCompanies('meter_reading_service', permissions.readingService);
  const mainCandidates = useMainMeterCandidates({
    medium,
    buildingId,
    businessEntity: permissions.businessEntity ? businessEntity : null,
    excludeId: meter?.resource_id,
  });
  const none = t('meterForm.none');
  type Company = { url: string | null; name: string | null };
  const companyOptions = (companies: Company[], stored: Company, empty: string) => {
    const known = stored.url && !companies.some((company) => company.url === stored.url);
    return [
      { value: '', label: empty },
      ...(known ? [stored] : []).concat(companies).map((company) => ({
        value: company.url ?? '',
        label: company.name ?? company.url ?? '',
      })),
    ];
  };
  const storedSupplier = { url: meter?.energy_supplier ?? null, name: meter?.energy_supplier_name ?? null };
  const storedService = {
    url: meter?.meter_reading_service ?? null,
    name: meter?.meter_reading_service_name ?? null,
  };
  const storedMain = medium === meter?.physical_medium ? meter?.main_meter_link : null;

  return (
    <FormSection title={t('meterForm.sections.relations')}>
      <FormSelectField
        name="main_meter"
        disabled={!medium}
        options={candidateOptions(none, mainCandidates, storedMain)}
      />
      <PredecessorField />
      {permissions.energySupplier && (
        <FormSelectField
          name="energy_supplier"
          options={companyOptions(suppliers.companies, storedSupplier, t('meterForm.privateMeter'))}
        />
      )}
      {permissions.readingService && (
        <FormSelectField
          name="meter_reading_service"
          options={companyOptions(services.companies, storedService, none)}
        />
      )}
    </FormSection>
  );
}
