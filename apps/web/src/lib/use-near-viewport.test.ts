import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './use-near-viewport';

/** An observer the test reports through, as the browser would on scrolling. */
function stubObserver() {
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

describe('useNearViewport', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is false until the element comes near the viewport, then true for good', () => {
    const { observers, report } = stubObserver();
    const { result } = renderHook(() => useNearViewport<HTMLDivElement>());
    expect(result.current[1]).toBe(false);
    act(() => result.current[0](document.createElement('div')));
    expect(observers.at(-1)?.options?.rootMargin).toBe('0px');
    report(false);
    expect(result.current[1]).toBe(false);
    report(true);
    expect(result.current[1]).toBe(true);
    // Once near, the element is no longer watched: scrolling it away again changes nothing.
    expect(observers.every((observer) => observer.targets.length === 0)).toBe(true);
  });

  it('observes nothing before the element is there', () => {
    const { observers } = stubObserver();
    const { result } = renderHook(() => useNearViewport<HTMLDivElement>('200px'));
    expect(observers).toHaveLength(0);
    expect(result.current[1]).toBe(false);
  });

  it('is true at once where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { result } = renderHook(() => useNearViewport<HTMLDivElement>());
    expect(result.current[1]).toBe(true);
  });
});
