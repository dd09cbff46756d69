import type { FilterInput } from '../../../lib/list-state';
import type { RequestFilterName } from './request-filters';

/** The quick choices above the reading requests cards on phones (a meter reader's day). */
export const QUICK_CHOICES = ['today', 'week', 'overdue'] as const;
export type QuickChoice = (typeof QUICK_CHOICES)[number];

/** The list filters a quick choice sets; choosing one clears the others' (they exclude each other). */
const QUICK_FILTER_NAMES = [
  'planned_reading_date_after',
  'planned_reading_date_before',
  'overdue',
] as const satisfies readonly RequestFilterName[];
type QuickFilterName = (typeof QUICK_FILTER_NAMES)[number];
export type QuickChoicePatch = Record<QuickFilterName, FilterInput>;

const pad = (value: number) => String(value).padStart(2, '0');
/** The local calendar day of `date` as `YYYY-MM-DD` (the filters' date form). */
const isoDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
const addDays = (date: Date, days: number) =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);

/**
 * The filters of a choice on the day `now` (local time): today, planned to start today; this week,
 * planned to start Monday to Sunday (the week starts on Monday, spec §9); overdue, the list's overdue
 * filter (the one the desktop checkbox sets). Null: no choice, all three cleared.
 */
export function quickChoiceFilters(choice: QuickChoice | null, now = new Date()): QuickChoicePatch {
  const none: QuickChoicePatch = {
    planned_reading_date_after: undefined,
    planned_reading_date_before: undefined,
    overdue: undefined,
  };
  if (choice === 'today') {
    const today = isoDay(now);
    return { ...none, planned_reading_date_after: today, planned_reading_date_before: today };
  }
  if (choice === 'week') {
    const monday = addDays(now, -((now.getDay() + 6) % 7));
    return {
      ...none,
      planned_reading_date_after: isoDay(monday),
      planned_reading_date_before: isoDay(addDays(monday, 6)),
    };
  }
  if (choice === 'overdue') return { ...none, overdue: 'true' };
  return none;
}

/** The choice whose filters the list has, exactly (a hand-set date range matches none), or null. */
export function activeQuickChoice(filters: Record<string, string>, now = new Date()): QuickChoice | null {
  return (
    QUICK_CHOICES.find((choice) => {
      const wanted = quickChoiceFilters(choice, now);
      return QUICK_FILTER_NAMES.every((name) => (filters[name] ?? undefined) === wanted[name]);
    }) ?? null
  );
}
