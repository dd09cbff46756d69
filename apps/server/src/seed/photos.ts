import type { ImageStore } from '../storage/image-store';
import { addDays } from './dates';
import { drawPixelText, drawSegmentNumber, segmentNumberWidth } from './lcd-font';
import { encodePng } from './png';
import { Random } from './random';
import { Raster } from './raster';
import type { ReadingPlan, Row, SeedContext } from './types';

export const PHOTO_WIDTH = 320;
export const PHOTO_HEIGHT = 120;
const PHOTOS = 30;

/** A photo of a meter display: dark LCD panel, the OBIS code as caption, the value in seven segments. */
export function renderMeterPhoto(obis: string, value: number, decimals: number, rng: Random): Buffer {
  const r = new Raster(PHOTO_WIDTH, PHOTO_HEIGHT, [34, 36, 40]);
  r.rect(10, 10, 300, 100, [16, 30, 24]);
  drawPixelText(r, obis, 20, 18, 2, [90, 170, 130]);
  const [whole = '0', fraction] = value.toFixed(Math.min(decimals, 3)).split('.');
  const text = whole.padStart(6, '0') + (fraction ? `.${fraction}` : '');
  const cells = text.replace('.', '').length;
  const gap = 8;
  const w = Math.min(34, Math.floor((270 - gap * cells) / cells));
  const x = 300 - segmentNumberWidth(text, w, gap);
  drawSegmentNumber(r, text, x, 42, w, 56, gap, [130, 235, 170], [22, 38, 31]);
  r.noise(rng, 6);
  return encodePng(PHOTO_WIDTH, PHOTO_HEIGHT, r.pixels);
}

/**
 * Photos for about 30 readings: the two replacement readings (uploaded in the portal) and recent
 * app readings. Each image is written to the store, then described by an images row and a
 * reading_image_metas row.
 */
export async function buildPhotos(ctx: SeedContext, readings: readonly ReadingPlan[], store: ImageStore) {
  const rng = Random.forArea('photos');
  const replacement = readings.filter((r) => r.type.startsWith('meter_replacement_'));
  const recent = readings.filter(
    (r) => r.method === 'ocr' && r.meter.building.tenant === 'main' && r.date >= addDays(ctx.reference, -150),
  );
  const chosen = [...replacement, ...rng.shuffle(recent).slice(0, PHOTOS - replacement.length)];
  const images: Row<'images'>[] = [];
  const metas: Row<'reading_image_metas'>[] = [];
  for (const reading of chosen) {
    const first = reading.values[0]!;
    const png = renderMeterPhoto(first.obis, first.value, reading.meter.decimals, rng);
    const { sha256, size } = await store.save(png);
    const created = addDays(reading.date, 1 / 1440);
    const portal = replacement.includes(reading);
    const image = {
      id: ctx.ids.next(),
      sha256,
      content_type: 'image/png',
      size_bytes: size,
      owner_company_id: reading.person.companyId,
      owner_id: reading.person.id,
      created,
      modified: created,
    };
    images.push(image);
    metas.push({
      id: ctx.ids.next(),
      reading_id: reading.id,
      image_id: image.id,
      obis: [first.obis],
      camera_model: portal ? 'portal' : 'Pixel 7',
      frame_number: 0,
      os_version: portal ? 'none' : 'Android 14',
      pixolus_version: portal ? 'portal' : '4.2.0',
      flash: !portal && rng.chance(0.3),
      created,
    });
  }
  return { images, metas };
}
