/**
 * Query keys of buildings, in TanStack Query's hierarchical style: invalidating a key also reaches every
 * key that starts with it (`buildingKeys.detail(id)` covers the building's meter table and check list).
 */
export const buildingKeys = {
  all: ['buildings'] as const,
  lists: () => [...buildingKeys.all, 'list'] as const,
  /** One page of the buildings list (the list page's params). */
  list: (params: object) => [...buildingKeys.lists(), params] as const,
  /** The address search of the meter move dialog. */
  search: (text: string) => [...buildingKeys.all, 'search', text] as const,
  details: () => [...buildingKeys.all, 'detail'] as const,
  detail: (id: string) => [...buildingKeys.details(), id] as const,
  /** One page of the building's history: below its detail, so a change of the building refreshes it. */
  history: (id: string, params: object) => [...buildingKeys.detail(id), 'history', params] as const,
  /** The building's meter table: below the building, so refreshing the building refreshes it. */
  meters: (id: string) => [...buildingKeys.detail(id), 'meters'] as const,
  /** One page of the building's meter table. */
  metersPage: (id: string, params: object) => [...buildingKeys.meters(id), params] as const,
  /** The meters of the building that need a check (its warning banner). */
  metersNeedingCheck: (id: string) => [...buildingKeys.meters(id), 'needing-check'] as const,
};
