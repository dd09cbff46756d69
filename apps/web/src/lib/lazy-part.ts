import { use } from 'react';
import { BREAKPOINT_VALUES } from '../theme/breakpoints';

type TrackedPromise<T> = Promise<T> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
};

export interface LazyPart<T> {
  /** Starts loading (once); later calls return the same promise. */
  preload: () => Promise<T>;
  /**
   * Inside a component: the loaded value, read synchronously once it is there (the promise carries its
   * result as React's `use` expects it), otherwise the component suspends until it is.
   */
  useLoaded: () => T;
}

const parts: Array<LazyPart<unknown>> = [];

/** Loads every part created so far (the test setup, so that a test renders them as a page would once loaded). */
export const preloadAllLazyParts = () => Promise.all(parts.map((part) => part.preload()));

/**
 * A part of a page loaded on demand: its code is a chunk of its own, fetched by `preload()` or by the
 * first render that needs it (which suspends to the nearest Suspense boundary). Unlike `React.lazy`, a
 * part already loaded renders in the same pass, so a preloaded part never shows its fallback.
 */
export function lazyPart<T>(load: () => Promise<T>): LazyPart<T> {
  let promise: TrackedPromise<T> | undefined;
  const preload = () => {
    if (!promise) {
      const started: TrackedPromise<T> = load();
      started.status = 'pending';
      started.then(
        (value) => {
          started.status = 'fulfilled';
          started.value = value;
        },
        (reason: unknown) => {
          started.status = 'rejected';
          started.reason = reason;
          // A chunk that failed to load (a lost connection) is asked for again by the next render.
          promise = undefined;
        },
      );
      promise = started;
    }
    return promise;
  };
  // biome-ignore lint/correctness/noComponentHookFactories: a part is made once, at module level, so each part's hook keeps one identity
  const useLoaded = () => {
    const loading = preload();
    // Loaded: the value as it is (through `use`, a re-render in a transition was left uncommitted).
    return loading.status === 'fulfilled' ? (loading.value as T) : use(loading as Promise<T>);
  };
  const part = { preload, useLoaded };
  parts.push(part);
  return part;
}

/**
 * Whether the window is wider than a phone (MUI's `sm` and up): the pages whose phone form shows cards
 * preload their table and inline filters only then.
 */
export function isWiderThanPhone(): boolean {
  return (
    typeof window.matchMedia !== 'function' ||
    window.matchMedia(`(min-width: ${BREAKPOINT_VALUES.sm}px)`).matches
  );
}
