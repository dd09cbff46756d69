export * from './choices';
export * from './companies';
export * from './employees';
export * from './keys';
