import type { Meter } from '@portal/contracts';
import { fakeApi } from '../../../testing/fake-api';
import { employeeFixture, METER_ID, meterFixture, page } from '../../../testing/resource-fixtures';
import { jsonResponse } from '../../../testing/session-fixtures';

/** The meter these tests order a reading of: W-77 (Kitchen), water. */
export const requestMeter = (overrides: Partial<Meter> = {}) =>
  meterFixture({
    meter_id: 'W-77',
    label: 'Kitchen',
    physical_medium: 'water',
    physical_unit: 'm^3',
    obis_codes: ['8-0:1.0.0'],
    ...overrides,
  });

/** The one delegate the form offers. */
export const delegate = employeeFixture('reader@demo.example', 'Rita Reader');

/** Fakes the API: the meter, the delegate, and `post` for POST reading_requests/; returns the calls. */
export function stubApi(post: () => Response, meter = requestMeter()) {
  return fakeApi((call) => {
    if (call.method === 'POST' && call.path === 'reading_requests/') return post();
    if (call.path === `meters/${METER_ID}/`) return jsonResponse(200, meter);
    if (call.path === 'employees/') return jsonResponse(200, page([delegate]));
    return undefined;
  }).calls;
}
