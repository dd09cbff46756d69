import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import SwaggerParser from '@apidevtools/swagger-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';

type Operation = {
  operationId?: string;
  security?: unknown[];
  parameters?: Array<{ name: string; in: string; description?: string }>;
  responses: Record<string, { description: string; content?: Record<string, unknown> }>;
};
type Document = {
  servers?: Array<{ url: string }>;
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, { properties?: Record<string, { format?: string; type?: unknown }> }>;
  };
};

const CHECK = fileURLToPath(new URL('../../../../tools/openapi-client/check.mjs', import.meta.url));

describe('the served OpenAPI document', () => {
  const t = useTestApp();
  let document: Document;
  const operations = () =>
    Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );
  const op = (method: string, path: string) => document.paths[path]![method]!;

  beforeAll(async () => {
    const response = await t.app.inject({ url: '/api/v2/docs/json' });
    expect(response.statusCode).toBe(200);
    document = response.json();
  });

  it('is valid OpenAPI (swagger-parser)', async () => {
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  it('gives a typed client that compiles (openapi-typescript + openapi-fetch)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-openapi-'));
    try {
      const file = join(dir, 'openapi.json');
      writeFileSync(file, JSON.stringify(document));
      const result = await promisify(execFile)(process.execPath, [CHECK, file]).catch(
        (error: { stderr: string; stdout: string; code: number }) => error,
      );
      expect(result.stderr).toBe('');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('documents every list parameter from its schema: paging, ordering, search, shaping, filters', () => {
    const names = (op('get', '/api/v2/meters/').parameters ?? []).map((parameter) => parameter.name);
    expect(names).toEqual(
      expect.arrayContaining(['page', 'page_size', 'o', 'search', 'fields', 'omit', 'expand', 'status']),
    );
    expect(names).toEqual(expect.arrayContaining(['building__id', 'physical_medium__in', 'needs_check']));
    for (const { operation } of operations()) {
      for (const parameter of operation.parameters ?? []) {
        expect(['propertyNames', 'additionalProperties']).not.toContain(parameter.name);
      }
    }
    const o = op('get', '/api/v2/buildings/').parameters!.find((parameter) => parameter.name === 'o');
    expect(o?.description).toMatch(/zip_code/);
    for (const path of ['/api/v2/buildings/{id}/', '/api/v2/meters/{id}/', '/api/v2/readings/{id}/']) {
      const query = op('get', path).parameters!.filter((parameter) => parameter.in === 'query');
      expect(query.map((parameter) => parameter.name).sort(), path).toEqual(['expand', 'fields', 'omit']);
    }
  });

  it('names every operation uniquely, DRF style', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(op('get', '/api/v2/meters/').operationId).toBe('meters_list');
    expect(op('get', '/api/v2/meters/{id}/').operationId).toBe('meters_retrieve');
    expect(op('patch', '/api/v2/meters/{id}/').operationId).toBe('meters_partial_update');
    expect(op('post', '/api/v2/meters/{id}/replacement/').operationId).toBe('meters_replacement_create');
  });

  it('has servers, bearer by default, no security on public routes, the session cookie for GET access-token', () => {
    expect(document.servers?.length).toBeGreaterThan(0);
    expect((document as unknown as { security: unknown }).security).toEqual([{ bearer: [] }]);
    for (const [method, path] of [
      ['get', '/api/v2/health'],
      ['get', '/api/v2/portal-config/'],
      ['post', '/api/v2/access-token/'],
      ['post', '/api/v2/users/reset_password/'],
      ['post', '/api/v2/users/reset_password/confirm/'],
    ] as const) {
      expect(op(method, path).security, `${method} ${path}`).toEqual([]);
    }
    expect(op('get', '/api/v2/access-token/').security).toEqual([{ session: [] }]);
    expect(op('get', '/api/v2/meters/').security).toBeUndefined();
  });

  it('describes every response; the image download as JPEG/PNG with 401 and 404', () => {
    for (const { path, method, operation } of operations()) {
      for (const [status, response] of Object.entries(operation.responses)) {
        expect(response.description, `${method} ${path} ${status}`).not.toBe('Default Response');
      }
    }
    const download = op('get', '/api/v2/images/{id}/download/').responses;
    expect(Object.keys(download['200']!.content ?? {})).toEqual(['image/jpeg', 'image/png']);
    expect(Object.keys(download)).toEqual(expect.arrayContaining(['401', '404']));
  });

  it('has named component schemas with url and date-time formats', () => {
    const { schemas } = document.components;
    for (const name of ['Meter', 'Building', 'Reading', 'ReadingRequest', 'User', 'MeterWrite', 'Detail'])
      expect(schemas, name).toHaveProperty(name);
    expect(schemas.Meter!.properties!.url!.format).toBe('uri');
    expect(schemas.Meter!.properties!.created!.format).toBe('date-time');
    expect(schemas.Building!.properties!.date_status_change!.format).toBe('date-time');
    const created = op('post', '/api/v2/meters/').responses['201']!.content!['application/json'];
    expect(created).toEqual({ schema: { $ref: '#/components/schemas/Meter' } });
  });
});
