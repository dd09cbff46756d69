import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, storeTestSession } from '../testing/session-fixtures';
import { apiRequest, apiUrl, setUnauthorizedHandler } from './api-client';
import { ApiError } from './api-error';

describe('apiRequest', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const onUnauthorized = vi.fn();
  beforeEach(() => {
    window.localStorage.clear();
    vi.stubGlobal('fetch', fetchMock);
    setUnauthorizedHandler(onUnauthorized);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    onUnauthorized.mockReset();
  });

  it('adds pagination=page_number to GET calls, joins arrays and drops empty filters', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { count: 0, results: [] }));
    await apiRequest('meters/', { query: { status: ['active', 'inactive'], search: '', page: 2 } });
    expect(fetchMock.mock.calls[0]![0]).toBe(
      '/api/v2/meters/?pagination=page_number&status=active%2Cinactive&page=2',
    );
  });

  it('sends the stored bearer token and JSON bodies; 204 gives undefined', async () => {
    storeTestSession();
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    const result = await apiRequest('users/1/', { method: 'PATCH', body: { a: 1 } });
    const init = fetchMock.mock.calls[0]![1]!;
    const headers = init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok');
    expect(headers['Content-Type']).toBe('application/json');
    expect(init.body).toBe('{"a":1}');
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/v2/users/1/');
    expect(result).toBeUndefined();
  });

  it('throws ApiError with status, body and the decoded header message', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, { email: ['Enter a valid email address.'] }, { 'X-Message': 'Bad%20input' }),
    );
    const error = await apiRequest('users/', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Bad input',
      data: { email: ['Enter a valid email address.'] },
    });
  });

  it('ends the session on 401, except for calls that check a password', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(401, { detail: 'Invalid token.' }));
    await expect(apiRequest('meters/')).rejects.toMatchObject({ status: 401, message: 'Invalid token.' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    await expect(
      apiRequest('access-token/', { method: 'POST', skipAuthRedirect: true }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('hands a file’s headers to onHeaders before its body has arrived, and none of a failure', async () => {
    let finish: () => void = () => {};
    let drained: () => void = () => {};
    const readAll = new Promise<void>((resolve) => (drained = resolve));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('part,'));
        finish = () => {
          controller.enqueue(new TextEncoder().encode('rest'));
          controller.close();
        };
      },
      // Asked for more once the reader has taken what came: the client waits for the rest of the body.
      pull: () => drained(),
    });
    fetchMock.mockResolvedValueOnce(
      new Response(body, {
        headers: {
          'X-Job': 'http://localhost/api/v2/jobs/1/',
          'Content-Disposition': 'attachment; filename="a.csv"',
        },
      }),
    );
    const onHeaders = vi.fn();
    const file = apiRequest<{ blob: Blob; fileName: string }>('x/', { responseType: 'file', onHeaders });
    await vi.waitFor(() => expect(onHeaders).toHaveBeenCalledTimes(1));
    expect((onHeaders.mock.calls[0]![0] as Headers).get('X-Job')).toBe('http://localhost/api/v2/jobs/1/');
    let settled = false;
    void file.then(() => (settled = true));
    await Promise.race([readAll, file]);
    expect(settled).toBe(false);
    finish();
    const { blob, fileName } = await file;
    expect(await blob.text()).toBe('part,rest');
    expect(fileName).toBe('a.csv');

    fetchMock.mockResolvedValueOnce(jsonResponse(500, { detail: 'Broken.' }, { 'X-Job': 'x' }));
    await expect(apiRequest('x/', { responseType: 'file', onHeaders })).rejects.toBeInstanceOf(ApiError);
    expect(onHeaders).toHaveBeenCalledTimes(1);
  });
});

describe('apiUrl', () => {
  it('keeps absolute object urls of this origin relative and adds the query', () => {
    expect(apiUrl(`${window.location.origin}/api/v2/meters/1/`, { expand: 'building' })).toBe(
      '/api/v2/meters/1/?expand=building',
    );
    expect(apiUrl('https://other.example/x/')).toBe('https://other.example/x/');
  });
});
