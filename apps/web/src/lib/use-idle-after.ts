import { useEffect, useState } from 'react';

/**
 * True from the first idle moment after `when` became true (`requestIdleCallback`, at most `timeoutMs`
 * later), and then for good: for work a page can do without at first, started once it shows what it is
 * for (on a slow phone the first render is long enough).
 */
export function useIdleAfter(when: boolean, timeoutMs = 5_000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (idle || !when) return;
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(() => setIdle(true), 0);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(() => setIdle(true), { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }, [idle, when, timeoutMs]);
  return idle;
}
