/** Query keys of readings (hierarchical: invalidating a key reaches every key that starts with it). */
export const readingKeys = {
  all: ['readings'] as const,
  lists: () => [...readingKeys.all, 'list'] as const,
  /** One page of a readings list (a meter's readings: `meter_resource_id` among the params). */
  list: (params: object) => [...readingKeys.lists(), params] as const,
};
