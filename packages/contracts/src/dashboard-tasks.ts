import type { PortalConfiguration } from './configuration';
import { PENDING_READING_REQUEST_STATUSES } from './permissions/reading-requests';
import { type Actor, isAdministration, isMeterReader } from './permissions/session';

/** The dashboard's task rows. */
export const DASHBOARD_TASKS = [
  'meters',
  'open_requests',
  'buildings_without_property_manager',
  'buildings_without_preferred_delegate',
  'meters_to_check',
  'implausible_readings',
  'rejected_requests',
  'wrongly_dispatched_requests',
  'partner_main_meter_requests',
  'sub_meter_requests',
  'water_meters',
  'scheduled_this_week',
] as const;
export type DashboardTaskKey = (typeof DASHBOARD_TASKS)[number];

export interface DashboardTask {
  key: DashboardTaskKey;
  /** The list whose count the row shows: GET {endpoint}?page_size=1&{query}. */
  endpoint: 'buildings/' | 'meters/' | 'readings/' | 'reading_requests/';
  query: Record<string, string>;
  /** The page the row opens, filtered like the count (its query parameters are the list's filters). */
  route: '/buildings' | '/meters' | '/readings' | '/reading-requests';
}

const PENDING = PENDING_READING_REQUEST_STATUSES.join(',');

/** Monday 00:00 UTC of the week of `now`, as `YYYY-MM-DD` (the week starts on Monday, spec §9). */
export function startOfWeek(now = new Date()): string {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

/**
 * The task rows `actor` sees, in order, each with the counting call and the page it opens. Meter
 * readers see their meters and their open requests; the companies administration no request rows
 * (spec §2 hides its reading requests panel); the water-meter row is for commercial consumers and energy
 * suppliers when DASHBOARD_WATER_METERS is on.
 */
export function dashboardTasks(
  actor: Actor & { email: string },
  config: Pick<PortalConfiguration, 'DASHBOARD_WATER_METERS'>,
  now = new Date(),
): DashboardTask[] {
  const reader = isMeterReader(actor);
  const administration = isAdministration(actor);
  // The request rows of schedulers: neither meter readers nor the companies administration see them.
  const schedulerRequests = (key: DashboardTaskKey, query: Record<string, string>) => ({
    key,
    endpoint: 'reading_requests/' as const,
    query,
    route: '/reading-requests' as const,
    visible: !reader && !administration,
  });
  const all: (DashboardTask & { visible: boolean })[] = [
    { key: 'meters', endpoint: 'meters/', query: { status: 'active' }, route: '/meters', visible: true },
    {
      key: 'open_requests',
      endpoint: 'reading_requests/',
      query: reader ? { status: 'new', delegate: actor.email } : { status: 'new' },
      route: '/reading-requests',
      visible: !administration,
    },
    {
      key: 'buildings_without_property_manager',
      endpoint: 'buildings/',
      query: { status: 'active', property_manager__isnull: 'true' },
      route: '/buildings',
      visible: !reader,
    },
    {
      key: 'buildings_without_preferred_delegate',
      endpoint: 'buildings/',
      query: { status: 'active', preferred_delegate__isnull: 'true' },
      route: '/buildings',
      visible: !reader,
    },
    {
      key: 'meters_to_check',
      endpoint: 'meters/',
      query: { status: 'active', needs_check: 'true' },
      route: '/meters',
      visible: !reader,
    },
    {
      key: 'implausible_readings',
      endpoint: 'readings/',
      query: { plausibility: 'implausible' },
      route: '/readings',
      visible: !reader,
    },
    schedulerRequests('rejected_requests', { status: 'rejected' }),
    schedulerRequests('wrongly_dispatched_requests', {
      status: 'rejected',
      status_note: 'incorrect_scheduled',
    }),
    schedulerRequests('partner_main_meter_requests', {
      status: PENDING,
      meter__main_meter__isnull: 'true',
      created_by_contractor: 'true',
    }),
    schedulerRequests('sub_meter_requests', { status: PENDING, meter__main_meter__isnull: 'false' }),
    {
      key: 'water_meters',
      endpoint: 'buildings/',
      query: { status: 'active', has_no_meter_of_type_but_has_readings: 'water_cold' },
      route: '/buildings',
      visible:
        config.DASHBOARD_WATER_METERS &&
        (actor.companyType === 'commercial_consumer' || actor.companyType === 'energy_supplier'),
    },
    schedulerRequests('scheduled_this_week', { origin: 'schedule', created_after: startOfWeek(now) }),
  ];
  return all.filter((task) => task.visible).map(({ visible: _visible, ...task }) => task);
}
