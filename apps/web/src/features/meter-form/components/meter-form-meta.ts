import type { Meter, MeterPreset } from '@portal/contracts';
import { createContext, useContext } from 'react';
import type { FormPermissions } from '../model/form-context';
import type { MeterFormMode } from '../model/form-values';

/** What the sections need besides the form values: mode, permissions, presets, scope, messages. */
export interface MeterFormMeta {
  mode: MeterFormMode;
  permissions: FormPermissions;
  presets: MeterPreset[];
  /** Fields shown but not editable (read-only on edit, the predecessor in a replacement). */
  readOnly: string[];
  buildingId: string;
  businessEntity: string | null;
  /** The meter being edited or replaced. */
  meter?: Meter;
  /** The translated message to show beside a field, if any. */
  errorOf: (field: string) => string | undefined;
}

const MeterFormMetaContext = createContext<MeterFormMeta | null>(null);
export const MeterFormMetaProvider = MeterFormMetaContext.Provider;

export function useMeterFormMeta(): MeterFormMeta {
  const meta = useContext(MeterFormMetaContext);
  if (!meta) throw new Error('useMeterFormMeta outside the meter form');
  return meta;
}
