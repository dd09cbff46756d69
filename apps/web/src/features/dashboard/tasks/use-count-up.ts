import { useEffect, useState } from 'react';

/** How long a counter takes from 0 to its value (spec §2: 500 ms). */
export const COUNT_UP_MS = 500;

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The number to show while counting from 0 up to `target` in `COUNT_UP_MS` (ease-out); `target` at once
 * when the user asked for reduced motion or there is nothing to count.
 */
export function useCountUp(target: number | undefined): number | undefined {
  const [shown, setShown] = useState(() => (target === undefined || prefersReducedMotion() ? target : 0));
  useEffect(() => {
    if (target === undefined || target === 0 || prefersReducedMotion()) {
      setShown(target);
      return;
    }
    let frame = 0;
    const started = performance.now();
    const step = (now: number) => {
      const progress = Math.min((now - started) / COUNT_UP_MS, 1);
      const eased = 1 - (1 - progress) ** 3;
      setShown(Math.round(target * eased));
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target]);
  return shown;
}
