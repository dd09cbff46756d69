/** Query keys of meters (hierarchical: invalidating a key reaches every key that starts with it). */
export const meterKeys = {
  all: ['meters'] as const,
  lists: () => [...meterKeys.all, 'list'] as const,
  /** One page of the meters list (the list page's params). */
  list: (params: object) => [...meterKeys.lists(), params] as const,
  details: () => [...meterKeys.all, 'detail'] as const,
  detail: (id: string) => [...meterKeys.details(), id] as const,
  /** One page of the meter's history: below its detail, so a change of the meter refreshes it. */
  history: (id: string, params: object) => [...meterKeys.detail(id), 'history', params] as const,
  /** The main meter and predecessor choices of the meter form. */
  candidates: () => [...meterKeys.all, 'candidates'] as const,
  candidateList: (kind: string, query: object) => [...meterKeys.candidates(), kind, query] as const,
};
