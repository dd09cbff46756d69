import type { DashboardTask } from '@portal/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { jsonResponse } from '../../../testing/session-fixtures';
import { TaskList } from './task-list';

const tasks: DashboardTask[] = [
  { key: 'meters', endpoint: 'meters/', query: { status: 'active' }, route: '/meters' },
  {
    key: 'open_requests',
    endpoint: 'reading_requests/',
    query: { status: 'new' },
    route: '/reading-requests',
  },
];

describe('TaskList', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('renders the rows first and asks for their counters in the next task', async () => {
    const api = fakeApi(() => jsonResponse(200, { meters: 7, open_requests: 3 }));
    renderWithProviders(<TaskList tasks={tasks} />);
    expect(screen.getByTestId('dashboard-task-meters')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0]?.path).toBe('statistics/task_counts/');
    await waitFor(() =>
      expect(screen.getByTestId('dashboard-task-meters').getAttribute('aria-label')).toMatch(/: 7$/),
    );
    expect(screen.getByTestId('dashboard-task-open_requests').getAttribute('aria-label')).toMatch(/: 3$/);
  });

  it('shows the error once and a dash in every row when the counters cannot be read', async () => {
    fakeApi(() => jsonResponse(500, { detail: 'broken' }));
    renderWithProviders(<TaskList tasks={tasks} />);
    expect(await screen.findByTestId('dashboard-tasks-error')).toBeTruthy();
    expect(screen.getAllByText('–')).toHaveLength(2);
  });
});
