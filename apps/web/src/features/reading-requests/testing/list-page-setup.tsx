import type { ReadingRequest } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { type ApiCall, directoryAnswers, fakeApi } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import { page } from '../../../testing/resource-fixtures';
import { jsonResponse, userWith } from '../../../testing/session-fixtures';
import { ReadingRequestsListPage } from '../list/reading-requests-list-page';

/**
 * Renders /reading-requests for `user` over `rows`; PATCH calls answer with `patch`, DELETE with 204.
 * Returns the faked API (its calls) and the render result.
 */
export function renderRequestsList(
  rows: ReadingRequest[],
  user = userWith('scheduler', 'energy_supplier'),
  patch?: (call: ApiCall) => Response,
) {
  const api = fakeApi((call) => {
    if (call.method === 'GET' && call.path === 'reading_requests/') return jsonResponse(200, page(rows));
    if (call.method === 'PATCH') return patch?.(call);
    if (call.method === 'DELETE') return new Response(null, { status: 204 });
    return undefined;
  }, directoryAnswers);
  const view = renderPage(<ReadingRequestsListPage disableVirtualization />, {
    path: '/reading-requests',
    route: '/reading-requests',
    user,
  });
  return { api, view };
}

/** The requests grid once the row of `meterId` is shown. */
export async function findRequestsGrid(meterId: string) {
  const table = await screen.findByRole('grid', { name: 'Reading requests' });
  await within(table).findByText(meterId);
  return table;
}
