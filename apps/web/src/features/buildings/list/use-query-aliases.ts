import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Rewrites alias query names (the dashboard's `preferredDelegate`) to the list's own filter names
 * once, replacing the history entry, so the list state reads one spelling only.
 */
export function useQueryAliases(aliases: Readonly<Record<string, string>>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const hasAlias = Object.keys(aliases).some((alias) => searchParams.has(alias));
  useEffect(() => {
    if (!hasAlias) return;
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [alias, name] of Object.entries(aliases)) {
          const value = next.get(alias);
          next.delete(alias);
          if (value !== null && !next.has(name)) next.set(name, value);
        }
        return next;
      },
      { replace: true },
    );
  }, [hasAlias, aliases, setSearchParams]);
  return hasAlias;
}
