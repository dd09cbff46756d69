import { drfErrorMap } from '@portal/contracts';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerAuthentication } from './auth/authenticate';
import type { AppContext } from './context';
import { registerDrfConventions } from './http/drf-conventions';
import { answerError, registerErrorHandling } from './http/error-handler';
import { registerJsonBodyParser } from './http/json-body';
import { registerOpenApi } from './http/openapi';
import { setPublicUrl } from './http/origin';
import { ignoreReadOnlyFields } from './http/read-only-fields';
import { registerStaticFiles } from './http/static-files';
import { parseQueryString, registerTextInputChecks } from './http/text-input';
import { accessTokenRoutes } from './modules/access-token/access-token.routes';
import { auditRoutes } from './modules/audit/audit.routes';
import { buildingsRoutes } from './modules/buildings/buildings.routes';
import { companiesRoutes } from './modules/companies/companies.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { employeesRoutes } from './modules/employees/employees.routes';
import { exportsRoutes } from './modules/exports/exports.routes';
import { healthRoutes } from './modules/health/health.routes';
import { imagesRoutes } from './modules/images/images.routes';
import { importsRoutes } from './modules/imports/imports.routes';
import { jobsRoutes } from './modules/jobs/jobs.routes';
import { metersRoutes } from './modules/meters/meters.routes';
import { metricsRoutes } from './modules/metrics/metrics.routes';
import { passwordResetRoutes } from './modules/password-reset/password-reset.routes';
import { portalConfigRoutes } from './modules/portal-config/portal-config.routes';
import { readingRequestsRoutes } from './modules/reading-requests/reading-requests.routes';
import { readingsRoutes } from './modules/readings/readings.routes';
import { reportingRoutes } from './modules/reporting/reporting.routes';
import { ssoRoutes } from './modules/sso/sso.routes';
import { usersRoutes } from './modules/users/users.routes';

z.config({ customError: drfErrorMap });

export interface BuildOptions {
  /** A pino logger for request logs; without one the app logs nothing (tests). */
  logger?: FastifyBaseLogger;
}

/** The Fastify instance with every plugin and module; main.ts and the tests both build it. */
export async function buildApp(ctx: AppContext, options: BuildOptions = {}) {
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    trustProxy: ctx.config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500, querystringParser: parseQueryString },
    // The router's own refusals (a path whose escapes are not UTF-8) in the API's error shapes.
    frameworkErrors: answerError,
  });
  app.decorate('ctx', ctx);
  setPublicUrl(ctx.config.publicUrl);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.addHook('onSend', async (_request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'same-origin');
    reply.header('X-Frame-Options', 'DENY');
  });

  registerErrorHandling(app);
  registerJsonBodyParser(app);
  registerTextInputChecks(app);
  await registerOpenApi(app);
  registerAuthentication(app);
  ignoreReadOnlyFields(app);
  registerDrfConventions(app);

  // The request metrics' hook sees every route: registered in the root scope (fastify-plugin not needed).
  await metricsRoutes(app);
  await app.register(healthRoutes);
  await app.register(portalConfigRoutes);
  await app.register(accessTokenRoutes);
  await app.register(ssoRoutes);
  await app.register(passwordResetRoutes);
  await app.register(usersRoutes);
  await app.register(companiesRoutes);
  await app.register(employeesRoutes);
  await app.register(buildingsRoutes);
  await app.register(metersRoutes);
  await app.register(readingsRoutes);
  await app.register(imagesRoutes);
  await app.register(readingRequestsRoutes);
  await app.register(dashboardRoutes);
  await app.register(auditRoutes);
  await app.register(reportingRoutes);
  await app.register(jobsRoutes);
  await app.register(exportsRoutes);
  await app.register(importsRoutes);

  await registerStaticFiles(app);
  return app;
}
