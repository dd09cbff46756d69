/** Date helpers of the seed: every date is derived from the reference date, always in UTC. */

export const DAY_MS = 86_400_000;

/** Today at 00:00 UTC: the default reference date. */
export function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/** The date plus a (possibly fractional or negative) number of days. */
export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + Math.round(days * DAY_MS));
}

/** The date plus hours and minutes. */
export function atTime(date: Date, hours: number, minutes = 0, seconds = 0): Date {
  return new Date(date.getTime() + ((hours * 60 + minutes) * 60 + seconds) * 1000);
}

/** Day `day` (1-based) of the month that lies `monthsBack` months before the reference date's month. */
export function dayOfMonthBefore(reference: Date, monthsBack: number, day: number): Date {
  return new Date(Date.UTC(reference.getUTCFullYear(), reference.getUTCMonth() - monthsBack, day));
}

/** The earlier of two dates. */
export function earlier(a: Date, b: Date): Date {
  return a.getTime() <= b.getTime() ? a : b;
}
