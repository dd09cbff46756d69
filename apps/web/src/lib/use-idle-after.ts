import { startTransition, useEffect, useState } from 'react';

/**
 * True from the first idle moment after `when` became true (`requestIdleCallback`, at most `timeoutMs`
 * later), and then for good: for work a page can do without at first, started once it shows what it is
 * for (on a slow phone the first render is long enough). What it brings in renders as a transition, in
 * slices, not as one long task.
 */
export function useIdleAfter(when: boolean, timeoutMs = 5_000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (idle || !when) return;
    const show = () => startTransition(() => setIdle(true));
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(show, 0);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(show, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }, [idle, when, timeoutMs]);
  return idle;
}
