import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubIntersectionObserver } from '../testing/intersection-observer';
import { useNearViewport } from './use-near-viewport';

describe('useNearViewport', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is false until the element comes near the viewport, then true for good', () => {
    const { observers, report } = stubIntersectionObserver();
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
    const { observers } = stubIntersectionObserver();
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
