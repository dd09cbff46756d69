import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, useTestApp } from '../../../test/app';
import { multipart, PNG_PIXEL } from '../../../test/fixtures';

/**
 * An image follows the scope of the readings it is attached to; until then only its uploader sees it.
 * Not the company: a meter reader sees no photos of colleagues' buildings.
 */
describe('image scope', () => {
  const t = useTestApp();
  const colleague = 'anna.schulz@demo.example';
  /** A meter the reader sees, with an OBIS code. */
  let readerMeter: { id: string; obis: string };
  /** A seeded photo of the reader's company, on a reading the reader does not see. */
  let foreignPhoto: string;
  let day = 0;

  const upload = async (email: string) => {
    const file = multipart('image', 'photo.png', PNG_PIXEL, 'image/png');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v2/images/',
      headers: { ...(await t.authHeader(email)), ...file.headers },
      payload: file.payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().resource_id as string;
  };
  const status = async (email: string, id: string) => {
    const headers = await t.authHeader(email);
    const meta = await t.app.inject({ url: `/api/v2/images/${id}/`, headers });
    const download = await t.app.inject({ url: `/api/v2/images/${id}/download/`, headers });
    expect(download.statusCode, 'download answers as the image does').toBe(meta.statusCode);
    return meta.statusCode;
  };
  const postReading = async (email: string, image: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v2/readings/',
      headers: await t.authHeader(email),
      payload: {
        meter: readerMeter.id,
        reading_date: new Date(Date.UTC(2018, 0, 1, 6, 7) + day++ * 86_400_000).toISOString(),
        results: [{ obis: readerMeter.obis, value: 1 }],
        image_metas: [{ image, obis: [readerMeter.obis] }],
      },
    });
  const readingsWith = (image: string) =>
    t.ctx.db.selectFrom('reading_image_metas').select('reading_id').where('image_id', '=', image).execute();

  beforeAll(async () => {
    const readerHeaders = await t.authHeader(DEMO.reader);
    const meters = (
      await t.app.inject({ url: '/api/v2/meters/?page_size=50', headers: readerHeaders })
    ).json();
    const meter = meters.results.find((m: { obis_codes: string[] }) => m.obis_codes.length > 0);
    readerMeter = { id: meter.resource_id, obis: meter.obis_codes[0] };
    const company = await t.ctx.db
      .selectFrom('users')
      .select('company_id')
      .where('email', '=', DEMO.reader)
      .executeTakeFirstOrThrow();
    const photos = await t.ctx.db
      .selectFrom('images as i')
      .innerJoin('reading_image_metas as im', 'im.image_id', 'i.id')
      .innerJoin('readings as r', 'r.id', 'im.reading_id')
      .select(['i.id', 'r.id as reading_id'])
      .where('i.owner_company_id', '=', company.company_id)
      .execute();
    for (const photo of photos) {
      const reading = await t.app.inject({
        url: `/api/v2/readings/${photo.reading_id}/`,
        headers: readerHeaders,
      });
      if (reading.statusCode === 404) {
        foreignPhoto = photo.id;
        break;
      }
    }
    expect(foreignPhoto, 'a seeded photo of the company outside the reader’s scope').toBeDefined();
  });

  it('shows an image not yet attached to its uploader only, not to colleagues', async () => {
    const image = await upload(DEMO.service);
    expect(await status(DEMO.service, image)).toBe(200);
    expect(await status(DEMO.reader, image)).toBe(404);
    expect(await status(colleague, image)).toBe(404);
    expect(await status(DEMO.stranger, image)).toBe(404);
    expect(await status(DEMO.admin, image)).toBe(200);
  });

  it('hides a colleague’s photo of a reading the reader does not see', async () => {
    expect(await status(DEMO.service, foreignPhoto)).toBe(200);
    expect(await status(DEMO.reader, foreignPhoto)).toBe(404);
  });

  it('refuses to attach an image the caller may not see, and stores nothing', async () => {
    const colleagues = await upload(DEMO.service);
    for (const image of [colleagues, foreignPhoto, await upload(DEMO.stranger)]) {
      const before = await readingsWith(image);
      const response = await postReading(DEMO.reader, image);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().image_metas).toEqual(['Upload the image first (images/).']);
      expect(await readingsWith(image)).toEqual(before);
    }
  });

  it('shows an attached image to everyone who sees the reading', async () => {
    const image = await upload(DEMO.reader);
    const response = await postReading(DEMO.reader, image);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().image_metas[0].image).toContain(image);
    expect(await status(DEMO.reader, image)).toBe(200);
    expect(await status(DEMO.service, image)).toBe(200);
    expect(await status(DEMO.stranger, image)).toBe(404);
  });
});
