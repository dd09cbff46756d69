export * from './use-companies';
export * from './use-employees';
export * from './use-options-choices';
