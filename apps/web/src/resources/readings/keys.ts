/** Query keys of readings (hierarchical: invalidating a key reaches every key that starts with it). */
export const readingKeys = {
  all: ['readings'] as const,
  lists: () => [...readingKeys.all, 'list'] as const,
  /** One page of a readings list (a meter's readings: `meter_resource_id` among the params). */
  list: (params: object) => [...readingKeys.lists(), params] as const,
  details: () => [...readingKeys.all, 'detail'] as const,
  detail: (id: string) => [...readingKeys.details(), id] as const,
  /** One page of the reading's history: below its detail, so a change of the reading refreshes it. */
  history: (id: string, params: object) => [...readingKeys.detail(id), 'history', params] as const,
  /** The readings of one meter for its consumption chart. */
  series: (meterId: string) => [...readingKeys.all, 'series', meterId] as const,
};
