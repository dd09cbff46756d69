export * from './keys';
export { seedLastReadings } from './last-readings';
export type { OfflineSnapshot, OutboxItem, OutboxPhoto } from './offline-db';
export { addToOutbox, createReadingOnce, readingImageMeta, uploadImageOnce } from './outbox';
export * from './use-offline-snapshot';
export * from './use-outbox';
