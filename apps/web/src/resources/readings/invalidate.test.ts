import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { meterKeys } from '../meters/keys';
import { readingRequestKeys } from '../reading-requests/keys';
import { invalidateReadingChange } from './invalidate';
import { readingKeys } from './keys';

/** A client holding one cached answer per key, none of them invalidated yet. */
function clientWith(keys: QueryKey[]) {
  const client = new QueryClient({ defaultOptions: { queries: { gcTime: Number.POSITIVE_INFINITY } } });
  for (const key of keys) client.setQueryData(key, { cached: true });
  const invalidated = (key: QueryKey) => client.getQueryState(key)?.isInvalidated === true;
  return { client, invalidated };
}

describe('invalidateReadingChange', () => {
  it("refreshes the readings lists, the reading, its meter's series and detail and the request lists", async () => {
    const touched = [
      readingKeys.list({ page: 1 }),
      readingKeys.list({ meter_resource_id: 'm1' }),
      readingKeys.detail('r1'),
      readingKeys.series('m1'),
      meterKeys.detail('m1'),
      readingRequestKeys.list({ page: 1 }),
    ];
    const untouched = [readingKeys.detail('r2'), readingKeys.series('m2'), meterKeys.detail('m2')];
    const { client, invalidated } = clientWith([...touched, ...untouched]);
    await invalidateReadingChange(client, { readingId: 'r1', meterId: 'm1' });
    for (const key of touched) expect(invalidated(key), JSON.stringify(key)).toBe(true);
    for (const key of untouched) expect(invalidated(key), JSON.stringify(key)).toBe(false);
  });
});
