import type { Meter } from '@portal/contracts';
import { formatAddress } from '../buildings/address';

type Translate = (key: string) => string;

/** A breadcrumb entry (structurally the same as components/breadcrumbs' BreadcrumbItem). */
export interface TrailItem {
  label: string;
  to?: string;
}

/** The meter as breadcrumbs and headings name it: its number, with the label when there is one. */
export function meterTitle(meter: Pick<Meter, 'meter_id' | 'label'>): string {
  return meter.label ? `${meter.meter_id} (${meter.label})` : meter.meter_id;
}

/** The meter page's path: below the building when it was reached through it. */
export const meterBasePath = (meterId: string, buildingId: string | undefined) =>
  buildingId ? `/buildings/${buildingId}/meters/${meterId}` : `/meters/${meterId}`;

/**
 * Breadcrumbs up to a meter (spec: meter pages): buildings list → building address → meter when reached
 * via the building, meters list → meter otherwise. Texts: navigation.*, meters.addressNotSpecified.
 */
export function meterTrail(
  meter: Meter | undefined,
  meterId: string,
  buildingId: string | undefined,
  t: Translate,
): TrailItem[] {
  const meterItem = { label: meter ? meterTitle(meter) : '…', to: meterBasePath(meterId, buildingId) };
  if (!buildingId) return [{ label: t('navigation.meters'), to: '/meters' }, meterItem];
  const address = formatAddress(meter?.building) || t('meters.addressNotSpecified');
  return [
    { label: t('navigation.buildings'), to: '/buildings' },
    { label: address, to: `/buildings/${buildingId}` },
    meterItem,
  ];
}
