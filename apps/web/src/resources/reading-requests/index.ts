export * from './get-reading-requests';
export * from './invalidate';
export * from './keys';
