import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidateBuildingChange, invalidateBuildingDelete } from '../buildings/invalidate';
import { invalidateMeterChange } from '../meters/invalidate';
import { invalidateReadingRequestChange } from '../reading-requests/invalidate';
import { invalidateReadingChange } from '../readings/invalidate';
import { invalidateDashboardFigures } from './invalidate';
import { dashboardKeys } from './keys';

/** Every kind of query the dashboard holds: statistics, readings per month, the task rows' counts. */
const DASHBOARD_KEYS: QueryKey[] = [
  dashboardKeys.statistics({}),
  dashboardKeys.statistics({ start: '2026-01-01', end: '2026-03-31' }),
  dashboardKeys.readingsPerMonth(false),
  dashboardKeys.readingsPerMonth(true),
  dashboardKeys.taskCounts(),
];

/** A client holding one cached answer per dashboard key, none of them invalidated yet. */
function dashboardClient() {
  const client = new QueryClient({ defaultOptions: { queries: { gcTime: Number.POSITIVE_INFINITY } } });
  for (const key of DASHBOARD_KEYS) client.setQueryData(key, { cached: true });
  const stale = () => DASHBOARD_KEYS.filter((key) => client.getQueryState(key)?.isInvalidated !== true);
  return { client, stale };
}

/** Every write's refresh: reading requests, readings, meters, buildings (and the dashboard's own actions). */
const WRITES: Array<[string, (client: QueryClient) => Promise<unknown>]> = [
  ['a reading request created, patched, deleted or bulk-changed', invalidateReadingRequestChange],
  ['a reading edited', (client) => invalidateReadingChange(client, { readingId: 'r1', meterId: 'm1' })],
  [
    'a reading deleted',
    (client) => invalidateReadingChange(client, { readingId: 'r1', meterId: 'm1', deleted: true }),
  ],
  ['a meter written', (client) => invalidateMeterChange(client, { buildings: ['b1'] })],
  ['meters bulk-deleted', (client) => invalidateMeterChange(client, { buildings: 'all', deleted: true })],
  ['a building created, edited or bulk-patched', invalidateBuildingChange],
  ['buildings deleted', (client) => invalidateBuildingDelete(client)],
  ['a building deleted from its page', (client) => invalidateBuildingDelete(client, { refetch: false })],
  ['requests disposed or a reading period finalized', invalidateDashboardFigures],
];

describe("the dashboard's figures after a write", () => {
  it.each(WRITES)('are invalidated after %s', async (_, invalidate) => {
    const { client, stale } = dashboardClient();
    await invalidate(client);
    expect(stale()).toEqual([]);
  });
});
