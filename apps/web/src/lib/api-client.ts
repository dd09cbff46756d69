import i18next from 'i18next';
import { ApiError } from './api-error';
import { attachmentFileName } from './download';
import { decodeHeaderMessage, MESSAGE_HEADER, messageFromBody } from './server-message';
import { readStoredSession } from './session/token-store';

export const API_BASE = '/api/v2/';

export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  credentials?: RequestCredentials;
  /** Login and password checks answer 401 for a wrong password: that must not end the session. */
  skipAuthRedirect?: boolean;
  /** Send no bearer token (public calls). */
  anonymous?: boolean;
  /** 'blob' for file contents, 'file' for a download with its name (`DownloadedFile`); JSON (or text) otherwise. */
  responseType?: 'json' | 'blob' | 'file';
  /**
   * Called with a successful answer's headers as soon as they arrive, before its body is read: a long
   * download (`X-Job`) can be followed while its body still comes.
   */
  onHeaders?: (headers: Headers) => void;
}

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler = () => {};

/** The app registers what a 401 does (end the session, go to /login). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler) {
  onUnauthorized = handler;
}

/** `path` is relative to /api/v2/ (`users/1/`), an absolute path (`/api/v2/...`) or an object `url`. */
export function apiUrl(path: string, query: Record<string, QueryValue> = {}): string {
  const base = /^https?:\/\//.test(path) || path.startsWith('/') ? path : `${API_BASE}${path}`;
  const url = new URL(base, window.location.origin);
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    const text = Array.isArray(value) ? value.join(',') : String(value);
    if (text !== '') url.searchParams.set(key, text);
  }
  // Same-origin URLs stay relative so that the dev proxy and the served app behave alike.
  return url.origin === window.location.origin ? `${url.pathname}${url.search}` : url.toString();
}

const isRawBody = (body: unknown): body is Blob | FormData | ArrayBuffer | URLSearchParams =>
  body instanceof Blob ||
  body instanceof FormData ||
  body instanceof ArrayBuffer ||
  body instanceof URLSearchParams;

async function parseBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('Content-Type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

/** fetch wrapper: bearer token, JSON in and out, `ApiError` for every non-2xx answer. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const query = method === 'GET' ? { pagination: 'page_number', ...options.query } : options.query;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    // The server writes its messages in the page's language.
    ...(i18next.language ? { 'Accept-Language': i18next.language } : {}),
    ...options.headers,
  };
  const token = options.anonymous ? undefined : readStoredSession()?.token;
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (isRawBody(options.body)) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] ??= 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetch(apiUrl(path, query), {
    method,
    headers,
    body,
    signal: options.signal,
    credentials: options.credentials ?? 'same-origin',
  });
  if (response.ok) options.onHeaders?.(response.headers);
  if (response.ok && options.responseType === 'blob') return (await response.blob()) as T;
  if (response.ok && options.responseType === 'file') {
    const fileName = attachmentFileName(response.headers.get('Content-Disposition'));
    return { blob: await response.blob(), fileName } as T;
  }
  const data = await parseBody(response);
  if (!response.ok) {
    if (response.status === 401 && !options.skipAuthRedirect) onUnauthorized();
    const message =
      decodeHeaderMessage(response.headers.get(MESSAGE_HEADER)) ??
      messageFromBody(data) ??
      `${response.status} ${response.statusText}`.trim();
    throw new ApiError(response.status, data, message, response.headers);
  }
  return data as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T = void>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
