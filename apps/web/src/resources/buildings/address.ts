import type { Building } from '@portal/contracts';

/** The address parts of a building (also of the building inside a meter). */
export type Address = Pick<Building, 'street' | 'street_number' | 'zip_code' | 'city'>;

const join = (...parts: Array<string | null | undefined>) =>
  parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');

/** "Street 1" of a building, '' when neither part is set. */
export const streetLine = (building: Address) => join(building.street, building.street_number);

/** "12345 City" of a building, '' when neither part is set. */
export const cityLine = (building: Address) => join(building.zip_code, building.city);

/**
 * "Street 1, 12345 City"; '' when there is no building or it has no address parts (pages then show
 * their "address not specified" text).
 */
export function formatAddress(building: Address | null | undefined): string {
  if (!building) return '';
  return [streetLine(building), cityLine(building)].filter(Boolean).join(', ');
}
