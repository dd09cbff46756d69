import { type ComponentType, Suspense } from 'react';
import { isWiderThanPhone, lazyPart } from '../../lib/lazy-part';
import { PageLoading } from '../page-loading';

/**
 * A list page's filters as a part loaded on demand: a phone shows them only in a dialog, so it loads them
 * when they are first shown; wider screens show them at once and start loading them now. The component
 * answered shows a progress line until they are there.
 */
export function lazyFilters<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const filters = lazyPart(load);
  if (isWiderThanPhone()) void filters.preload();
  // biome-ignore lint/correctness/noComponentHookFactories: made once per page, at module level, like the part
  function LoadedFilters(props: P) {
    const Filters = filters.useLoaded();
    return <Filters {...props} />;
  }
  // biome-ignore lint/correctness/noComponentHookFactories: made once per page, at module level, like the part
  return function LazyFilters(props: P) {
    return (
      <Suspense fallback={<PageLoading py={2} />}>
        <LoadedFilters {...props} />
      </Suspense>
    );
  };
}
