import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import type { SxProps, Theme } from '@mui/material/styles';
import { type ReactNode, useId } from 'react';

export interface BusyDialogProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  /** While its action runs: Escape and the backdrop do not close the dialog. */
  busy?: boolean;
  /** Default: MUI's "sm". */
  maxWidth?: DialogProps['maxWidth'];
  paperSx?: SxProps<Theme>;
  children: ReactNode;
}

/** A full-width dialog named by its title, whose action may run while it is open. */
export function BusyDialog({
  open,
  title,
  onClose,
  busy = false,
  maxWidth,
  paperSx,
  children,
}: BusyDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      // Closing by Escape or backdrop while the action runs would hide its outcome.
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth={maxWidth}
      slotProps={paperSx ? { paper: { sx: paperSx } } : undefined}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {children}
    </Dialog>
  );
}
