import { describe, expect, it } from 'vitest';
import { activeQuickChoice, quickChoiceFilters } from './quick-choice';

// Wednesday, 4 March 2026, in the afternoon (local time).
const WEDNESDAY = new Date(2026, 2, 4, 15, 30);

describe('quick choices of the reading requests list', () => {
  it('today: planned to start today', () => {
    expect(quickChoiceFilters('today', WEDNESDAY)).toEqual({
      planned_reading_date_after: '2026-03-04',
      planned_reading_date_before: '2026-03-04',
      overdue: undefined,
    });
  });

  it('this week: planned to start Monday to Sunday', () => {
    expect(quickChoiceFilters('week', WEDNESDAY)).toEqual({
      planned_reading_date_after: '2026-03-02',
      planned_reading_date_before: '2026-03-08',
      overdue: undefined,
    });
    // A Sunday belongs to the week that started six days before; a Monday starts its own.
    expect(quickChoiceFilters('week', new Date(2026, 2, 8, 23))).toMatchObject({
      planned_reading_date_after: '2026-03-02',
      planned_reading_date_before: '2026-03-08',
    });
    expect(quickChoiceFilters('week', new Date(2026, 2, 9, 0, 5))).toMatchObject({
      planned_reading_date_after: '2026-03-09',
      planned_reading_date_before: '2026-03-15',
    });
    // Across a month's and a year's end.
    expect(quickChoiceFilters('week', new Date(2026, 11, 31))).toMatchObject({
      planned_reading_date_after: '2026-12-28',
      planned_reading_date_before: '2027-01-03',
    });
  });

  it("overdue: the list's overdue filter, no planned dates", () => {
    expect(quickChoiceFilters('overdue', WEDNESDAY)).toEqual({
      planned_reading_date_after: undefined,
      planned_reading_date_before: undefined,
      overdue: 'true',
    });
  });

  it('no choice clears all three filters', () => {
    expect(quickChoiceFilters(null, WEDNESDAY)).toEqual({
      planned_reading_date_after: undefined,
      planned_reading_date_before: undefined,
      overdue: undefined,
    });
  });

  it('reads the active choice back from the filters, only on an exact match', () => {
    expect(activeQuickChoice({}, WEDNESDAY)).toBeNull();
    expect(
      activeQuickChoice(
        {
          planned_reading_date_after: '2026-03-04',
          planned_reading_date_before: '2026-03-04',
          status: 'new',
        },
        WEDNESDAY,
      ),
    ).toBe('today');
    expect(
      activeQuickChoice(
        { planned_reading_date_after: '2026-03-02', planned_reading_date_before: '2026-03-08' },
        WEDNESDAY,
      ),
    ).toBe('week');
    expect(activeQuickChoice({ overdue: 'true' }, WEDNESDAY)).toBe('overdue');
    // A hand-set range, or overdue beside a date range, is no quick choice.
    expect(activeQuickChoice({ planned_reading_date_after: '2026-03-04' }, WEDNESDAY)).toBeNull();
    expect(
      activeQuickChoice(
        {
          overdue: 'true',
          planned_reading_date_after: '2026-03-04',
          planned_reading_date_before: '2026-03-04',
        },
        WEDNESDAY,
      ),
    ).toBeNull();
  });
});
