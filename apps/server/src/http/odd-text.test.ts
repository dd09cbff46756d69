import { cutText, encodeText, hasLoneSurrogate, NOT_TEXT_MESSAGE } from '@portal/contracts';
import type { FastifyReply, InjectOptions, LightMyRequestResponse as InjectResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, useTestApp } from '../../test/app';
import { listedMeter } from '../testing/demo-rows';
import { attachment } from './csv';
import { messageOf, setMessage } from './error-handler';
import { PATH_NOT_TEXT, QUERY_NOT_TEXT } from './text-input';

/**
 * Text never breaks an answer: emoji, runs of them past every length limit, combining marks,
 * right-to-left text and other unusual (NUL-free) text in every route's query values, path parameters
 * and body fields answer below 500, and the X-Message header always decodes to whole code points.
 * Text that is not text (a lone surrogate) answers 400 and stores nothing. The routes are read from the
 * served OpenAPI document, so a new route is covered without editing this file.
 */

const EMOJI = '😀';
const ODD_VALUES = [
  `${'x'.repeat(95)}${EMOJI}${EMOJI}${EMOJI}`, // a 100-character cut lands inside the third emoji
  `${'x'.repeat(999)}${EMOJI}`, // and a 1000-character one inside this
  EMOJI.repeat(600), // past every length limit, in code units and in code points
  'e\u0301\u0302\u0303 a\u0308'.repeat(30), // combining marks
  'שלום עולם مرحبا \u202eevil\u202c', // right-to-left text and an override
  '\ufeff\u200b\u2028\u2029\ufffd\uffff\u{10ffff}\u{1f468}\u200d\u{1f469}\u200d\u{1f467}', // unusual, NUL-free
];
/** The first value alone is sent to every parameter and field; all of them once per route. */
const LONG_RUN = ODD_VALUES[0]!;

type Parameter = { name: string; in: string; schema?: { enum?: string[] } };
type JsonSchema = {
  $ref?: string;
  type?: unknown;
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema> };
};

/** The schema itself, its `$ref` followed, and the alternatives it combines. */
function variants(document: Document, schema: JsonSchema | undefined): JsonSchema[] {
  if (!schema) return [];
  if (schema.$ref) return variants(document, document.components.schemas[schema.$ref.split('/').pop()!]);
  const parts = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  return [schema, ...parts.flatMap((part) => variants(document, part))];
}

/** The names of a body schema's text fields. */
function textFields(document: Document, schema: JsonSchema | undefined): string[] {
  const fields = variants(document, schema).flatMap((each) => Object.entries(each.properties ?? {}));
  const isText = (field: JsonSchema) =>
    variants(document, field).some(
      (each) => each.type === 'string' || (Array.isArray(each.type) && each.type.includes('string')),
    );
  return [...new Set(fields.filter(([, field]) => isText(field)).map(([name]) => name))];
}

/** Fails with the request when an answer is a 5xx or its X-Message is not whole text. */
function expectSound(label: string, response: InjectResponse) {
  expect(response.statusCode, `${label}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
  const header = response.headers['x-message'];
  if (typeof header !== 'string') return;
  const decoded = decodeURIComponent(header); // throws on a split character
  expect(hasLoneSurrogate(decoded), label).toBe(false);
  if (response.statusCode >= 400 && String(response.headers['content-type']).startsWith('application/json')) {
    expect(messageOf(response.json()).startsWith(decoded), label).toBe(true);
  }
}

describe('odd text in every route', () => {
  const t = useTestApp();
  let document: Document;
  let meter: string;

  beforeAll(async () => {
    document = (await t.app.inject({ url: '/api/v2/docs/json' })).json();
    ({ meter } = await listedMeter(t, DEMO.consumer));
  });

  const auditRows = async () =>
    Number(
      (
        await t.ctx.db
          .selectFrom('audit_log')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('cuts the X-Message header at whole code points and never throws', () => {
    const headers: Record<string, string> = {};
    const reply = {
      header: (name: string, value: string) => (headers[name] = value),
      request: { headers: {} },
    };
    const message = `${'x'.repeat(999)}${EMOJI}${EMOJI} and more`;
    setMessage(reply as unknown as FastifyReply, message);
    const decoded = decodeURIComponent(headers['X-Message']!);
    expect(decoded).toBe(`${'x'.repeat(999)}${EMOJI}`);
    expect(message.startsWith(decoded)).toBe(true);
    setMessage(reply as unknown as FastifyReply, 'half \ud83d of an emoji');
    expect(decodeURIComponent(headers['X-Message']!)).toBe('half \ufffd of an emoji');
    expect(cutText(`ab${EMOJI}`, 3)).toBe(`ab${EMOJI}`);
    expect(cutText(`ab${EMOJI}c`, 2)).toBe('ab');
    expect(encodeText('\udc00')).toBe('%EF%BF%BD');
  });

  it('quotes odd text whole in a download name (a cell message: value-parsers.test.ts)', () => {
    expect(attachment('half \ud83d.csv')).toContain("filename*=UTF-8''half%20%EF%BF%BD.csv");
  });

  it('takes a session cookie whose escapes are not UTF-8 without a 500', async () => {
    const session = await t.app.inject({
      url: '/api/v2/access-token/',
      headers: { cookie: 'portal_session=%E0%A4' },
    });
    expect(session.statusCode).toBe(401);
  });

  it('cuts an import file name and the header names its messages quote at whole code points', async () => {
    const longName = `${'x'.repeat(254)}${EMOJI}${EMOJI}.csv`;
    const header = `${'x'.repeat(59)}${EMOJI}${EMOJI}`;
    const upload = await t.app.inject({
      method: 'PUT',
      url: '/api/v2/reading_requests-upload/0/1/',
      headers: {
        ...(await t.authHeader(DEMO.consumer)),
        'content-type': 'text/csv',
        'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(longName)}`,
      },
      payload: `${header};${header}x\nvalue;value\n`,
    });
    expect(upload.statusCode).toBeLessThan(500);
    const answer = upload.json() as { messages?: string[]; report?: string };
    const quoted = (answer.messages ?? []).filter((message) => message.includes('x'.repeat(59)));
    expect(quoted.length, upload.body).toBeGreaterThan(0);
    for (const message of quoted) {
      expect(hasLoneSurrogate(message), message).toBe(false);
      expect(message).toContain(`${'x'.repeat(59)}${EMOJI}…`);
    }
    const job = await t.get(DEMO.consumer, `/api/v2/jobs/${answer.report}/`);
    expect(job.json().file_name).toBe(`${'x'.repeat(254)}${EMOJI}`);
  });

  it('echoes a long emoji run in a message and its header as whole code points', async () => {
    for (const url of [
      `/api/v2/jobs/?kind=${encodeURIComponent(LONG_RUN)}`,
      `/api/v2/employees/?o=${encodeURIComponent(LONG_RUN)}`,
      `/api/v2/audit/?object_type=${encodeURIComponent(LONG_RUN)}`,
    ]) {
      const response = await t.get(DEMO.admin, url);
      expect(response.statusCode, url).toBe(400);
      const message = messageOf(response.json());
      expect(message, url).toContain(`${'x'.repeat(95)}${EMOJI}${EMOJI}`);
      expect(hasLoneSurrogate(message), url).toBe(false);
      expect(decodeURIComponent(response.headers['x-message'] as string)).toBe(message);
    }
  });

  it('refuses a lone surrogate in a JSON body (a value or a key) with 400, storing nothing', async () => {
    const before = await auditRows();
    const stored = (await t.get(DEMO.consumer, `/api/v2/meters/${meter}/`)).json();
    for (const [payload, field] of [
      [{ note: 'half \ud83d' }, 'note'],
      [{ note: '\udc00' }, 'note'],
      [{ custom_data: { list: ['fine', 'k\ud800'] } }, 'custom_data.list.1'],
      [{ custom_data: { 'k\ud800': 1 } }, 'custom_data'],
    ] as const) {
      const response = await t.send(DEMO.consumer, 'PATCH', `/api/v2/meters/${meter}/`, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ [field]: [NOT_TEXT_MESSAGE] });
      expectSound('PATCH meter', response);
    }
    const reading = await t.send(DEMO.consumer, 'POST', '/api/v2/readings/', {
      meter,
      reading_date: new Date().toISOString(),
      results: [{ obis: '1-1:1.8.0', value: 1 }],
      note: '\ud800',
    });
    expect(reading.statusCode).toBe(400);
    expect(reading.json()).toEqual({ note: [NOT_TEXT_MESSAGE] });
    expect((await t.get(DEMO.consumer, `/api/v2/meters/${meter}/`)).json()).toEqual(stored);
    expect(await auditRows()).toBe(before);
  });

  it('refuses query values and path parameters that are not text with 400', async () => {
    // %ED%A0%80 is U+D800 written as UTF-8 would, were it a character; %E9 is Latin-1.
    for (const [query, field] of [
      ['search=%ED%A0%80', 'search'],
      ['search=a%E9b', 'search'],
      ['o=name&o=%F0%9F%98', 'o'],
      ['%ED%A0%80=1', 'non_field_errors'],
    ]) {
      const response = await t.get(DEMO.admin, `/api/v2/meters/?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toEqual({ [field!]: [QUERY_NOT_TEXT] });
    }
    const path = await t.get(DEMO.admin, '/api/v2/meters/%ED%A0%80/');
    expect(path.statusCode).toBe(400);
    expect(path.json()).toEqual({ detail: PATH_NOT_TEXT });
    expect(path.headers['x-message']).toBe(encodeURIComponent(PATH_NOT_TEXT));
    const long = await t.get(DEMO.admin, `/api/v2/meters/${'x'.repeat(999)}${EMOJI}/`);
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ detail: 'The path is too long.' });
    // A % that starts no escape is still itself, and whole emoji are text.
    expect((await t.get(DEMO.admin, '/api/v2/meters/?search=100%')).statusCode).toBe(200);
    expect((await t.get(DEMO.admin, `/api/v2/meters/?search=${encodeURIComponent(EMOJI)}`)).statusCode).toBe(
      200,
    );
  });

  // The companies administration and a scheduler of a property manager: between them every route is
  // open to one (the consumer first: the administration's deletions come last).
  it.each([DEMO.consumer, DEMO.admin])(
    'answers every route below 500 for odd text, as %s',
    async (account) => {
      const ids = new Map<string, string>();
      /** An object of the collection the account sees, for the path parameters of its routes. */
      const someId = async (collection: string) => {
        if (!ids.has(collection)) {
          const response = await t.get(account, `/api/v2/${collection}/?page_size=1`);
          const first = response.statusCode === 200 ? response.json().results?.[0] : undefined;
          const url = typeof first?.url === 'string' ? first.url : '';
          ids.set(collection, first?.id ?? /([0-9a-f-]{36})\/?$/.exec(url)?.[1] ?? crypto.randomUUID());
        }
        return ids.get(collection)!;
      };
      const fillPath = async (path: string, parameters: Parameter[], odd?: string) => {
        let url = path;
        for (const parameter of parameters.filter((p) => p.in === 'path')) {
          const segments = path.split('/');
          const before = segments[segments.indexOf(`{${parameter.name}}`) - 1] ?? '';
          const collection =
            parameter.name === 'companyId' ? 'companies' : parameter.name === 'uid' ? 'users' : before;
          const value = odd ?? parameter.schema?.enum?.[0] ?? (await someId(collection.replace(/-.*$/, '')));
          url = url.replace(`{${parameter.name}}`, encodeURIComponent(value));
        }
        return url;
      };

      const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, operation]) => ({
          path,
          method: method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS' | 'HEAD',
          operation,
        })),
      );
      // Deletions last, so every other route still finds its objects.
      operations.sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
      const headers = await t.authHeader(account);
      let requests = 0;
      const request = async (label: string, options: InjectOptions) => {
        requests++;
        expectSound(label, await t.app.inject({ ...options, headers: { ...headers, ...options.headers } }));
      };

      for (const { path, method, operation } of operations) {
        if (method === 'OPTIONS' || method === 'HEAD') continue;
        const parameters = operation.parameters ?? [];
        const url = await fillPath(path, parameters);
        const queryNames = parameters.filter((p) => p.in === 'query').map((p) => p.name);
        for (const name of queryNames) {
          await request(`${method} ${url}?${name}=…`, { method, url, query: { [name]: LONG_RUN } });
        }
        for (const value of ODD_VALUES) {
          if (parameters.some((p) => p.in === 'path')) {
            const odd = await fillPath(path, parameters, value);
            await request(`${method} ${path} odd path`, { method, url: odd });
          }
          if (queryNames.length > 0) {
            const query = Object.fromEntries(queryNames.map((name) => [name, value]));
            await request(`${method} ${url} every query parameter`, { method, url, query });
          }
        }
        const content = operation.requestBody?.content ?? {};
        const json = content['application/json']?.schema;
        if (json) {
          const fields = textFields(document, json);
          for (const field of fields) {
            await request(`${method} ${url} {${field}}`, { method, url, payload: { [field]: LONG_RUN } });
          }
          const field = fields[0];
          if (field) {
            for (const value of ODD_VALUES) {
              await request(`${method} ${url} {${field}}`, { method, url, payload: { [field]: value } });
            }
          }
          const before = await auditRows();
          const lone: InjectResponse = await t.app.inject({
            method,
            url,
            headers,
            payload: { [field ?? 'name']: `${LONG_RUN}\ud800` },
          });
          expect(lone.statusCode, `${method} ${url} lone surrogate`).toBe(400);
          expect(await auditRows()).toBe(before);
        } else if (method === 'POST' || method === 'PUT') {
          // A file upload (or a body of another type): the odd text as a CSV.
          for (const value of ODD_VALUES) {
            await request(`${method} ${url} file`, {
              method,
              url,
              headers: { 'content-type': 'text/csv' },
              payload: `${value};${value}\n${value};${value}\n`,
            });
          }
        }
      }
      expect(requests).toBeGreaterThan(500);
    },
  );
});
