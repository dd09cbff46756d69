import {
  type ExportFilters,
  exportQuerySchema,
  jobSchema,
  TRANSFER_COLUMNS,
  TRANSFER_EXAMPLE_ROWS,
  TRANSFER_MODE_IDS,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import Negotiator from 'negotiator';
import { z } from 'zod';
import { attachment, CSV_CONTENT_TYPE } from '../../http/csv';
import { binarySchema } from '../../http/openapi';
import { ERROR_RESPONSES } from '../../http/options-metadata';
import { objectUrl } from '../../http/origin';
import { presentJob } from '../jobs/jobs.presenter';
import { xlsxWriter } from './export-writer';
import { authorizeExport, refuseFiltersNotTaken } from './exports.policy';
import { type ExportRequest, ExportsService } from './exports.service';

const tags = ['import-export'];
const modeId = z.enum(Object.keys(TRANSFER_MODE_IDS) as [string, ...string[]], {
  error: 'Mode 0 (reading requests), 1 (meters) or 2 (readings).',
});
/** Option 0 and 1 on the mode's path, option 2 below it (its operation ids named apart for the clients). */
const paths = [
  { suffix: ':mode/', params: z.object({ mode: modeId }), operation: '' },
  {
    suffix: ':mode/:companyId/',
    params: z.object({ mode: modeId, companyId: z.uuid() }),
    operation: '_for_company',
  },
];
const SPREADSHEET = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * CSV when the client's Accept prefers it (media ranges, q-values, any case), xlsx otherwise: an Accept
 * that names neither still gets the spreadsheet, the spec's default (RFC 9110 lets a server ignore it).
 */
export const exportFormat = (accept: string | undefined): 'csv' | 'xlsx' =>
  new Negotiator({ headers: { accept } }).mediaType([SPREADSHEET, CSV_CONTENT_TYPE]) === CSV_CONTENT_TYPE
    ? 'csv'
    : 'xlsx';

/**
 * The spec's export endpoints: `reading_requests-download/{mode}/[{companyId}/]` streams the file (xlsx,
 * or CSV when the client accepts `text/csv`), or with `Prefer: respond-async` answers 202 with the job,
 * which stores the file for `jobs/{id}/file/`; `reading_requests-download-dryrun/…` counts its rows.
 */
export async function exportsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = new ExportsService(app.ctx);
  const config = app.ctx.config.portal;
  const querystring = exportQuerySchema(config);

  const exportRequest = (
    request: FastifyRequest,
    params: { mode: string; companyId?: string },
    parsed: z.output<typeof querystring>,
  ): ExportRequest => {
    const mode = authorizeExport(request.auth.actor, config, params.mode);
    const query = parsed as ExportFilters;
    const start = parsed[config.STATISTICS_START_FILTER];
    const end = parsed[config.STATISTICS_END_FILTER];
    refuseFiltersNotTaken(params.mode, parsed, config);
    return {
      mode,
      forCompany: params.companyId,
      ownSubMeters: query.own_sub_meters === 'true',
      meterStatus: query.meter_status,
      requestStatuses: query.filter_status,
      statusNotes: query.filter_status_note,
      start: typeof start === 'string' ? start : undefined,
      end: typeof end === 'string' ? end : undefined,
      format: exportFormat(request.headers.accept),
    };
  };

  for (const { suffix, params, operation } of paths) {
    r.get(`/api/v2/reading_requests-download/${suffix}`, {
      schema: {
        tags,
        operationId: `reading_requests_download${operation}_retrieve`,
        summary:
          'Export: mode 0 reading requests, 1 buildings and meters, 2 readings; the columns are the import’s (xlsx, or CSV with Accept: text/csv); streamed, as a job (X-Job). Prefer: respond-async answers 202 with the job, whose result links the stored file (jobs/{id}/file/)',
        params,
        querystring,
        response: {
          200: {
            description: 'The file.',
            content: { [SPREADSHEET]: { schema: binarySchema }, 'text/csv': { schema: binarySchema } },
          },
          202: jobSchema,
          ...ERROR_RESPONSES,
        },
      },
      handler: async (request, reply) => {
        const { actor } = request.auth;
        const asked = exportRequest(request, request.params, request.query);
        if (/\brespond-async\b/i.test(String(request.headers.prefer ?? ''))) {
          const fileUrl = (id: string) => `${objectUrl(request, 'jobs', id)}file/`;
          const id = await service.startStored(actor, asked, fileUrl);
          const job = await app.ctx.data.jobs.findByIdOrThrow(actor, id);
          return reply
            .status(202)
            .header('Location', objectUrl(request, 'jobs', id))
            .send(presentJob(request, job));
        }
        const file = await service.start(actor, asked);
        return (
          reply
            .type(file.contentType)
            .header('Content-Disposition', attachment(file.fileName))
            .header('X-Job', objectUrl(request, 'jobs', file.jobId))
            .header('Cache-Control', 'no-store')
            // The 200 is a file, not a JSON schema's object.
            .send(file.stream as never)
        );
      },
    });

    r.get(`/api/v2/reading_requests-download-dryrun/${suffix}`, {
      schema: {
        tags,
        operationId: `reading_requests_download_dryrun${operation}_retrieve`,
        summary: 'How many rows the export with these filters has',
        params,
        querystring,
        response: { 200: z.object({ count: z.number().int() }), ...ERROR_RESPONSES },
      },
      handler: async (request) => ({
        count: await service.count(request.auth.actor, exportRequest(request, request.params, request.query)),
      }),
    });
  }

  r.get('/api/v2/reading_requests-template/:mode/', {
    config: { public: true },
    schema: {
      tags,
      summary:
        'The import template of a mode: the export’s header and one example row (xlsx; no data, no sign-in: the help menu links it)',
      params: paths[0]!.params,
      response: {
        200: { description: 'The file.', content: { [SPREADSHEET]: { schema: binarySchema } } },
        404: ERROR_RESPONSES[404],
      },
    },
    handler: async (request, reply) => {
      const mode = TRANSFER_MODE_IDS[request.params.mode]!;
      const example = TRANSFER_EXAMPLE_ROWS[mode];
      const header = [...TRANSFER_COLUMNS[mode].map((column) => column.name)];
      for (const name of Object.keys(example)) if (!header.includes(name)) header.push(name);
      const writer = xlsxWriter(header, mode.toLowerCase());
      void writer.write([header.map((name) => example[name] ?? null)]).then(() => writer.end());
      return reply
        .type(writer.contentType)
        .header('Content-Disposition', attachment(`import-template-${request.params.mode}.xlsx`))
        .header('Cache-Control', 'public, max-age=3600')
        .send(writer.stream as never);
    },
  });
}
