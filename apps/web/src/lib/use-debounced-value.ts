import { TIMINGS } from '@portal/contracts';
import { useEffect, useState } from 'react';

/**
 * Returns `value` once it has stayed unchanged for `delayMs` (default: the spec's 1 s fetch debounce).
 * The first render returns the value at once, so a page's first request is not delayed.
 * Compare by identity: pass a primitive (e.g. a JSON string) when the value is rebuilt on every render.
 */
export function useDebouncedValue<T>(value: T, delayMs: number = TIMINGS.fetchDebounceMs): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
