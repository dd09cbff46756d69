/** Query keys of what the phone keeps for a day without a connection (read from IndexedDB, not the API). */
export const offlineKeys = {
  all: ['offline'] as const,
  outbox: (userId: string) => [...offlineKeys.all, 'outbox', userId] as const,
  snapshot: (userId: string) => [...offlineKeys.all, 'snapshot', userId] as const,
};
