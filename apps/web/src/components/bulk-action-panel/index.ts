export { BulkAction, type BulkActionProps } from './BulkAction';
export { BulkActionPanel, type BulkActionPanelProps } from './BulkActionPanel';
export type { BulkResult } from './run-bulk';
export { SelectBulkAction, type SelectBulkActionProps } from './SelectBulkAction';
export { type BulkOutcome, type UseBulkRunOptions, useBulkRun } from './use-bulk-run';
export { type UseBulkSelectionOptions, useBulkSelection } from './use-bulk-selection';
