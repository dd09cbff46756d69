import type { MeterFormMode } from './form-values';

/** What the user may see and set in the meter form (spec §6 and the feature flags). */
export interface FormPermissions {
  energySupplier: boolean;
  readingService: boolean;
  readingFrequency: boolean;
  calibration: boolean;
  customReferenceMeter: boolean;
  customReferencesCounters: boolean;
  businessEntity: boolean;
  /** The own company, filled in as supplier (energy suppliers) or service (reading services). */
  ownSupplierUrl?: string;
  ownServiceUrl?: string;
}

/** Everything besides the values that decides the body and the rules. */
export interface PayloadContext {
  mode: MeterFormMode;
  buildingUrl: string;
  permissions: FormPermissions;
}
