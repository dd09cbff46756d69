import { useCallback } from 'react';
import type { DateRange } from '../../../components/filter-panel';
import { useSession } from '../../../lib/session';
import { useWebportalSettingsChange } from '../../../lib/use-webportal-settings';

/**
 * The statistics' date range, remembered in the user's web-portal settings (`dashboard_min_date`,
 * `dashboard_max_date`); a change shows at once and is saved in the background.
 */
export function useDashboardDates() {
  const { user } = useSession();
  const settings = user?.custom_data.webportal_settings;
  const { mutate, error } = useWebportalSettingsChange();
  const setRange = useCallback(
    (range: DateRange) =>
      mutate((current) => ({
        ...current,
        dashboard_min_date: range.from ?? null,
        dashboard_max_date: range.to ?? null,
      })),
    [mutate],
  );
  return {
    start: settings?.dashboard_min_date ?? undefined,
    end: settings?.dashboard_max_date ?? undefined,
    setRange,
    saveError: error,
  };
}
