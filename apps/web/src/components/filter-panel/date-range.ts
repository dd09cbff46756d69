/** A date range filter as ISO dates ("2025-03-31"); undefined means the bound is open. */
export interface DateRange {
  from: string | undefined;
  to: string | undefined;
}

/**
 * Applies a change of one bound to a range. Choosing a start after the end clears the end, and
 * choosing an end before the start clears the start, so the range never becomes empty by mistake.
 * `changed` names exactly the bound that changed (its value may be undefined to clear it).
 */
export function adjustDateRange(prev: DateRange, changed: Partial<DateRange>): DateRange {
  if ('from' in changed) {
    const from = changed.from;
    const to = from && prev.to && from > prev.to ? undefined : prev.to;
    return { from, to };
  }
  if ('to' in changed) {
    const to = changed.to;
    const from = to && prev.from && to < prev.from ? undefined : prev.from;
    return { from, to };
  }
  return prev;
}
