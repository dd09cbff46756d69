import type { Statistics } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { sliceHref, sliceValues } from './slices';

const statistics: Statistics = {
  reading_requests: { count: 120, success: 60, rejected: 5, new: 30 },
  readings_without_reading_requests: { count: 5 },
  reading_requests_my_buildings: { count: 10, success: 1, rejected: 0, new: 9 },
  readings_without_reading_requests_my_buildings: { count: 0 },
};

describe('sliceValues', () => {
  it('keeps the spec order and labels only slices above 10 percent', () => {
    const slices = sliceValues(statistics, 'all');
    expect(slices.map((s) => [s.slice, s.value, s.labelled])).toEqual([
      ['success', 60, true],
      ['rejected', 5, false],
      ['new', 30, true],
      ['readings_without_reading_requests', 5, false],
    ]);
    expect(slices[0]?.share).toBe(0.6);
  });

  it('takes the my-buildings numbers on that tab and copes with an empty total', () => {
    expect(sliceValues(statistics, 'mine').map((s) => s.value)).toEqual([1, 0, 9, 0]);
    const empty = sliceValues(
      {
        ...statistics,
        reading_requests: { count: 0, success: 0, rejected: 0, new: 0 },
        readings_without_reading_requests: { count: 0 },
      },
      'all',
    );
    expect(empty.every((s) => s.share === 0 && !s.labelled)).toBe(true);
  });
});

describe('sliceHref', () => {
  const dates = { start: '2026-01-01', end: '2026-03-31' };

  it('opens the reading requests with the slice statuses and planned dates', () => {
    expect(sliceHref('success', dates, 'all', 'me@demo.example')).toBe(
      '/reading-requests?status=success%2Csuccess_selfservice&planned_reading_date_after=2026-01-01&planned_reading_date_before=2026-03-31',
    );
  });

  it('adds the user as property manager on the my-buildings tab', () => {
    const url = new URL(sliceHref('rejected', {}, 'mine', 'me@demo.example'), 'http://x');
    expect(url.pathname).toBe('/reading-requests');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      status: 'rejected,rejected_selfservice',
      meter__building__property_manager__email: 'me@demo.example',
    });
  });

  it('opens the readings of the dates that answer no request, on my buildings as property manager', () => {
    expect(sliceHref('readings_without_reading_requests', { start: '2026-01-01' }, 'mine', 'me@x')).toBe(
      '/readings?reading_date_after=2026-01-01&reading_request__isnull=true&meter__building__property_manager__email=me%40x',
    );
    expect(sliceHref('readings_without_reading_requests', {}, 'all', 'me@x')).toBe(
      '/readings?reading_request__isnull=true',
    );
  });
});
