export * from './get-history';
export * from './history-table';
export * from './history-text';
