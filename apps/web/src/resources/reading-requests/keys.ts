/** Query keys of reading requests (hierarchical: invalidating a key reaches every key that starts with it). */
export const readingRequestKeys = {
  all: ['reading-requests'] as const,
};
