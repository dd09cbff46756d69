import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { preloadAllLazyParts } from '../lib/lazy-part';
import { initTestI18n } from './i18n';
import { InViewIntersectionObserver } from './intersection-observer';

initTestI18n();
globalThis.IntersectionObserver = InViewIntersectionObserver;
// The first render of a lazy route imports its module graph; on a busy 2-core CI machine that alone can
// take over a second, testing-library's default wait. findBy*/waitFor still end as soon as they match.
configure({ asyncUtilTimeout: 5000 });
// Parts of pages loaded on demand (lib/lazy-part.ts) are loaded before a file's tests, as they would be by
// the time a page needs them: a test's time goes to the page, not to importing the data grid.
beforeAll(() => preloadAllLazyParts());
afterEach(() => cleanup());
