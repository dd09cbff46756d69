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

/**
 * A picker's change to one bound. A date outside the pickers' range (before 1900: the year 0202 on the
 * way to 2026, typed digit by digit) is still being typed: it is kept but clears nothing, else typing an
 * end would clear a valid start on the way.
 */
export function pickDateRangeBound(
  prev: DateRange,
  bound: keyof DateRange,
  value: string | undefined,
  validationError: string | null,
): DateRange {
  return validationError ? { ...prev, [bound]: value } : adjustDateRange(prev, { [bound]: value });
}
