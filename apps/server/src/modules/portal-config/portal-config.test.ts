import { PHYSICAL_MEDIA, portalConfigSchema } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { portalConfigEnv, useTestApp } from '../../../test/app';

describe('GET /api/v2/portal-config/', () => {
  const t = useTestApp();

  it('answers the default brand without a token', async () => {
    const response = await t.app.inject({ url: '/api/v2/portal-config/' });
    expect(response.statusCode).toBe(200);
    const config = portalConfigSchema.parse(response.json());
    expect(config.brand.id).toBe('default');
    expect(config.version).toBe('25.10.0');
    expect(Object.keys(config.brand.medium_icons).sort()).toEqual([...PHYSICAL_MEDIA].sort());
    expect(config.features.HAS_SSO_FEATURE).toBe(false);
  });

  it('picks the brand by request host and serves its assets', async () => {
    const response = await t.app.inject({
      url: '/api/v2/portal-config/',
      headers: { host: 'nord.localhost:8080' },
    });
    const config = portalConfigSchema.parse(response.json());
    expect(config.brand.id).toBe('stadtwerke-nord');
    const logo = await t.app.inject({ url: config.brand.logo_url });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toMatch(/image\/svg\+xml/);
    const icon = await t.app.inject({ url: config.brand.medium_icons.electricity });
    expect(icon.statusCode).toBe(200);
  });

  it("serves every brand's linked pages and manuals, signed out, with the security headers", async () => {
    for (const host of ['localhost', 'nord.localhost']) {
      const config = portalConfigSchema.parse(
        (await t.app.inject({ url: '/api/v2/portal-config/', headers: { host } })).json(),
      );
      const pages = [...Object.values(config.brand.footer_links), ...Object.values(config.brand.manuals)];
      for (const url of pages.filter((link) => link.endsWith('.html'))) {
        const page = await t.app.inject({ url });
        expect(page.statusCode, url).toBe(200);
        expect(page.body, url).toMatch(
          /^<!DOCTYPE html>\n[\s\S]*<\/header>\n<main>\n[\s\S]*<\/main>\n<footer>/,
        );
        expect(page.headers['x-content-type-options'], url).toBe('nosniff');
        expect(page.headers['referrer-policy'], url).toBe('same-origin');
      }
    }
  });

  it('gives every brand the standard medium icons while CUSTOM_ICONS is off (the described build)', async () => {
    const response = await t.app.inject({
      url: '/api/v2/portal-config/',
      headers: { host: 'nord.localhost' },
    });
    const config = portalConfigSchema.parse(response.json());
    expect(config.brand.id).toBe('stadtwerke-nord');
    for (const medium of PHYSICAL_MEDIA)
      expect(config.brand.medium_icons[medium]).toBe(`/brand/default/icons/${medium}.svg`);
  });

  it('does not serve brand.json or paths outside the brand folders', async () => {
    expect((await t.app.inject({ url: '/brand/default/brand.json' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/brand/../package.json' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/brand/default/%2e%2e/%2e%2e/package.json' })).statusCode).toBe(404);
  });
});

describe('GET /api/v2/portal-config/ with CUSTOM_ICONS on', () => {
  const t = useTestApp(portalConfigEnv({ CUSTOM_ICONS: true }));

  it('gives a brand its own medium icons, and the default brand still its own', async () => {
    const icons = async (host: string) =>
      portalConfigSchema.parse(
        (await t.app.inject({ url: '/api/v2/portal-config/', headers: { host } })).json(),
      ).brand.medium_icons;
    const nord = await icons('nord.localhost');
    for (const medium of PHYSICAL_MEDIA)
      expect(nord[medium]).toBe(`/brand/stadtwerke-nord/icons/${medium}.svg`);
    expect((await t.app.inject({ url: nord.gas })).statusCode).toBe(200);
    expect((await icons('localhost')).gas).toBe('/brand/default/icons/gas.svg');
  });
});

describe('GET /api/v2/health and the API docs', () => {
  const t = useTestApp();

  it('reports the database', async () => {
    const response = await t.app.inject({ url: '/api/v2/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', version: '25.10.0' });
  });

  it('answers 503 while the process starts or drains, so a load balancer sends it nothing new', async () => {
    for (const state of ['starting', 'draining'] as const) {
      t.ctx.lifecycle.state = state;
      const response = await t.app.inject({ url: '/api/v2/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: state });
    }
    t.ctx.lifecycle.state = 'ready';
    expect((await t.app.inject({ url: '/api/v2/health' })).statusCode).toBe(200);
  });

  it('serves an OpenAPI 3.1 document with every route', async () => {
    const response = await t.app.inject({ url: '/api/v2/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toBe('3.1.0');
    for (const path of [
      '/api/v2/access-token/',
      '/api/v2/users/{uid}/',
      '/api/v2/users/reset_password/',
      '/api/v2/portal-config/',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    expect((await t.app.inject({ url: '/api/v2/docs' })).statusCode).toBeLessThan(400);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.app.inject({ url: '/api/v2/no-such-thing/' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.' });
  });
});
