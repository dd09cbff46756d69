import { fakeApi } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import {
  BUILDING_ID,
  droppedReadingFixture,
  METER_ID,
  meterFixture,
  page,
  readingFixture,
  testId,
} from '../../../testing/resource-fixtures';
import { jsonResponse } from '../../../testing/session-fixtures';
import { MeterReadingsTable } from './meter-readings-table';

export const IMPLAUSIBLE = testId('e002');

/** The second reading dropped below the first: implausible. */
export const READINGS = [readingFixture(), droppedReadingFixture({ resource_id: IMPLAUSIBLE })];

/**
 * A one-code meter's readings table at `route` (under /meters/, or under its building's /buildings/…),
 * GET readings/ answering READINGS.
 */
export function renderMeterReadings(route = `/meters/${METER_ID}`) {
  const api = fakeApi((call) =>
    call.method === 'GET' && call.path === 'readings/' ? jsonResponse(200, page(READINGS)) : undefined,
  );
  const meter = meterFixture({ obis_codes: ['1-1:1.8.0'] });
  const buildingId = route.startsWith('/buildings') ? BUILDING_ID : undefined;
  const view = renderPage(
    <MeterReadingsTable meter={meter} buildingId={buildingId} disableVirtualization />,
    {
      path: buildingId ? '/buildings/:buildingId/meters/:id' : '/meters/:id',
      route,
    },
  );
  return { api, view };
}
