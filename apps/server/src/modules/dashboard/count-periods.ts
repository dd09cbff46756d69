/** A stretch of whole periods of the kept counts: days, months or years, starting on `from` up to `until` (exclusive). */
export interface PeriodSegment {
  period: 'd' | 'm' | 'y';
  from: string;
  until: string;
}

const day = (date: Date) => date.toISOString().slice(0, 10);
const utc = (text: string) => new Date(`${text}T00:00:00Z`);

/** The days `start`…`end` (inclusive; open ends: the portal's first and last days) as whole years, months and days. */
export function periodSegments(start = '1900-01-01', end = '2999-12-31'): PeriodSegment[] {
  const until = utc(end);
  until.setUTCDate(until.getUTCDate() + 1);
  const segments: PeriodSegment[] = [];
  const cursor = utc(start);
  while (cursor < until) {
    const next = new Date(cursor);
    let period: PeriodSegment['period'] = 'd';
    next.setUTCFullYear(cursor.getUTCFullYear() + 1);
    if (cursor.getUTCMonth() === 0 && cursor.getUTCDate() === 1 && next <= until) period = 'y';
    else {
      next.setTime(cursor.getTime());
      next.setUTCMonth(cursor.getUTCMonth() + 1);
      if (cursor.getUTCDate() === 1 && next <= until) period = 'm';
      else {
        next.setTime(cursor.getTime());
        next.setUTCDate(cursor.getUTCDate() + 1);
      }
    }
    const last = segments.at(-1);
    if (last?.period === period && last.until === day(cursor)) last.until = day(next);
    else segments.push({ period, from: day(cursor), until: day(next) });
    cursor.setTime(next.getTime());
  }
  return segments;
}
