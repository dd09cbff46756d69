import { createHash } from 'node:crypto';
import { access, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export type ImageContentType = 'image/jpeg' | 'image/png';

/** Judges the type by the file's first bytes, never by its name or the client's header. */
export function sniffImageType(buffer: Buffer): ImageContentType | null {
  if (buffer.length > 3 && buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff)
    return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (buffer.length > 8 && png.every((byte, i) => buffer[i] === byte)) return 'image/png';
  return null;
}

/** Where photos' bytes live, named by their SHA-256 (the same photo is stored once). */
export interface ImageStore {
  save(buffer: Buffer): Promise<{ sha256: string; size: number }>;
  read(sha256: string): Promise<Buffer>;
  /** Whether the store holds this photo (the move command skips what is there). */
  has(sha256: string): Promise<boolean>;
}

const sha256Of = (buffer: Buffer) => createHash('sha256').update(buffer).digest('hex');
const checked = (sha256: string) => {
  if (!/^[0-9a-f]{64}$/.test(sha256)) throw new Error('invalid image name');
  return sha256;
};

/**
 * Photos under `<dataDir>/images/<aa>/<sha256>`, outside the web root, so a name never reveals anything a
 * user typed. One process's disk: behind several processes use `DatabaseImageStore` (IMAGE_STORE=database).
 */
export class DiskImageStore implements ImageStore {
  constructor(private readonly dataDir: string) {}

  private pathOf(sha256: string) {
    return join(this.dataDir, 'images', sha256.slice(0, 2), checked(sha256));
  }

  async save(buffer: Buffer): Promise<{ sha256: string; size: number }> {
    const sha256 = sha256Of(buffer);
    const path = this.pathOf(sha256);
    await mkdir(join(path, '..'), { recursive: true });
    const temporary = `${path}.${process.pid}.tmp`;
    await writeFile(temporary, buffer);
    await rename(temporary, path);
    return { sha256, size: buffer.length };
  }

  read(sha256: string): Promise<Buffer> {
    return readFile(this.pathOf(sha256));
  }

  async has(sha256: string): Promise<boolean> {
    return access(this.pathOf(sha256)).then(
      () => true,
      () => false,
    );
  }
}

/** Photos in PostgreSQL (`image_files`, migration 0023): every server process reads what any one saved. */
export class DatabaseImageStore implements ImageStore {
  constructor(private readonly db: Kysely<Database>) {}

  async save(buffer: Buffer): Promise<{ sha256: string; size: number }> {
    const sha256 = sha256Of(buffer);
    await this.db
      .insertInto('image_files')
      .values({ sha256, bytes: buffer })
      .onConflict((conflict) => conflict.column('sha256').doNothing())
      .execute();
    return { sha256, size: buffer.length };
  }

  async read(sha256: string): Promise<Buffer> {
    const row = await this.db
      .selectFrom('image_files')
      .select('bytes')
      .where('sha256', '=', checked(sha256))
      .executeTakeFirst();
    if (!row) throw Object.assign(new Error(`image ${sha256} is not stored`), { code: 'ENOENT' });
    return Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength);
  }

  async has(sha256: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('image_files')
      .select('sha256')
      .where('sha256', '=', checked(sha256))
      .executeTakeFirst();
    return row !== undefined;
  }
}

/** The store IMAGE_STORE names: `disk` (the default) or `database`. */
export function openImageStore(kind: 'disk' | 'database', dataDir: string, db: Kysely<Database>): ImageStore {
  return kind === 'database' ? new DatabaseImageStore(db) : new DiskImageStore(dataDir);
}

/**
 * Copies every photo the `images` table names from one store to the other, 500 names at a time; a photo
 * the target holds already is skipped, one the source lacks is counted as missing. Run again, it copies
 * nothing twice. Each copy is checked against its name.
 */
export async function moveImages(db: Kysely<Database>, from: ImageStore, to: ImageStore) {
  const counts = { copied: 0, present: 0, missing: 0 };
  let after = '';
  for (;;) {
    const rows = await db
      .selectFrom('images')
      .select('sha256')
      .distinct()
      .where('sha256', '>', after)
      .orderBy('sha256')
      .limit(500)
      .execute();
    if (!rows.length) return counts;
    for (const { sha256 } of rows) {
      after = sha256;
      if (await to.has(sha256)) counts.present++;
      else if (!(await from.has(sha256))) counts.missing++;
      else {
        const saved = await to.save(await from.read(sha256));
        if (saved.sha256 !== sha256) throw new Error(`image ${sha256}: its bytes do not match its name`);
        counts.copied++;
      }
    }
  }
}
