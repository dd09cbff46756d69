import { TIMINGS } from '@portal/contracts';
import { lazy, type ReactNode, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type SnackbarApi, SnackbarContext, type SnackbarMessage } from './snackbar-context';

interface QueuedMessage extends Required<SnackbarMessage> {
  key: number;
}

const SnackbarView = lazy(() => import('./SnackbarView').then((m) => ({ default: m.SnackbarView })));

/**
 * Shows queued messages one at a time at the bottom of the screen. A new message waits until the
 * current one has closed, so several results of one action (e.g. "3 changed", "1 failed") are all seen.
 */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [queue, setQueue] = useState<QueuedMessage[]>([]);
  const [open, setOpen] = useState(true);
  const nextKey = useRef(0);

  const show = useCallback((message: SnackbarMessage) => {
    nextKey.current += 1;
    const queued = { durationMs: TIMINGS.snackbarMs, ...message, key: nextKey.current };
    setQueue((current) => [...current, queued]);
  }, []);
  const api = useMemo<SnackbarApi>(() => ({ show }), [show]);

  const current = queue[0];
  const close = (_event?: unknown, reason?: string) => {
    // A click elsewhere on the page must not swallow a result message before it was read.
    if (reason === 'clickaway') return;
    setOpen(false);
  };
  // After the exit transition the next queued message is shown.
  const next = () => {
    setQueue((items) => items.slice(1));
    setOpen(true);
  };

  return (
    <SnackbarContext.Provider value={api}>
      {children}
      {current && (
        // The snackbar's code (Snackbar, Alert, transitions) loads with the first message.
        <Suspense fallback={null}>
          <SnackbarView
            key={current.key}
            message={current}
            open={open}
            onClose={close}
            onExited={next}
            closeText={t('components.snackbar.close')}
          />
        </Suspense>
      )}
    </SnackbarContext.Provider>
  );
}
