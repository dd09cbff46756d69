import { useCallback, useEffect, useState } from 'react';

/**
 * True once the element given to `ref` has come within `margin` of the viewport, and then for good: for
 * parts of a page below the fold that need not be built before the user scrolls to them (on a phone the
 * dashboard's charts lie under the task list). True at once where there is no IntersectionObserver.
 */
export function useNearViewport<T extends Element>(
  margin = '0px',
): [ref: (element: T | null) => void, near: boolean] {
  const [element, setElement] = useState<T | null>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver !== 'function');
  useEffect(() => {
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, margin, near]);
  const ref = useCallback((node: T | null) => setElement(node), []);
  return [ref, near];
}
