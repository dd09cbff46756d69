import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { buildingKeys, invalidateBuildingChange } from '../buildings';
import { readingKeys } from '../readings';
import { invalidateMeterChange } from './invalidate';
import { meterKeys } from './keys';

const OWN = 'building-own';
const OTHER = 'building-other';

/** A client holding one cached answer per key, none of them invalidated yet. */
function clientWith(keys: QueryKey[]) {
  const client = new QueryClient({ defaultOptions: { queries: { gcTime: Number.POSITIVE_INFINITY } } });
  for (const key of keys) client.setQueryData(key, { cached: true });
  const invalidated = (key: QueryKey) => client.getQueryState(key)?.isInvalidated === true;
  return { client, invalidated };
}

const buildingQueries = (id: string) => [
  buildingKeys.detail(id),
  buildingKeys.metersNeedingCheck(id),
  buildingKeys.metersPage(id, { page: 1, page_size: 20, o: 'meter_id' }),
];

describe('invalidateMeterChange', () => {
  it("refreshes the meter's building: detail (meters_needing_check), needs-check list and meter table", async () => {
    const { client, invalidated } = clientWith([...buildingQueries(OWN), ...buildingQueries(OTHER)]);
    await invalidateMeterChange(client, { buildings: [OWN] });
    for (const key of buildingQueries(OWN)) expect(invalidated(key), JSON.stringify(key)).toBe(true);
    for (const key of buildingQueries(OTHER)) expect(invalidated(key), JSON.stringify(key)).toBe(false);
  });

  it('refreshes the meter lists and details, the buildings list and the readings', async () => {
    const keys = [
      meterKeys.list({ page: 1 }),
      meterKeys.detail('m1'),
      meterKeys.candidateList('main', { building__id: OWN }),
      buildingKeys.list({ page: 1 }),
      readingKeys.list({ meter_resource_id: 'm1' }),
    ];
    const { client, invalidated } = clientWith(keys);
    await invalidateMeterChange(client, { buildings: [OWN, undefined] });
    for (const key of keys) expect(invalidated(key), JSON.stringify(key)).toBe(true);
  });

  it('refreshes every building when the buildings are not known (bulk actions)', async () => {
    const { client, invalidated } = clientWith([...buildingQueries(OWN), ...buildingQueries(OTHER)]);
    await invalidateMeterChange(client, { buildings: 'all' });
    for (const key of [...buildingQueries(OWN), ...buildingQueries(OTHER)])
      expect(invalidated(key)).toBe(true);
  });
});

describe('invalidateBuildingChange', () => {
  it('refreshes the meters too: their rows and pages show the building', async () => {
    const keys = [buildingKeys.list({ page: 1 }), meterKeys.list({ page: 1 }), meterKeys.detail('m1')];
    const { client, invalidated } = clientWith(keys);
    await invalidateBuildingChange(client);
    for (const key of keys) expect(invalidated(key)).toBe(true);
  });
});
