import { PENDING_READING_REQUEST_STATUSES } from '@portal/contracts';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, useTestApp } from '../../../test/app';

const PENDING = PENDING_READING_REQUEST_STATUSES.join(',');

/**
 * A meter reader's scan: the open requests of the meter a barcode names (GET
 * reading_requests/?meter__barcode_id=…) and, when there are none, whether the code names a meter the
 * caller sees at all (GET meters/?barcode_id=…).
 */
describe('the lists by barcode', () => {
  const t = useTestApp();
  /** A meter with an open request assigned to the demo reader, its barcode set apart from its number. */
  let scanned: { meter: string; request: string; barcode: string };

  beforeAll(async () => {
    const { rows } = await sql<{ meter: string; request: string }>`
      SELECT rr.meter_id AS meter, rr.id AS request FROM reading_requests rr
      JOIN users u ON u.id = rr.delegate_id AND u.email = ${DEMO.reader}
      WHERE rr.status = 'new' ORDER BY rr.id LIMIT 1`.execute(t.ctx.db);
    const found = rows[0]!;
    scanned = { ...found, barcode: 'SCAN 4711-A' };
    await sql`UPDATE meters SET barcode_id = ${scanned.barcode} WHERE id = ${found.meter}`.execute(t.ctx.db);
  });

  const list = async (email: string, path: string) => {
    const response = await t.get(email, path);
    return { status: response.statusCode, body: response.json() };
  };
  const code = (value: string) => encodeURIComponent(value);

  it("finds the reader's open request of the scanned meter, spaces around the code ignored", async () => {
    const { status, body } = await list(
      DEMO.reader,
      `/api/v2/reading_requests/?meter__barcode_id=${code(`  ${scanned.barcode} `)}&status=${PENDING}`,
    );
    expect(status).toBe(200);
    expect(body.results.map((r: { resource_id: string }) => r.resource_id)).toContain(scanned.request);
    for (const result of body.results) {
      expect(result.meter.resource_id).toBe(scanned.meter);
      expect(result.meter.barcode_id).toBe(scanned.barcode);
    }
  });

  it('finds the meter by its barcode for those who see it, and nothing for another company', async () => {
    const meters = async (email: string) =>
      (await list(email, `/api/v2/meters/?barcode_id=${code(scanned.barcode)}`)).body;
    expect((await meters(DEMO.reader)).results.map((m: { resource_id: string }) => m.resource_id)).toEqual([
      scanned.meter,
    ]);
    expect((await meters(DEMO.stranger)).count).toBe(0);
    const requests = await list(
      DEMO.stranger,
      `/api/v2/reading_requests/?meter__barcode_id=${code(scanned.barcode)}`,
    );
    expect(requests.body.count).toBe(0);
  });

  it('a code of no meter finds nothing', async () => {
    const { status, body } = await list(DEMO.reader, '/api/v2/meters/?barcode_id=NO-SUCH-CODE');
    expect(status).toBe(200);
    expect(body.count).toBe(0);
  });

  it('refuses an empty or too long code (400) and asks for a sign-in (401)', async () => {
    for (const path of ['meters/?barcode_id=', 'reading_requests/?meter__barcode_id=%20%20']) {
      expect((await list(DEMO.reader, `/api/v2/${path}`)).status, path).toBe(400);
    }
    const long = 'x'.repeat(101);
    expect((await list(DEMO.reader, `/api/v2/meters/?barcode_id=${long}`)).status).toBe(400);
    expect((await list(DEMO.reader, `/api/v2/reading_requests/?meter__barcode_id=${long}`)).status).toBe(400);
    const anonymous = await t.app.inject({ url: `/api/v2/meters/?barcode_id=${code(scanned.barcode)}` });
    expect(anonymous.statusCode).toBe(401);
  });
});
