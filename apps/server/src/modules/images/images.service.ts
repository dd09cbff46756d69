import type { Actor } from '@portal/contracts';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import type { ImageContentType } from '../../storage/image-store';
import type { IdempotencyClaim } from '../idempotency/idempotent-write';

/** Photos: the bytes in the image store, the row (owner, type, size) in the database. */
export class ImagesService {
  constructor(private readonly ctx: AppContext) {}

  /** Stores an upload whose type was judged from its bytes; the caller owns it. */
  /** Stores the file (by its hash, so a retry writes no second file) and its row, one per idempotency key. */
  async upload(actor: Actor, buffer: Buffer, contentType: ImageContentType, idempotency?: IdempotencyClaim) {
    const { sha256, size } = await this.ctx.images.save(buffer);
    return this.ctx.data.transaction(actor, async (data) => {
      await idempotency?.claim(data);
      const row = await data.images.insert(actor, { sha256, contentType, size });
      await idempotency?.created(data, row.id);
      return row;
    });
  }

  /** The image, or 404 (also for one the caller may not see). */
  async get(actor: Actor, id: string) {
    const row = await this.ctx.data.images.findVisible(actor, id);
    if (!row) throw notFound();
    return row;
  }

  /** The image and its bytes, or 404. */
  async download(actor: Actor, id: string) {
    const row = await this.get(actor, id);
    return { ...row, body: await this.ctx.images.read(row.sha256) };
  }
}
