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
    const api = fakeApi(() => jsonResponse(200, { count: 7, results: [] }));
    renderWithProviders(<TaskList tasks={tasks} />);
    expect(screen.getByTestId('dashboard-task-meters')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
    await waitFor(() => expect(api.calls).toHaveLength(2));
    expect(api.find('GET', 'meters/')[0]?.query.get('page_size')).toBe('1');
    await waitFor(() =>
      expect(screen.getByTestId('dashboard-task-meters').getAttribute('aria-label')).toMatch(/: 7$/),
    );
  });
});
