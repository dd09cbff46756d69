import { APPEARANCES, METER_STATUSES } from '@portal/contracts';
import { vi } from 'vitest';
import { CONSUMER, EMPLOYEES, page } from './resource-fixtures';
import { jsonResponse, portalConfigFixture } from './session-fixtures';

/** One call the page made, as the fake API saw it. */
export interface ApiCall {
  method: string;
  url: URL;
  /** Path below /api/v2/, e.g. "meters/abc/". */
  path: string;
  query: URLSearchParams;
  headers: Headers;
  /** The parsed JSON body (or the raw body, e.g. FormData). */
  body: unknown;
}

/** Answers a call, or undefined to leave it to the next responder and finally to `defaultAnswer`. */
export type Respond = (call: ApiCall) => Response | undefined;

const choices = (values: string[]) => ({
  choices: values.map((value) => ({ value, display_name: value.charAt(0).toUpperCase() + value.slice(1) })),
});
const OPTIONS = {
  name: 'Options',
  actions: {
    POST: {
      status: choices([...METER_STATUSES]),
      appearance: choices([...APPEARANCES]),
    },
  },
};

/** A collection path ("meters/"), not an object path ("meters/abc/"). */
const isCollection = (path: string) => /^[\w-]+\/$/.test(path);

/**
 * What a call gets when no responder answers: OPTIONS metadata (status and appearance choices), the
 * portal configuration, an empty page for a collection, 404 for anything else.
 */
export function defaultAnswer(call: ApiCall): Response {
  if (call.method === 'OPTIONS') return jsonResponse(200, OPTIONS);
  if (call.path === 'portal-config/') return jsonResponse(200, portalConfigFixture);
  if (call.method === 'GET' && isCollection(call.path)) return jsonResponse(200, page([]));
  return jsonResponse(404, { detail: 'Not found.' });
}

/** The directory the selects and filters load: `EMPLOYEES`, and one contractor company per asked type. */
export const directoryAnswers: Respond = (call) => {
  if (call.method !== 'GET') return undefined;
  if (call.path === 'employees/') return jsonResponse(200, page(EMPLOYEES));
  if (call.path !== 'companies/') return undefined;
  const type = call.query.get('company_type');
  const name = type === 'commercial_consumer' ? 'Hausverwaltung Demo' : 'Ablesedienst Demo';
  return jsonResponse(
    200,
    page([{ url: CONSUMER, resource_id: CONSUMER.slice(-37, -1), name, company_type: type }]),
  );
};

const parseBody = (body: unknown) => (typeof body === 'string' ? JSON.parse(body) : body);
const below = (path: string) => path.replace(/^\/api\/v2\//, '');

/**
 * Stubs fetch at the boundary: each call goes to the responders in order, then to `defaultAnswer`.
 * Every call is recorded; `find(method, path)` takes a path below /api/v2/ (or the full path) or a pattern.
 * Undo with `vi.unstubAllGlobals()`.
 */
export function fakeApi(...responders: Respond[]) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const call: ApiCall = {
      method: init?.method ?? 'GET',
      url,
      path: below(url.pathname),
      query: url.searchParams,
      headers: new Headers(init?.headers),
      body: parseBody(init?.body),
    };
    calls.push(call);
    for (const respond of responders) {
      const answer = respond(call);
      if (answer) return answer;
    }
    return defaultAnswer(call);
  });
  vi.stubGlobal('fetch', fetchMock);
  const find = (method: string, path: string | RegExp) =>
    calls.filter(
      (call) =>
        call.method === method &&
        (typeof path === 'string' ? call.path === below(path) : path.test(call.path)),
    );
  return { calls, find };
}
