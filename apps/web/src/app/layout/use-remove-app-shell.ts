import { useLayoutEffect } from 'react';

/**
 * index.html paints a plain brand bar (#app-shell) before any script runs; a layout that shows the real
 * header removes it before its first paint, so the bar is never seen twice.
 */
export function useRemoveAppShell() {
  useLayoutEffect(() => {
    document.getElementById('app-shell')?.remove();
  }, []);
}
