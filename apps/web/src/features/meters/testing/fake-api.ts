import { vi } from 'vitest';
import { jsonResponse, portalConfigFixture } from '../../../testing/session-fixtures';

export interface ApiCall {
  method: string;
  /** Path below /api/v2/, e.g. "meters/abc/". */
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** Answers one call, or undefined to fall back to the defaults (choices, empty selects, brand). */
export type Respond = (call: ApiCall) => Response | undefined;

const STATUS_CHOICES = {
  actions: {
    POST: {
      status: {
        choices: [
          { value: 'active', display_name: 'Active' },
          { value: 'inactive', display_name: 'Inactive' },
        ],
      },
    },
  },
};

function fallback(call: ApiCall): Response {
  if (call.method === 'OPTIONS') return jsonResponse(200, STATUS_CHOICES);
  if (call.path === 'portal-config/') return jsonResponse(200, portalConfigFixture);
  if (call.method === 'GET') return jsonResponse(200, { count: 0, next: null, previous: null, results: [] });
  return jsonResponse(404, { detail: 'Not found.' });
}

/** Stubs fetch at the boundary; every call is recorded with its parsed query and JSON body. */
export function fakeApi(respond: Respond) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const call: ApiCall = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace(/^\/api\/v2\//, ''),
      query: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
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
