import type { Building } from '@portal/contracts';

type Address = Pick<Building, 'street' | 'street_number' | 'zip_code' | 'city'>;

const join = (...parts: Array<string | null | undefined>) =>
  parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');

/** "Street 1" of a building, '' when neither part is set. */
export const streetLine = (building: Address) => join(building.street, building.street_number);

/** "12345 City" of a building, '' when neither part is set. */
export const cityLine = (building: Address) => join(building.zip_code, building.city);

/** "Street 1, 12345 City"; '' when the building has no address parts (pages show "address not specified"). */
export function formatBuildingAddress(building: Address): string {
  return [streetLine(building), cityLine(building)].filter(Boolean).join(', ');
}
