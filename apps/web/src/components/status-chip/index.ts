export { StatusChip, type StatusChipProps } from './StatusChip';
