import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * All SQL of the files that exports store (`job_files`, migration 0020), for the job runner and the
 * export that writes them; reads go through a job the caller's scope found first (`jobs.findByIdOrThrow`).
 */
export class JobFilesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** One part, in its own statement: no transaction stays open while the export runs. */
  async insertPart(jobId: string, part: number, bytes: Uint8Array): Promise<void> {
    await this.db.insertInto('job_files').values({ job_id: jobId, part, bytes }).execute();
  }

  /** Up to `count` parts after part `after`, in order. */
  async parts(jobId: string, after: number, count: number): Promise<{ part: number; bytes: Uint8Array }[]> {
    return this.db
      .selectFrom('job_files')
      .select(['part', 'bytes'])
      .where('job_id', '=', jobId)
      .where('part', '>', after)
      .orderBy('part')
      .limit(count)
      .execute();
  }

  async deleteOf(jobIds: string[]): Promise<void> {
    if (jobIds.length) await this.db.deleteFrom('job_files').where('job_id', 'in', jobIds).execute();
  }

  /**
   * The sweep, for every company: files kept longer than `keepHours` after their job ended expire, and
   * the parts of every ended job without a kept file go (expired, failed, or swept while it wrote).
   */
  async expire(keepHours: number): Promise<void> {
    await this.db
      .updateTable('jobs')
      .set({ file_size: null })
      .where('file_size', 'is not', null)
      .where('finished', '<', sql<Date>`now() - make_interval(hours => ${keepHours})`)
      .execute();
    await sql`DELETE FROM job_files f USING jobs j
      WHERE j.id = f.job_id AND j.state <> 'running' AND j.file_size IS NULL`.execute(this.db);
  }
}
