import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Query names other pages link with (the new-request page's `delegates` and `states`, as the former
 * portal spelled them) → the list's filter names.
 */
export const REQUEST_QUERY_ALIASES: Readonly<Record<string, string>> = {
  delegates: 'delegate',
  states: 'status',
};

/**
 * Rewrites the alias names once, replacing the history entry; true until done (the list waits, so its
 * first request already carries the filters).
 */
export function useRequestQueryAliases() {
  const [searchParams, setSearchParams] = useSearchParams();
  const hasAlias = Object.keys(REQUEST_QUERY_ALIASES).some((alias) => searchParams.has(alias));
  useEffect(() => {
    if (!hasAlias) return;
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [alias, name] of Object.entries(REQUEST_QUERY_ALIASES)) {
          const value = next.get(alias);
          next.delete(alias);
          if (value !== null && !next.has(name)) next.set(name, value);
        }
        return next;
      },
      { replace: true },
    );
  }, [hasAlias, setSearchParams]);
  return hasAlias;
}
