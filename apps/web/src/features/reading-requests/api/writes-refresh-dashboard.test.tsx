import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dashboardKeys } from '../../../resources/dashboard';
import { fakeApi } from '../../../testing/fake-api';
import { createTestQueryClient, renderHookWithProviders } from '../../../testing/render-with-providers';
import { jsonResponse } from '../../../testing/session-fixtures';
import { useCreateReading } from './create-reading';
import { useCreateReadingRequest } from './create-reading-request';
import { useDeleteReadingRequest } from './delete-reading-request';

const METER = 'http://localhost/api/v2/meters/11111111-1111-4111-8111-111111111111/';
const DASHBOARD = [
  dashboardKeys.statistics({ start: '2026-01-01' }),
  dashboardKeys.readingsPerMonth(false),
  dashboardKeys.taskCounts(),
];

/** A query client holding the dashboard's figures as a visit to the dashboard left them. */
function clientWithDashboard() {
  const queryClient = createTestQueryClient();
  for (const key of DASHBOARD) queryClient.setQueryData(key, { cached: true });
  const invalidated = () => DASHBOARD.every((key) => queryClient.getQueryState(key)?.isInvalidated);
  return { queryClient, invalidated };
}

afterEach(() => vi.unstubAllGlobals());

describe('writes from the reading requests list refresh the dashboard', () => {
  it('creating a reading request', async () => {
    fakeApi((call) => (call.method === 'POST' ? jsonResponse(201, { resource_id: 'q1' }) : undefined));
    const { queryClient, invalidated } = clientWithDashboard();
    expect(invalidated()).toBe(false);
    const { result } = renderHookWithProviders(() => useCreateReadingRequest(), { queryClient });
    await act(() =>
      result.current.mutateAsync({
        meter: METER,
        planned_reading_date: '2026-05-01T00:00:00Z',
        planned_reading_date_end: '2026-05-31T00:00:00Z',
      } as Parameters<typeof result.current.mutateAsync>[0]),
    );
    await waitFor(() => expect(invalidated()).toBe(true));
  });

  it('recording a reading (reading-new)', async () => {
    fakeApi((call) => (call.method === 'POST' ? jsonResponse(201, { resource_id: 'r1' }) : undefined));
    const { queryClient, invalidated } = clientWithDashboard();
    const { result } = renderHookWithProviders(() => useCreateReading(), { queryClient });
    await act(() =>
      result.current.mutateAsync({
        meter: METER,
        reading_date: '2026-05-02T10:00:00Z',
        results: [{ obis: '1-0:1.8.0', value: 12, applied_method: 'manual' }],
      } as Parameters<typeof result.current.mutateAsync>[0]),
    );
    await waitFor(() => expect(invalidated()).toBe(true));
  });

  it('deleting a reading request', async () => {
    fakeApi((call) => (call.method === 'DELETE' ? new Response(null, { status: 204 }) : undefined));
    const { queryClient, invalidated } = clientWithDashboard();
    const { result } = renderHookWithProviders(() => useDeleteReadingRequest(), { queryClient });
    await act(() => result.current.mutateAsync('q1'));
    await waitFor(() => expect(invalidated()).toBe(true));
  });
});
