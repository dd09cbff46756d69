import {
  canImport,
  cutText,
  decodeText,
  fieldErrorsSchema,
  jobSchema,
  TRANSFER_MODE_IDS,
  uploadModeIds,
} from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, HttpError } from '../../http/errors';
import { requestLanguage } from '../../http/language';
import { ERROR_RESPONSES, idParams } from '../../http/options-metadata';
import { objectUrl } from '../../http/origin';
import { presentJob } from '../jobs/jobs.presenter';
import { ImportsService, messageText } from './imports.service';

const tags = ['import-export'];
/** Spreadsheets as browsers and clients send them; the content decides the format (file-reader.ts). */
const FILE_TYPES = [
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'text/csv',
  'application/vnd.ms-excel',
  'application/octet-stream',
];
const answerSchema = z.object({
  result: z.enum(['OK', 'ERROR']),
  messages: z.array(z.string()),
  report: z.uuid(),
});
/** `Prefer: respond-async`: the job is started, its outcome is not known yet (the file is not even read). */
const acceptedSchema = z.object({ report: z.uuid(), job: z.string() });
/**
 * An upload's answers: a file refused as a whole, or holding hostile cells (too long, a NUL), is a 400
 * with the import's answer as its body.
 */
const uploadResponses = {
  200: answerSchema,
  202: acceptedSchema,
  ...ERROR_RESPONSES,
  400: answerSchema.or(fieldErrorsSchema),
};

/**
 * The file name of `Content-Disposition: attachment; filename="…"` (or filename*=UTF-8''…), control
 * characters (a NUL PostgreSQL cannot store, CR/LF) as `_`.
 */
function fileNameOf(request: FastifyRequest): string {
  const header = request.headers['content-disposition'] ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  const plain = /filename="?([^";]*)"?/i.exec(header)?.[1] ?? '';
  // A broken encoding: the plain name, if any.
  const name = (encoded ? decodeText(encoded) : null) ?? plain;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it replaces.
  return cutText(name.replace(/[\u0000-\u001f\u007f-\u009f]/g, '_'), 255);
}

/**
 * The spec's import endpoint: `PUT reading_requests-upload/{mode}/` (and `…/{mode}/1/` for the dry run)
 * with the file as the body, answering `{result, messages, report}` when the job ends, or at once for
 * `Prefer: respond-async` 202 `{report, job}` (the job's id and url, also in `Location`), claiming no
 * result; `GET reading_requests-report/{id}/` is the job.
 */
export async function importsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = new ImportsService(app.ctx);
  const config = app.ctx.config.portal;
  // Only these routes take files, and only up to IMPORT_MAX_MB; every other route keeps its small limit.
  app.addContentTypeParser(
    FILE_TYPES,
    { parseAs: 'buffer', bodyLimit: app.ctx.config.importMaxBytes },
    (_r, body, done) => done(null, body),
  );

  const upload = async (request: FastifyRequest, reply: FastifyReply, modeId: string, dryRun: boolean) => {
    const { actor } = request.auth;
    if (!canImport(actor, config)) throw forbidden('You may not import.');
    if (!uploadModeIds(config).includes(modeId)) throw forbidden('This import mode is not available.');
    const mode = TRANSFER_MODE_IDS[modeId]!;
    if (!Buffer.isBuffer(request.body))
      throw new HttpError(415, { detail: 'Send the file itself as the body (xlsx or CSV).' });
    const job = await service.start(actor, mode, dryRun, fileNameOf(request), request.body);
    const url = objectUrl(request, 'jobs', job.id);
    if (/\brespond-async\b/i.test(String(request.headers.prefer ?? ''))) {
      void job.finished;
      return reply.status(202).header('Location', url).send({ report: job.id, job: url });
    }
    const outcome = await job.finished;
    const done = await app.ctx.data.jobs.findByIdOrThrow(actor, job.id);
    // A file refused as a whole, or holding hostile cells, is a bad request; refused rows are the
    // import's ERROR answer.
    return reply
      .status(outcome.fileRefused ? 400 : 200)
      .header('X-Job', url)
      .send({
        result: done.state === 'succeeded' ? 'OK' : 'ERROR',
        messages: done.messages.map((m) => messageText(m, requestLanguage(request))),
        report: job.id,
      });
  };

  const modeId = z.enum(Object.keys(TRANSFER_MODE_IDS) as [string, ...string[]]);
  r.put('/api/v2/reading_requests-upload/:mode/', {
    bodyLimit: app.ctx.config.importMaxBytes,
    schema: {
      tags,
      summary:
        'Import a file (xlsx or CSV, the export’s columns) in one transaction; the answer names each refused row. Prefer: respond-async answers 202 with the job',
      params: z.object({ mode: modeId }),
      response: uploadResponses,
    },
    handler: (request, reply) => upload(request, reply, request.params.mode, false),
  });
  r.put('/api/v2/reading_requests-upload/:mode/1/', {
    bodyLimit: app.ctx.config.importMaxBytes,
    schema: {
      tags,
      operationId: 'reading_requests_upload_dry_run_update',
      summary: 'The dry run: the same work, rolled back',
      params: z.object({ mode: modeId }),
      response: uploadResponses,
    },
    handler: (request, reply) => upload(request, reply, request.params.mode, true),
  });

  r.get('/api/v2/reading_requests-report/:id/', {
    schema: {
      tags,
      summary:
        'An import’s report: its job (state, rows, messages by row and column, what it created and changed)',
      params: idParams,
      response: { 200: jobSchema, ...ERROR_RESPONSES },
    },
    handler: async (request) => {
      if (!canImport(request.auth.actor, config)) throw forbidden('You may not import.');
      const job = await app.ctx.data.jobs.findByIdOrThrow(request.auth.actor, request.params.id);
      if (job.kind !== 'import') throw new HttpError(404, { detail: 'Not found.' });
      return presentJob(request, job);
    },
  });
}
