import {
  autodisposeAnswerSchema,
  autodisposeQuerySchema,
  finalizeAnswerSchema,
  finalizeReadingPeriodSchema,
  readingsPerMonthQuerySchema,
  readingsPerMonthSchema,
  statisticsQuerySchema,
  statisticsRange,
  statisticsSchema,
  taskCountsQuerySchema,
  taskCountsSchema,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sayAll } from '../../http/language';
import { ERROR_RESPONSES as errors } from '../../http/options-metadata';
import { DashboardService } from './dashboard.service';

const tags = ['dashboard'];

export async function dashboardRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = new DashboardService(app.ctx);
  // The date parameters are named by the configuration (STATISTICS_START_FILTER, STATISTICS_END_FILTER).
  const names = app.ctx.config.portal;
  const start = names.STATISTICS_START_FILTER;
  const end = names.STATISTICS_END_FILTER;

  r.get('/api/v2/statistics/', {
    schema: {
      tags,
      summary: `Reading requests by status (planned start within ${start}…${end}) and readings without a request (reading date within the range), for all the user sees and for the buildings they manage`,
      querystring: statisticsQuerySchema(names),
      response: { 200: statisticsSchema, ...errors },
    },
    handler: (request) => service.statistics(request.auth, statisticsRange(request.query, names)),
  });

  r.get('/api/v2/statistics/readings_per_month/', {
    schema: {
      tags,
      summary:
        'Readings per month of the last 12 months by origin (portal, app, import); my_buildings=true: only managed buildings',
      querystring: readingsPerMonthQuerySchema,
      response: { 200: readingsPerMonthSchema, ...errors },
    },
    handler: (request) => service.readingsPerMonth(request.auth, request.query.my_buildings === 'true'),
  });

  r.get('/api/v2/statistics/task_counts/', {
    schema: {
      tags,
      summary:
        "The counter of each dashboard task row the user sees, keyed by the row: each the count of the row's list call (GET {endpoint}?{query}), all in one answer",
      querystring: taskCountsQuerySchema,
      response: { 200: taskCountsSchema, ...errors },
    },
    handler: (request) => service.taskCounts(request.auth),
  });

  r.get('/api/v2/autodispose/', {
    schema: {
      tags,
      summary:
        "Assign undispatched pending requests to their building's preferred meter reader (dry_run=true: only count); all_buildings=false: only managed buildings",
      querystring: autodisposeQuerySchema,
      response: { 200: autodisposeAnswerSchema, ...errors },
    },
    handler: async (request) =>
      sayAll(
        request,
        await service.autodispose(request.auth, {
          dryRun: request.query.dry_run === 'true',
          allBuildings: request.query.all_buildings === 'true',
        }),
      ),
  });

  r.post('/api/v2/companies/:companyId/finalize-reading-period/', {
    schema: {
      tags,
      summary:
        "Reject the company's pending requests (or those of an energy supplier's meters) as reading not performed, in one transaction",
      params: z.object({ companyId: z.uuid() }),
      body: finalizeReadingPeriodSchema.optional(),
      response: { 200: finalizeAnswerSchema, ...errors },
    },
    handler: (request) =>
      service.finalizeReadingPeriod(
        request.auth,
        request.params.companyId,
        request.body?.energy_supplier_id ?? null,
      ),
  });
}
