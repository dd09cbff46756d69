import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * happy-dom's IntersectionObserver never reports (it has no layout). In tests every observed element is
 * in view: the observer reports it intersecting right after `observe`, as a browser does for an element
 * on screen. Tests of what waits for the viewport stub their own observer.
 */
export class InViewIntersectionObserver implements IntersectionObserver {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly scrollMargin = '0px';
  readonly thresholds = [0];
  private observing = new Set<Element>();

  constructor(private readonly callback: IntersectionObserverCallback) {}

  observe(target: Element) {
    this.observing.add(target);
    queueMicrotask(() => {
      if (!this.observing.has(target)) return;
      const box = target.getBoundingClientRect();
      const entry = {
        target,
        isIntersecting: true,
        intersectionRatio: 1,
        boundingClientRect: box,
        intersectionRect: box,
        rootBounds: null,
        time: performance.now(),
      } satisfies IntersectionObserverEntry;
      this.callback([entry], this);
    });
  }

  unobserve(target: Element) {
    this.observing.delete(target);
  }

  disconnect() {
    this.observing.clear();
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}

/**
 * Replaces IntersectionObserver with one the test reports through, as the browser would on scrolling:
 * `report(true)` tells every observer that its elements came into view. Undo with `vi.unstubAllGlobals()`.
 */
export function stubIntersectionObserver() {
  const observers: Array<{
    callback: IntersectionObserverCallback;
    options?: IntersectionObserverInit;
    targets: Element[];
  }> = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly entry;
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.entry = { callback, options, targets: [] as Element[] };
        observers.push(this.entry);
      }
      observe(target: Element) {
        this.entry.targets.push(target);
      }
      disconnect() {
        this.entry.targets = [];
      }
    },
  );
  const report = (isIntersecting: boolean) =>
    act(() => {
      for (const { callback, targets } of observers)
        for (const target of targets)
          callback([{ target, isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
    });
  return { observers, report };
}
