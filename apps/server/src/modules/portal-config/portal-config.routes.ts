import { PORTAL_VERSION, portalConfigSchema } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** Public: what the web app needs before sign-in (the brand of this host, version, public switches). */
export async function portalConfigRoutes(app: FastifyInstance) {
  const { brands, config } = app.ctx;
  app.withTypeProvider<ZodTypeProvider>().get('/api/v2/portal-config/', {
    config: { public: true },
    schema: {
      tags: ['portal'],
      summary: 'Brand and public configuration for this host',
      response: { 200: portalConfigSchema },
    },
    handler: async (request) => {
      const { hosts: _hosts, ...brand } = brands.forHost(request.host);
      return {
        brand,
        version: PORTAL_VERSION,
        languages: ['en', 'de'] as Array<'en' | 'de'>,
        features: {
          HAS_SSO_FEATURE: config.portal.HAS_SSO_FEATURE,
          HAS_ANONYMOUS_REGISTRATION: config.portal.HAS_ANONYMOUS_REGISTRATION,
        },
        sso_login_url: config.portal.HAS_SSO_FEATURE ? config.ssoLoginUrl : null,
      };
    },
  });
}
