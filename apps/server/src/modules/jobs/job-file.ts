import { Readable } from 'node:stream';
import { EXPORT_FILE_KEEP_HOURS, message } from '@portal/contracts';
import { notFound } from '../../http/errors';
import type { JobFilesRepository } from './job-files.repository';
import type { JobRow } from './jobs.repository';

/** A stored file's part: big enough for few rows, small enough to hold a few in memory. */
export const FILE_PART_BYTES = 1024 * 1024;
/** Parts read per query while a file is served. */
const PARTS_PER_READ = 4;

/**
 * Stores `stream` as the job's file, a part whenever about FILE_PART_BYTES have come (the writer waits
 * meanwhile, so memory holds about one part); its size. An export's file is never empty (its header).
 */
export async function storeFile(files: JobFilesRepository, jobId: string, stream: Readable): Promise<number> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let part = 0;
  let size = 0;
  const flush = async () => {
    await files.insertPart(jobId, part++, Buffer.concat(pending, pendingBytes));
    size += pendingBytes;
    pending = [];
    pendingBytes = 0;
  };
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    pending.push(chunk);
    pendingBytes += chunk.length;
    if (pendingBytes >= FILE_PART_BYTES) await flush();
  }
  if (pendingBytes > 0 || part === 0) await flush();
  return size;
}

/**
 * The job's stored file as a stream, PARTS_PER_READ parts at a time as the client takes them. A part
 * missing (the file expired meanwhile) ends the stream with an error: the client sees it cut off.
 */
export function readFile(files: JobFilesRepository, jobId: string, size: number): Readable {
  async function* parts() {
    let last = -1;
    let read = 0;
    while (read < size) {
      const found = await files.parts(jobId, last, PARTS_PER_READ);
      if (!found.length) throw new Error(`job ${jobId}: file part missing`);
      for (const { part, bytes } of found) {
        if (part !== last + 1) throw new Error(`job ${jobId}: file part missing`);
        last = part;
        read += bytes.length;
        yield Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      }
    }
  }
  // Bytes, not objects: the stream's buffer then holds one part, not sixteen.
  return Readable.from(parts(), { objectMode: false });
}

/** The job's stored parts as one buffer (an import's file, at most IMPORT_MAX_MB). */
export async function readBytes(files: JobFilesRepository, jobId: string): Promise<Buffer> {
  const parts: Buffer[] = [];
  for (let last = -1; ; ) {
    const found = await files.parts(jobId, last, PARTS_PER_READ);
    if (!found.length) break;
    for (const { part, bytes } of found) {
      if (part !== last + 1) throw new Error(`job ${jobId}: file part missing`);
      last = part;
      parts.push(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    }
  }
  if (!parts.length) throw new Error(`job ${jobId}: no stored file`);
  return Buffer.concat(parts);
}

/** The job's stored file (its type and size), or 404 saying why it has none. */
export function storedFile(job: JobRow): { contentType: string; size: number } {
  if (!job.file_content_type)
    throw notFound('This job has no file: only an export started with Prefer: respond-async stores one.');
  if (job.state === 'running')
    throw notFound('The export is still running; its file is ready when it succeeded.');
  if (job.state === 'failed') throw notFound('The export failed; it left no file.');
  if (job.file_size === null) throw notFound(message('jobs.fileDeleted', { hours: EXPORT_FILE_KEEP_HOURS }));
  return { contentType: job.file_content_type, size: Number(job.file_size) };
}
