import type { Job } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { sayAll } from '../../http/language';
import { objectUrl } from '../../http/origin';
import type { JobRow } from './jobs.repository';

/** Job → API object. */
export function presentJob(request: FastifyRequest, job: JobRow): Job {
  return {
    url: objectUrl(request, 'jobs', job.id),
    resource_id: job.id,
    kind: job.kind,
    mode: job.mode,
    dry_run: job.dry_run,
    file_name: job.file_name,
    state: job.state,
    rows_done: job.rows_done,
    rows_total: job.rows_total,
    // Stored as keys and parameters: each reader reads them in their own language.
    messages: sayAll(request, job.messages),
    result: job.result,
    created_by: job.created_by,
    created: job.created.toISOString(),
    finished: job.finished?.toISOString() ?? null,
  };
}
