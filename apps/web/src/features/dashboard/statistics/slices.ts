import {
  DOUGHNUT_LABEL_MIN_SHARE,
  DOUGHNUT_SLICES,
  type DoughnutSlice,
  STATISTICS_STATUSES,
  type Statistics,
} from '@portal/contracts';

/** The panel's tabs: every building the user sees, or only those they are property manager of. */
export type BuildingScope = 'all' | 'mine';

export interface SliceValue {
  slice: DoughnutSlice;
  value: number;
  /** Share of the doughnut's total, 0…1 (0 when the total is 0). */
  share: number;
  /** Only slices above `DOUGHNUT_LABEL_MIN_SHARE` of the total carry a label in the doughnut. */
  labelled: boolean;
}

/** The doughnut's slices of one tab, in the spec's order. */
export function sliceValues(statistics: Statistics, scope: BuildingScope): SliceValue[] {
  const requests = scope === 'all' ? statistics.reading_requests : statistics.reading_requests_my_buildings;
  const readings =
    scope === 'all'
      ? statistics.readings_without_reading_requests
      : statistics.readings_without_reading_requests_my_buildings;
  const values: Record<DoughnutSlice, number> = {
    success: requests.success,
    rejected: requests.rejected,
    new: requests.new,
    readings_without_reading_requests: readings.count,
  };
  const total = DOUGHNUT_SLICES.reduce((sum, slice) => sum + values[slice], 0);
  return DOUGHNUT_SLICES.map((slice) => {
    const share = total > 0 ? values[slice] / total : 0;
    return { slice, value: values[slice], share, labelled: share > DOUGHNUT_LABEL_MIN_SHARE };
  });
}

export interface DateBounds {
  /** `YYYY-MM-DD`; open when undefined. */
  start?: string;
  end?: string;
}

/**
 * The list a slice opens, filtered like the slice's count: request slices → reading requests with the
 * slice's statuses and the planned dates; readings without request → readings of the dates that answer no
 * request. On "my buildings" both with the user as property manager.
 */
export function sliceHref(slice: DoughnutSlice, dates: DateBounds, scope: BuildingScope, email: string) {
  const params = new URLSearchParams();
  const set = (name: string, value: string | undefined) => value && params.set(name, value);
  if (slice === 'readings_without_reading_requests') {
    set('reading_date_after', dates.start);
    set('reading_date_before', dates.end);
    params.set('reading_request__isnull', 'true');
    if (scope === 'mine') params.set('meter__building__property_manager__email', email);
    return withSearch('/readings', params);
  }
  params.set('status', STATISTICS_STATUSES[slice].join(','));
  set('planned_reading_date_after', dates.start);
  set('planned_reading_date_before', dates.end);
  if (scope === 'mine') params.set('meter__building__property_manager__email', email);
  return withSearch('/reading-requests', params);
}

const withSearch = (path: string, params: URLSearchParams) => {
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};
