import { vi } from 'vitest';
import { jsonResponse, portalConfigFixture } from '../../../testing/session-fixtures';

export interface ApiCall {
  method: string;
  /** Path below /api/v2/, e.g. "meters/abc/". */
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** Answers one call, or undefined for the defaults (OPTIONS choices, empty lists, brand). */
export type Respond = (call: ApiCall) => Response | undefined;

const choices = (values: string[]) => ({ choices: values.map((value) => ({ value, display_name: value })) });
const OPTIONS = {
  actions: {
    POST: {
      status: choices(['active', 'inactive']),
      appearance: choices([
        'auto',
        'auto_de_water_home',
        'auto_de_gas_home',
        'mechanical_black',
        'mechanical_white',
        '{hash}',
        'lcd',
        'lcd_edl21',
        'manual',
      ]),
    },
  },
};

function fallback(call: ApiCall): Response {
  if (call.method === 'OPTIONS') return jsonResponse(200, OPTIONS);
  if (call.path === 'portal-config/') return jsonResponse(200, portalConfigFixture);
  if (call.method === 'GET') return jsonResponse(200, { count: 0, next: null, previous: null, results: [] });
  return jsonResponse(404, { detail: 'Not found.' });
}

const parseBody = (body: unknown) => {
  if (typeof body === 'string') return JSON.parse(body);
  return body;
};

/** Stubs fetch at the boundary; every call is recorded with its parsed query and body. */
export function fakeApi(respond: Respond) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const call: ApiCall = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace(/^\/api\/v2\//, ''),
      query: url.searchParams,
      body: parseBody(init?.body),
    };
    calls.push(call);
    return respond(call) ?? fallback(call);
  });
  vi.stubGlobal('fetch', fetchMock);
  const find = (method: string, path: string | RegExp) =>
    calls.filter(
      (c) => c.method === method && (typeof path === 'string' ? c.path === path : path.test(c.path)),
    );
  return { calls, find };
}
