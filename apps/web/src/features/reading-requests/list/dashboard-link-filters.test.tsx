import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { directoryAnswers, fakeApi } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import { page } from '../../../testing/resource-fixtures';
import { jsonResponse } from '../../../testing/session-fixtures';
import { requestFixture } from '../testing/request-fixtures';
import { ReadingRequestsListPage } from './reading-requests-list-page';

// The dashboard's task rows link here with filters the panel has no control for: they must reach the
// server and show as chips.
describe('reading requests list: filters from dashboard links', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('sends origin, created_by_contractor and meter__main_meter__isnull and names them', async () => {
    const api = fakeApi(
      (call) =>
        call.method === 'GET' && call.path === 'reading_requests/'
          ? jsonResponse(200, page([requestFixture()]))
          : undefined,
      directoryAnswers,
    );
    renderPage(<ReadingRequestsListPage disableVirtualization />, {
      path: '/reading-requests',
      route:
        '/reading-requests?status=new,postponed,postponed_notified&meter__main_meter__isnull=true&created_by_contractor=true&origin=schedule',
    });
    await screen.findByText('W-77');
    const [call] = api.find('GET', 'reading_requests/');
    expect(Object.fromEntries(call!.query)).toMatchObject({
      status: 'new,postponed,postponed_notified',
      meter__main_meter__isnull: 'true',
      created_by_contractor: 'true',
      origin: 'schedule',
    });
    expect(screen.getAllByText(/New, Postponed, Notified/).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/Main meters/).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/Reading schedule/).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/Created by a contracting partner/).length).toBeGreaterThan(0);
  });
});
