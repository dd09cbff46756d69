import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, makeWrapper } from '../testing/render-with-providers';
import { jsonResponse, storeTestSession, USER_ID, userFixture } from '../testing/session-fixtures';
import { sessionKeys } from './session';
import { PHONE_ROWS_PER_PAGE, type RowsPerPage, useTablePreferences } from './use-table-preferences';

function setup(respond: (body: unknown) => Response, tableId = 'buildings', defaultRows?: RowsPerPage) {
  storeTestSession();
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(
    sessionKeys.user(USER_ID),
    userFixture({
      custom_data: {
        webportal_settings: { rows_per_page: { meters: 20 }, dashboard_min_date: '2026-01-01' },
      },
    }),
  );
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) =>
    respond(JSON.parse(String(init?.body))),
  );
  vi.stubGlobal('fetch', fetchMock);
  const hook = renderHook(() => useTablePreferences(tableId, defaultRows), {
    wrapper: makeWrapper({ queryClient }),
  });
  return { hook, fetchMock };
}

describe('useTablePreferences', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('defaults to 50 rows and no column choice', () => {
    const { hook } = setup(() => jsonResponse(200, {}));
    expect(hook.result.current.rowsPerPage).toBe(50);
    expect(hook.result.current.columns).toBeUndefined();
  });

  it('takes a default of its caller (a phone’s cards) until the user picked a number for the table', () => {
    expect(
      setup(() => jsonResponse(200, {}), 'buildings', PHONE_ROWS_PER_PAGE).hook.result.current.rowsPerPage,
    ).toBe(20);
    // The user's choice for a table wins over the caller's default.
    expect(setup(() => jsonResponse(200, {}), 'meters', 100).hook.result.current.rowsPerPage).toBe(20);
  });

  it('applies a change at once and sends the whole merged settings object', async () => {
    const { hook, fetchMock } = setup((body) =>
      jsonResponse(200, userFixture({ custom_data: (body as { custom_data: never }).custom_data })),
    );
    act(() => hook.result.current.setRowsPerPage(100));
    await waitFor(() => expect(hook.result.current.rowsPerPage).toBe(100));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`/api/v2/users/${USER_ID}/`);
    expect(init?.method).toBe('PATCH');
    expect(JSON.parse(String(init?.body))).toEqual({
      custom_data: {
        webportal_settings: {
          rows_per_page: { meters: 20, buildings: 100 },
          dashboard_min_date: '2026-01-01',
        },
      },
    });
  });

  it('rolls back when the server refuses', async () => {
    const { hook } = setup(() => jsonResponse(400, { custom_data: ['Invalid'] }));
    act(() => hook.result.current.setColumns(['name', 'city']));
    await waitFor(() => expect(hook.result.current.error).not.toBeNull());
    expect(hook.result.current.columns).toBeUndefined();
  });
});
