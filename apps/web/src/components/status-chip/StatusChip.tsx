import Chip from '@mui/material/Chip';

export interface StatusChipProps {
  /** The status value; 'active' is shown green, anything else grey. */
  status: string;
  /** The translated status. */
  label: string;
}

/** A status (of a building, a meter …) as a small outlined chip. */
export function StatusChip({ status, label }: StatusChipProps) {
  return (
    <Chip size="small" variant="outlined" color={status === 'active' ? 'success' : 'default'} label={label} />
  );
}
