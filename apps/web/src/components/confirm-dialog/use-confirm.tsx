import { type ReactNode, useCallback, useRef, useState } from 'react';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

/** What to ask: everything of `ConfirmDialog` except its open state and handlers. */
export type ConfirmOptions = Omit<ConfirmDialogProps, 'open' | 'onConfirm' | 'onCancel' | 'busy'>;

export interface UseConfirm {
  /** Opens the dialog; resolves true when confirmed, false when cancelled. */
  confirm: (options: ConfirmOptions) => Promise<boolean>;
  /** Render this once in the component that calls `confirm`. */
  confirmDialog: ReactNode;
}

/**
 * Promise-style confirmation, so a handler can read top to bottom:
 * `if (!(await confirm({ title }))) return;`.
 */
export function useConfirm(): UseConfirm {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const resolver = useRef<((confirmed: boolean) => void) | null>(null);

  const confirm = useCallback((next: ConfirmOptions) => {
    // A second question while one is open answers the first with "no" rather than leaving it hanging.
    resolver.current?.(false);
    setOptions(next);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const answer = (confirmed: boolean) => {
    resolver.current?.(confirmed);
    resolver.current = null;
    setOptions(null);
  };

  const confirmDialog = options ? (
    <ConfirmDialog {...options} open onConfirm={() => answer(true)} onCancel={() => answer(false)} />
  ) : null;
  return { confirm, confirmDialog };
}
