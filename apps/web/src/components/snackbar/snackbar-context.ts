import { createContext, useContext } from 'react';

/** Severity of a snackbar message; maps onto the theme palette of a filled MUI Alert. */
export type SnackbarSeverity = 'success' | 'error' | 'info' | 'warning';

export interface SnackbarMessage {
  message: string;
  severity: SnackbarSeverity;
  /** How long the message stays before it closes by itself (default `TIMINGS.snackbarMs`, 6 s). */
  durationMs?: number;
}

export interface SnackbarApi {
  /** Queues a message; messages are shown one after the other. */
  show: (message: SnackbarMessage) => void;
}

export const SnackbarContext = createContext<SnackbarApi | null>(null);

/** Access to the app-wide snackbar queue; must be used below `SnackbarProvider`. */
export function useSnackbar(): SnackbarApi {
  const api = useContext(SnackbarContext);
  if (!api) throw new Error('useSnackbar must be used inside <SnackbarProvider>');
  return api;
}
