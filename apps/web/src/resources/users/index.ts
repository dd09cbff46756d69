export * from './invalidate';
export * from './keys';
