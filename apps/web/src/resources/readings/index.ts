export * from './invalidate';
export * from './keys';
export * from './plausibility-chip';
export * from './plausibility-column';
export * from './reading-card';
