import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { requestFormSchema } from './request-form-schema';

const today = dayjs('2026-05-10T09:30:00');
const day = (iso: string) => dayjs(iso);

function issues(start: string | null, end: string | null, extra: { reason?: string } = {}) {
  const result = requestFormSchema(today).safeParse({
    planned_reading_date: start ? day(start) : null,
    planned_reading_date_end: end ? day(end) : null,
    delegate: '',
    reason: extra.reason ?? '',
    note: '',
  });
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('requestFormSchema', () => {
  it('accepts a window from today, also a single day', () => {
    expect(issues('2026-05-10', '2026-05-24')).toEqual([]);
    expect(issues('2026-05-10', '2026-05-10')).toEqual([]);
  });

  it('refuses a start or an end before today', () => {
    expect(issues('2026-05-09', '2026-05-20')).toEqual(['planned_reading_date: form.dateTodayOrLater']);
    expect(issues('2026-05-08', '2026-05-09')).toEqual([
      'planned_reading_date: form.dateTodayOrLater',
      'planned_reading_date_end: form.dateTodayOrLater',
    ]);
  });

  it('refuses a start after the end, marking both dates', () => {
    expect(issues('2026-05-20', '2026-05-12')).toEqual([
      'planned_reading_date: form.startAfterEnd',
      'planned_reading_date_end: form.endBeforeStart',
    ]);
  });

  it('needs both dates and keeps reason and note within 100 characters', () => {
    expect(issues(null, '2026-05-12')).toEqual(['planned_reading_date: form.required']);
    expect(issues('2026-05-10', '2026-05-12', { reason: 'x'.repeat(101) })).toEqual(['reason: form.max']);
  });
});
