import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DEMO, useTestApp } from '../../test/app';
import { multipart, PNG_PIXEL } from '../../test/fixtures';
import { DatabaseImageStore, DiskImageStore, moveImages } from './image-store';

const upload = async (t: ReturnType<typeof useTestApp>, content: Buffer) => {
  const file = multipart('image', 'photo.png', content, 'image/png');
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v2/images/',
    headers: { ...(await t.authHeader(DEMO.reader)), ...file.headers },
    payload: file.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { resource_id: string };
};

/** IMAGE_STORE=database: photos in PostgreSQL, so every server process serves every photo. */
describe('the database image store', () => {
  const t = useTestApp({ IMAGE_STORE: 'database' });

  it('keeps an uploaded photo in image_files, not on the disk, and serves it', async () => {
    const content = Buffer.concat([PNG_PIXEL, Buffer.from('database store')]);
    const image = await upload(t, content);
    const download = await t.app.inject({
      url: `/api/v2/images/${image.resource_id}/download/`,
      headers: await t.authHeader(DEMO.reader),
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(content)).toBe(true);
    const { rows } = await sql<{ sha256: string }>`SELECT f.sha256 FROM image_files f
      JOIN images i ON i.sha256 = f.sha256 WHERE i.id = ${image.resource_id}`.execute(t.ctx.db);
    expect(rows).toHaveLength(1);
    expect(
      existsSync(join(t.ctx.config.dataDir, 'images', rows[0]!.sha256.slice(0, 2), rows[0]!.sha256)),
    ).toBe(false);
  });
});

describe('moving photos between stores', () => {
  const t = useTestApp();

  it('copies the photos the images table names from the disk into the database, once', async () => {
    const content = Buffer.concat([PNG_PIXEL, Buffer.from('to be moved')]);
    await upload(t, content);
    const disk = new DiskImageStore(t.ctx.config.dataDir);
    const database = new DatabaseImageStore(t.ctx.db);
    const first = await moveImages(t.ctx.db, disk, database);
    expect(first.copied).toBeGreaterThanOrEqual(1);
    const { rows } = await sql<{
      sha256: string;
    }>`SELECT sha256 FROM images ORDER BY created DESC LIMIT 1`.execute(t.ctx.db);
    expect((await database.read(rows[0]!.sha256)).equals(content)).toBe(true);
    const again = await moveImages(t.ctx.db, disk, database);
    expect(again).toEqual({ copied: 0, present: first.copied + first.present, missing: first.missing });
    const back = await moveImages(t.ctx.db, database, disk);
    expect(back.copied).toBe(0);
  });
});
