export * from './address';
export * from './get-building';
export * from './invalidate';
export * from './keys';
