import { type Meter, type MeterPreset, meterReadOnlyOnEdit } from '@portal/contracts';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { useBuilding } from '../../../resources/buildings';
import { useServerReadOnlyFields } from '../../../resources/directory';
import { meterBasePath, useMeter } from '../../../resources/meters';
import type { PayloadContext } from '../model/form-context';
import {
  type MeterFormMode,
  type MeterFormValues,
  newMeterValues,
  replacementStartValues,
  valuesFromMeter,
} from '../model/form-values';
import { type FormAccess, useFormPermissions } from './use-form-permissions';

export interface FormBuilding {
  resourceId: string;
  url: string;
  street: string;
  street_number: string;
  zip_code: string;
  city: string;
  businessEntity: string | null;
}

/** Everything the form needs once the meter (or the building of a new meter) is loaded. */
export interface FormSetup {
  mode: MeterFormMode;
  /** The meter being edited, or the old meter of a replacement. */
  meter?: Meter;
  building: FormBuilding;
  defaults: MeterFormValues;
  context: PayloadContext;
  access: FormAccess;
  presets: MeterPreset[];
  readOnly: string[];
  needsCheck: boolean;
  /** The OBIS codes of the old meter (replacement readings). */
  oldCodes: string[];
  meterPath: (id: string) => string;
  cancelPath: string;
}

export type FormSetupState =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | { status: 'notAllowed'; meter?: Meter; building?: FormBuilding; routeBuildingId?: string }
  | { status: 'ready'; setup: FormSetup; routeBuildingId?: string };

/**
 * Editing, the fields the server answers read-only in OPTIONS meters/{id}/ (`actions.PUT.<field>.read_only`);
 * until it has answered, the contracts' rule (fixed after creation, fewer while a check is needed), which
 * the server applies too. A replacement creates a new meter whose predecessor is the old one.
 */
function readOnlyFields(
  mode: MeterFormMode,
  meter: Meter | undefined,
  server: string[] | undefined,
): string[] {
  if (mode === 'edit' && meter) return server ?? meterReadOnlyOnEdit({ needsCheck: meter.needs_check });
  return mode === 'replacement' ? ['predecessor_meter_id'] : [];
}

function startValues(mode: MeterFormMode, meter: Meter | undefined): MeterFormValues {
  if (mode === 'edit' && meter) return valuesFromMeter(meter);
  if (mode === 'replacement' && meter) return replacementStartValues(meter);
  return newMeterValues();
}

/** Reads the route (/buildings/:buildingId/meters/…, /meters/:id/…) and loads what the mode needs. */
export function useFormSetup(mode: MeterFormMode): FormSetupState {
  const { buildingId: routeBuildingId, id } = useParams();
  const access = useFormPermissions();
  const meterQuery = useMeter(mode === 'new' ? undefined : id);
  const buildingQuery = useBuilding(mode === 'new' ? routeBuildingId : undefined);
  const meter = meterQuery.data;
  const serverReadOnly = useServerReadOnlyFields(mode === 'edit' && id ? `meters/${id}/` : undefined);
  const source = mode === 'new' ? buildingQuery.data : meter?.building;
  const building = useMemo<FormBuilding | undefined>(
    () =>
      source && {
        resourceId: source.resource_id,
        url: source.url,
        street: source.street,
        street_number: source.street_number,
        zip_code: source.zip_code,
        city: source.city,
        businessEntity: source.business_entity,
      },
    [source],
  );
  const query = mode === 'new' ? buildingQuery : meterQuery;
  if (query.isError) return { status: 'failed', error: query.error };
  if (!access || !building) return { status: 'loading' };
  if (!access.allowed(mode, meter)) return { status: 'notAllowed', meter, building, routeBuildingId };
  const meterPath = (meterId: string) => meterBasePath(meterId, routeBuildingId);
  return {
    status: 'ready',
    routeBuildingId,
    setup: {
      mode,
      meter,
      building,
      defaults: startValues(mode, meter),
      context: { mode, buildingUrl: building.url, permissions: access.permissions },
      access,
      presets: access.presets,
      readOnly: readOnlyFields(mode, meter, serverReadOnly),
      needsCheck: mode === 'edit' && Boolean(meter?.needs_check),
      oldCodes: mode === 'replacement' ? (meter?.obis_codes ?? []) : [],
      meterPath,
      cancelPath: meter ? meterPath(meter.resource_id) : `/buildings/${building.resourceId}`,
    },
  };
}
