import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export type ImageContentType = 'image/jpeg' | 'image/png';

/** Judges the type by the file's first bytes, never by its name or the client's header. */
export function sniffImageType(buffer: Buffer): ImageContentType | null {
  if (buffer.length > 3 && buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff)
    return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (buffer.length > 8 && png.every((byte, i) => buffer[i] === byte)) return 'image/png';
  return null;
}

/**
 * Images live outside the web root under `<dataDir>/images/<aa>/<sha256>`, named by their content,
 * so the same photo is stored once and a name never reveals anything a user typed.
 */
export class ImageStore {
  constructor(private readonly dataDir: string) {}

  private pathOf(sha256: string) {
    return join(this.dataDir, 'images', sha256.slice(0, 2), sha256);
  }

  async save(buffer: Buffer): Promise<{ sha256: string; size: number }> {
    const sha256 = createHash('sha256').update(buffer).digest('hex');
    const path = this.pathOf(sha256);
    await mkdir(join(path, '..'), { recursive: true });
    const temporary = `${path}.${process.pid}.tmp`;
    await writeFile(temporary, buffer);
    await rename(temporary, path);
    return { sha256, size: buffer.length };
  }

  read(sha256: string): Promise<Buffer> {
    if (!/^[0-9a-f]{64}$/.test(sha256)) throw new Error('invalid image name');
    return readFile(this.pathOf(sha256));
  }
}
