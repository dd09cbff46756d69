/** Query keys of reading requests (hierarchical: invalidating a key reaches every key that starts with it). */
export const readingRequestKeys = {
  all: ['reading-requests'] as const,
  lists: () => [...readingRequestKeys.all, 'list'] as const,
  /** One page of a reading requests list (page, page_size, o and the filters). */
  list: (params: object) => [...readingRequestKeys.lists(), params] as const,
};
