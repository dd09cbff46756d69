export { BulkAction, type BulkActionProps, canApplyBulk } from './BulkAction';
export { BULK_PANEL_WIDTH, BulkActionPanel, type BulkActionPanelProps } from './BulkActionPanel';
export {
  type BulkMessages,
  type BulkResult,
  type RunBulkOptions,
  reportBulkResult,
  runBulk,
} from './run-bulk';
export { SelectBulkAction, type SelectBulkActionProps, type SelectOption } from './SelectBulkAction';
export { type BulkOutcome, type UseBulkRunOptions, useBulkRun } from './use-bulk-run';
export { type UseBulkSelectionOptions, useBulkSelection } from './use-bulk-selection';
