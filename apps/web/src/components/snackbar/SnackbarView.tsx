import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import type { SnackbarMessage } from './snackbar-context';

interface SnackbarViewProps {
  message: Required<SnackbarMessage>;
  open: boolean;
  onClose: (event?: unknown, reason?: string) => void;
  onExited: () => void;
  closeText: string;
}

/** One message of the queue at the bottom of the screen (loaded on demand by SnackbarProvider). */
export function SnackbarView({ message, open, onClose, onExited, closeText }: SnackbarViewProps) {
  return (
    <Snackbar
      open={open}
      autoHideDuration={message.durationMs}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      slotProps={{ transition: { onExited } }}
    >
      <Alert
        variant="filled"
        severity={message.severity}
        onClose={() => onClose()}
        closeText={closeText}
        sx={{ width: '100%' }}
      >
        {message.message}
      </Alert>
    </Snackbar>
  );
}
