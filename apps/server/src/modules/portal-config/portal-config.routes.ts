import { PORTAL_VERSION, portalConfigSchema } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/**
 * Public: what the web app needs before sign-in (the brand of this host, version, public switches). The
 * brand's own medium icons only with CUSTOM_ICONS on; otherwise the standard (default brand's) icons.
 */
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
        brand: { ...brand, medium_icons: brands.mediumIcons(brand, config.portal.CUSTOM_ICONS) },
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
