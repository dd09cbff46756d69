import { useEffect, useState } from 'react';
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
 * The status a meter reader's list opens on when the address names none: their open requests, which the
 * route order (planned start first) shows overdue first, then today's, then the week's. The done ones
 * come when the reader asks for them with the status filter.
 */
export const READER_START_STATUS = 'new';

/**
 * The list's address when it opens: the alias names rewritten, and a meter reader's start status set,
 * once, replacing the history entry (clearing the status afterwards shows every request). `reader` is
 * undefined until the user is known. True until done: the list waits, so its first request already
 * carries the filters.
 */
export function useRequestStartQuery(reader: boolean | undefined) {
  const [searchParams, setSearchParams] = useSearchParams();
  const hasAlias = Object.keys(REQUEST_QUERY_ALIASES).some((alias) => searchParams.has(alias));
  // Decided once, when the user is known: whether this list opens on the reader's start status.
  const [readerStart, setReaderStart] = useState<boolean | undefined>(undefined);
  if (readerStart === undefined && reader !== undefined)
    setReaderStart(reader && !searchParams.has('status') && !searchParams.has('states'));
  // Done once the address has it (the navigation lands after the effect).
  if (readerStart && searchParams.has('status')) setReaderStart(false);
  const pending = hasAlias || readerStart !== false;
  useEffect(() => {
    if (!hasAlias && !readerStart) return;
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [alias, name] of Object.entries(REQUEST_QUERY_ALIASES)) {
          const value = next.get(alias);
          next.delete(alias);
          if (value !== null && !next.has(name)) next.set(name, value);
        }
        if (readerStart && !next.has('status')) next.set('status', READER_START_STATUS);
        return next;
      },
      { replace: true },
    );
  }, [hasAlias, readerStart, setSearchParams]);
  return pending;
}
