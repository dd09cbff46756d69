export * from './keys';
export * from './plausibility-chip';
