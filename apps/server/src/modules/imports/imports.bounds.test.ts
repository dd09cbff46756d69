import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DEMO, useTestApp } from '../../../test/app';

/** The work an uploaded file may cost: refused as a whole (400), nothing of it written. */
const t = useTestApp();

const tableCounts = async () =>
  (
    await sql<{ buildings: number; meters: number; requests: number; audit: number }>`
      SELECT (SELECT count(*)::int FROM buildings) AS buildings, (SELECT count(*)::int FROM meters) AS meters,
        (SELECT count(*)::int FROM reading_requests) AS requests, (SELECT count(*)::int FROM audit_log) AS audit`.execute(
      t.ctx.db,
    )
  ).rows[0];

describe('imports: the work a file may cost', () => {
  it('refuses a CSV of 1 000 001 empty lines at the row limit, writing nothing', async () => {
    const before = await tableCounts();
    const answer = await t.app.inject({
      method: 'PUT',
      url: '/api/v2/reading_requests-upload/1/',
      headers: {
        ...(await t.authHeader(DEMO.supplier)),
        'content-type': 'text/csv',
        'content-disposition': 'attachment; filename="empty.csv"',
      },
      payload: Buffer.from('\n'.repeat(1_000_001)),
    });
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json()).toMatchObject({
      result: 'ERROR',
      messages: [
        'Row 1000001: The file has more than 1,000,000 rows without a header (empty rows count too): split it into smaller files.',
      ],
    });
    expect(await tableCounts()).toEqual(before);
  });
});
