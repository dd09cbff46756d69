import { describe, expect, it } from 'vitest';
import { DEMO, useTestApp } from '../../../test/app';
import { tableSnapshot } from '../../testing/table-snapshot';

/**
 * An export re-imports unchanged, for every company type that imports and in every mode: the dry run and
 * the import answer OK with no message, and nothing is written but the import's own job.
 */
const t = useTestApp();
const IMPORTERS = [DEMO.supplier, DEMO.consumer, DEMO.service, DEMO.stranger];
const MODES = ['0', '1', '2'] as const;
/** What an import writes about itself (its job and stored file) and what a sign-in writes. */
const OWN_RECORDS = new Set(['jobs', 'job_files', 'login_failures', 'sessions']);

async function exportOf(email: string, mode: string, format: 'text/csv' | 'xlsx') {
  const answer = await t.app.inject({
    url: `/api/v2/reading_requests-download/${mode}/`,
    headers: { ...(await t.authHeader(email)), ...(format === 'text/csv' ? { accept: 'text/csv' } : {}) },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.rawPayload;
}

const upload = async (email: string, path: string, file: Buffer, format: 'text/csv' | 'xlsx') =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v2/reading_requests-upload/${path}`,
    headers: {
      ...(await t.authHeader(email)),
      'content-type':
        format === 'text/csv'
          ? 'text/csv'
          : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'content-disposition': `attachment; filename="export.${format === 'text/csv' ? 'csv' : 'xlsx'}"`,
    },
    payload: file,
  });

describe('an export re-imports unchanged', () => {
  for (const email of IMPORTERS)
    for (const mode of MODES)
      it(`${email}, mode ${mode}`, async () => {
        // Both formats where buildings and meters are exported (mode 1), CSV for the others.
        for (const format of mode === '1' ? (['text/csv', 'xlsx'] as const) : (['text/csv'] as const)) {
          const file = await exportOf(email, mode, format);
          const before = await tableSnapshot(t.ctx.db, OWN_RECORDS);
          for (const path of [`${mode}/1/`, `${mode}/`]) {
            const answer = await upload(email, path, file, format);
            expect(answer.statusCode, answer.body).toBe(200);
            expect(answer.json(), `${format} ${path}`).toMatchObject({ result: 'OK', messages: [] });
          }
          expect(await tableSnapshot(t.ctx.db, OWN_RECORDS)).toEqual(before);
        }
      });
});
