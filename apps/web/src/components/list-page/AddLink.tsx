import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

export interface AddLinkProps {
  /** The new object's form page. */
  to: string;
  testId: string;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/** A list's "add" button: a contained button with a plus that opens the new object's form page. */
export function AddLink({ to, testId, sx, children }: AddLinkProps) {
  return (
    <Button
      variant="contained"
      startIcon={<AddIcon />}
      component={RouterLink}
      to={to}
      sx={sx}
      data-testid={testId}
    >
      {children}
    </Button>
  );
}
