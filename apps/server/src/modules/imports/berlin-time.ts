/**
 * Wall-clock times in the portal's time zone. A date without an offset in a file (an xlsx date cell, an
 * Excel serial number, `2026-01-15`, `15.01.2026 10:30`) is a time in Europe/Berlin, where the portal's
 * companies are; in the hour the clocks go back, the second (winter) occurrence is taken, and a time in
 * the hour skipped in spring is moved one hour on.
 */
const berlin = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Berlin',
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** Offsets by UTC hour: Berlin's clocks change on the hour, and Intl is slow (~4 µs a call). */
const offsets = new Map<number, number>();

/** Berlin's offset from UTC at an instant, in ms (+1 h in winter, +2 h in summer). */
function offsetAt(instant: number): number {
  const hour = Math.floor(instant / 3_600_000);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    if (offsets.size > 100_000) offsets.clear();
    offset = computeOffset(hour * 3_600_000);
    offsets.set(hour, offset);
  }
  return offset;
}

function computeOffset(instant: number): number {
  const field: Record<string, number> = {};
  for (const { type, value } of berlin.formatToParts(instant)) field[type] = Number(value);
  const wall = Date.UTC(field.year!, field.month! - 1, field.day!, field.hour!, field.minute!, field.second!);
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant of a Berlin wall-clock time, the wall clock given as the UTC fields of `wall` (ms). */
export function berlinInstant(wall: number): Date {
  const ms = wall - Math.floor(wall / 1000) * 1000;
  const seconds = wall - ms;
  // Twice: the offset at the first guess can differ from the one at the result next to a clock change.
  const guess = seconds - offsetAt(seconds);
  return new Date(seconds - offsetAt(guess) + ms);
}

/** Excel's day 0 (1899-12-30, the 1900 system; its leap-year bug only touches days before 1900-03-01). */
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);

/** An Excel serial day number (46037.4375) as a wall clock (ms, UTC fields), to the second. */
export const serialToWall = (serial: number) => EXCEL_EPOCH + Math.round(serial * 86_400) * 1000;

const DAY = 86_400_000;

/**
 * A planned end given as a day (Berlin's midnight, as a date without a time is read) as the last moment
 * of that day, as the request form sends it; any other time as it is. `2026-01-31` ends on the 31st.
 */
export function berlinDayEnd(instant: Date): Date {
  const wall = instant.getTime() + offsetAt(instant.getTime());
  if (wall % DAY !== 0) return instant;
  return new Date(berlinInstant(wall + DAY).getTime() - 1);
}
