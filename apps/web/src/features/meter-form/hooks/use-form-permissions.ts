import {
  canCreateMeterFromScratch,
  canEditMeter,
  canReplaceMeter,
  DEFAULT_METER_PRESETS,
  defaultMeterCompany,
  METER_FIELD_PERMISSIONS,
  type Meter,
  type MeterPreset,
} from '@portal/contracts';
import { useSession } from '../../../lib/session';
import { meterFacts } from '../../../resources/meters';
import type { FormPermissions } from '../model/form-context';
import type { MeterFormMode } from '../model/form-values';

export interface FormAccess {
  permissions: FormPermissions;
  presets: MeterPreset[];
  /** Whether the user may use the form in this mode for this meter. */
  allowed: (mode: MeterFormMode, meter: Meter | undefined) => boolean;
}

/** The session's permissions for the meter form (spec §6), undefined while the session loads. */
export function useFormPermissions(): FormAccess | undefined {
  const { user, actor, configuration: config } = useSession();
  if (!user || !actor || !config) return undefined;
  const ownCompany = user.companies[0]?.url;
  const presets = user.app_customization_tables.meter_presets;
  const settings = user.custom_data.webportal_settings;
  return {
    permissions: {
      // The fields with a permission of their own, as the server's write rules (judgeMeterWrite) decide them.
      energySupplier: METER_FIELD_PERMISSIONS.energy_supplier(actor, config),
      readingService: METER_FIELD_PERMISSIONS.meter_reading_service(actor, config),
      readingFrequency: METER_FIELD_PERMISSIONS.reading_frequency(actor, config),
      calibration: config.HAS_CALIBRATION_PERIOD_FEATURE,
      customReferenceMeter: config.HAS_CUSTOM_REFERENCE_METER_FEATURE,
      customReferencesCounters: config.HAS_CUSTOM_REFERENCES_COUNTERS_FEATURE,
      businessEntity: config.HAS_BUSINESS_ENTITY_FEATURE,
      ownSupplierUrl: defaultMeterCompany(actor, 'energy_supplier') ? ownCompany : undefined,
      ownServiceUrl: defaultMeterCompany(actor, 'meter_reading_service') ? ownCompany : undefined,
    },
    presets: presets.length ? presets : DEFAULT_METER_PRESETS,
    allowed: (mode, meter) => {
      if (mode === 'new') return canCreateMeterFromScratch(actor, settings);
      if (!meter) return false;
      const facts = meterFacts(meter);
      // As the server decides: with team features the own company's features must hold meter_replacement.
      if (mode === 'replacement')
        return canReplaceMeter(actor, config, facts, user.companies[0]?.enabled_features);
      return canEditMeter(actor, config, facts);
    },
  };
}
