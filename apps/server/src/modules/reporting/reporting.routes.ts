import { detailSchema, fieldErrorsSchema, REPORT_COLUMNS, reportQuerySchema } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { attachment, CSV_CONTENT_TYPE } from '../../http/csv';
import { ReportingService } from './reporting.service';

// A text answer: registered without the zod response serializer (as the image download).
export async function reportingRoutes(app: FastifyInstance) {
  const service = new ReportingService(app.ctx);

  app.get<{ Querystring: z.infer<typeof reportQuerySchema> }>('/api/v2/reporting/', {
    schema: {
      tags: ['reporting'],
      summary:
        'The annual report as CSV (companies administration): per company buildings, active meters, requests and readings of the year',
      querystring: reportQuerySchema,
      response: {
        200: {
          description: `CSV (UTF-8 with BOM), named <date>_annual-report_<year>.csv; columns ${REPORT_COLUMNS.join(', ')}`,
          content: { 'text/csv': { schema: z.string() } },
        },
        400: fieldErrorsSchema,
        401: detailSchema,
        403: detailSchema,
      },
    },
    handler: async (request, reply) => {
      const report = await service.annualReport(request.auth, Number(request.query.year));
      return reply
        .type(CSV_CONTENT_TYPE)
        .header('Content-Disposition', attachment(report.fileName))
        .send(report.csv);
    },
  });
}
