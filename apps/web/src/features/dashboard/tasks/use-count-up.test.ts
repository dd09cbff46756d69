import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COUNT_UP_MS, useCountUp } from './use-count-up';

const FRAME_MS = 16;
/** Advances the clock and the animation frames by `ms`. */
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

/** happy-dom's `matchMedia`, answering `prefers-reduced-motion: reduce` as the user's setting says. */
const matchMedia = window.matchMedia.bind(window);
function prefersReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query) =>
    query === '(prefers-reduced-motion: reduce)'
      ? ({ ...matchMedia(query), matches: reduce } as MediaQueryList)
      : matchMedia(query),
  );
}

describe('useCountUp', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'Date'] });
    prefersReducedMotion(false);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('counts from 0 up to the value in COUNT_UP_MS, fast at first and slower towards the end', () => {
    const { result } = renderHook(() => useCountUp(1000));
    expect(result.current).toBe(0);
    wait(COUNT_UP_MS / 2);
    // Eased out: half the time shows 1 - 0.5³ = 87.5 % of the value (within a frame).
    expect(result.current).toBeGreaterThan(850);
    expect(result.current).toBeLessThan(1000);
    wait(COUNT_UP_MS / 2 + FRAME_MS);
    expect(result.current).toBe(1000);
  });

  it('shows nothing while the count is unknown and nothing to count at once', () => {
    const { result, rerender } = renderHook(({ target }) => useCountUp(target), {
      initialProps: { target: undefined as number | undefined },
    });
    expect(result.current).toBeUndefined();
    rerender({ target: 0 });
    expect(result.current).toBe(0);
  });

  it('counts up once the value arrives after loading', () => {
    const { result, rerender } = renderHook(({ target }) => useCountUp(target), {
      initialProps: { target: undefined as number | undefined },
    });
    rerender({ target: 40 });
    wait(FRAME_MS);
    expect(result.current).toBeLessThan(40);
    wait(COUNT_UP_MS);
    expect(result.current).toBe(40);
  });

  it('shows the value at once when the user asked for reduced motion', () => {
    prefersReducedMotion(true);
    const { result } = renderHook(() => useCountUp(1234));
    expect(result.current).toBe(1234);
    wait(FRAME_MS); // and no animation starts
    expect(result.current).toBe(1234);
  });

  it('stops its animation frames when unmounted', () => {
    const { unmount } = renderHook(() => useCountUp(500));
    wait(FRAME_MS * 2);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
