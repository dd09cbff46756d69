import type { Building } from '@portal/contracts';
import { objectQuery } from '../../lib/object-query';
import { buildingKeys } from './keys';

const building = objectQuery<Building>('buildings', buildingKeys.detail);

/** GET buildings/{id}/: the building pages and the new-meter form (its url, address, business entity). */
export const getBuilding = building.get;
export const buildingQueryOptions = building.options;
/** The building of a page; waits while the id is not known. */
export const useBuilding = building.use;
