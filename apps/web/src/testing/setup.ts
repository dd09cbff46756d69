import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { preloadAllLazyParts } from '../lib/lazy-part';
import { initTestI18n } from './i18n';
import { InViewIntersectionObserver } from './intersection-observer';

initTestI18n();
globalThis.IntersectionObserver = InViewIntersectionObserver;
// findBy*/waitFor wait for a state and end as soon as it is there; the bound only ends a test that fails.
// Rendering a page with MUI in happy-dom takes seconds on a busy 2-core machine (several seconds for a
// list's first rows beside the API tests), so the bound is far above that, and below the test timeout,
// so a missing state is reported with the DOM rather than as a timed-out test. No test passes its own.
configure({ asyncUtilTimeout: 30_000 });
// Parts of pages loaded on demand (lib/lazy-part.ts) are loaded before a file's tests, as they would be by
// the time a page needs them: a test's time goes to the page, not to importing the data grid.
beforeAll(() => preloadAllLazyParts());
afterEach(() => cleanup());
