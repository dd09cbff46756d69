export * from './choices';
export * from './companies';
export * from './employees';
export * from './invalidate';
export * from './keys';
