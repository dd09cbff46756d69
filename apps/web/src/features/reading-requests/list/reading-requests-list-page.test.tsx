import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, directoryAnswers, fakeApi } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import { page, testId } from '../../../testing/resource-fixtures';
import { jsonResponse, userWith } from '../../../testing/session-fixtures';
import { findRequestsGrid, renderRequestsList } from '../testing/list-page-setup';
import { requestFixture } from '../testing/request-fixtures';
import { ReadingRequestsListPage } from './reading-requests-list-page';

const A = testId('r00a', '9000');
const B = testId('r00b', '9000');
const C = testId('r00c', '9000');

const ROWS = [
  requestFixture({ resource_id: A, meter: { ...requestFixture().meter, meter_id: 'M-A' } }),
  requestFixture({ resource_id: B, meter: { ...requestFixture().meter, meter_id: 'M-B' } }),
  requestFixture({
    resource_id: C,
    status: 'success',
    owner_company_name: 'Other Company',
    meter: { ...requestFixture().meter, meter_id: 'M-C' },
  }),
];

const setup = (user = userWith('scheduler', 'energy_supplier'), patch?: (call: ApiCall) => Response) =>
  renderRequestsList(ROWS, user, patch);
const grid = () => findRequestsGrid('M-A');

describe('reading requests list page', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('shows the requests with status chips and a delete icon only on own new requests', async () => {
    const { api } = setup();
    const table = await grid();
    expect(within(table).getAllByText('New')).toHaveLength(2);
    expect(within(table).getByText('Success')).toBeTruthy();
    expect(within(table).getAllByText('Hauptstraße 5, 10115 Berlin')).toHaveLength(3);
    expect(screen.getByTestId(`request-delete-${A}`)).toBeTruthy();
    expect(screen.queryByTestId(`request-delete-${C}`)).toBeNull();
    const list = api.find('GET', 'reading_requests/')[0];
    expect(list?.query.get('page_size')).toBe('50');
    expect(list?.query.get('o')).toBe('planned_reading_date');
  });

  it('gives a scheduler of an energy supplier the consumer and reading service filters', async () => {
    setup();
    await grid();
    expect(screen.getByTestId('requests-filter-commercial_consumer')).toBeTruthy();
    expect(screen.getByTestId('requests-filter-meter_reading_service')).toBeTruthy();
    expect(screen.queryByTestId('requests-filter-energy_supplier')).toBeNull();
    expect((screen.getByTestId('requests-filter-delegate') as HTMLInputElement).disabled).toBe(false);
  });

  it("reads the new-request page's link (delegates, states) as the delegate and status filters", async () => {
    fakeApi(
      (call) =>
        call.method === 'GET' && call.path === 'reading_requests/'
          ? jsonResponse(200, page(ROWS))
          : undefined,
      directoryAnswers,
    );
    const view = renderPage(<ReadingRequestsListPage disableVirtualization />, {
      path: '/reading-requests',
      route: '/reading-requests?search=W-77&delegates=reader%40demo.example&states=new',
      user: userWith('scheduler', 'energy_supplier'),
    });
    await grid();
    expect(view.location()).toBe('/reading-requests?search=W-77&delegate=reader%40demo.example&status=new');
  });

  it('filters unassigned requests through delegate__isnull, kept in the URL', async () => {
    const { api, view } = setup();
    await grid();
    await userEvent.setup().click(screen.getByRole('checkbox', { name: 'Not assigned' }));
    await waitFor(() => expect(view.location()).toBe('/reading-requests?delegate__isnull=true'));
    await waitFor(() =>
      expect(api.find('GET', 'reading_requests/').at(-1)?.query.get('delegate__isnull')).toBe('true'),
    );
  });

  it('fixes a meter reader to their own requests: no company filters, no delete, no bulk', async () => {
    const { api } = setup(userWith('meter_reader', 'energy_supplier'));
    await grid();
    expect(api.find('GET', 'reading_requests/')[0]?.query.get('delegate')).toBe('supplier@demo.example');
    expect((screen.getByTestId('requests-filter-delegate') as HTMLInputElement).disabled).toBe(true);
    expect(
      (screen.getByTestId('requests-filter-meter__building__property_manager__email') as HTMLInputElement)
        .disabled,
    ).toBe(true);
    for (const name of ['commercial_consumer', 'energy_supplier', 'meter_reading_service']) {
      expect(screen.queryByTestId(`requests-filter-${name}`)).toBeNull();
    }
    expect(screen.queryByTestId(`request-delete-${A}`)).toBeNull();
    expect(screen.queryByTestId('requests-bulk-open')).toBeNull();
    expect(api.find('GET', 'employees/')).toHaveLength(0);
  });

  it('counts a bulk reject as failed for each request the server did not reject', async () => {
    const { api } = setup(undefined, (call) =>
      call.path === `reading_requests/${B}/`
        ? jsonResponse(400, { detail: 'Only new reading requests can be rejected.' })
        : jsonResponse(200, requestFixture({ status: 'rejected', status_note: 'reading_period_finalized' })),
    );
    const user = userEvent.setup();
    const table = await grid();
    for (const box of within(table)
      .getAllByRole('checkbox', { name: /select row/i })
      .slice(0, 2)) {
      await user.click(box);
    }
    await user.click(screen.getByTestId('requests-bulk-open'));
    const panel = screen.getByRole('complementary', { name: 'Bulk actions' });
    const reject = within(panel).getByRole('region', { name: 'Reject with a status note' });
    await user.click(within(reject).getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject 2 reading requests?' });
    expect(api.find('PATCH', /^reading_requests\//)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    const success = await screen.findByText('1 reading request rejected.');
    expect(api.find('PATCH', /^reading_requests\//).map((c) => c.body)).toEqual([
      { status: 'rejected', status_note: 'reading_period_finalized' },
      { status: 'rejected', status_note: 'reading_period_finalized' },
    ]);
    await user.click(
      within(success.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Close' }),
    );
    expect(
      await screen.findByText(
        '1 reading request could not be rejected: only new reading requests can be rejected. Only new reading requests can be rejected.',
      ),
    ).toBeTruthy();
  });

  it('counts an answer that is not rejected as a failed reject', async () => {
    setup(undefined, () => jsonResponse(200, requestFixture({ status: 'success' })));
    const user = userEvent.setup();
    const table = await grid();
    await user.click(within(table).getAllByRole('checkbox', { name: /select row/i })[0] as HTMLElement);
    await user.click(screen.getByTestId('requests-bulk-open'));
    const panel = screen.getByRole('complementary', { name: 'Bulk actions' });
    const reject = within(panel).getByRole('region', { name: 'Reject with a status note' });
    await user.click(within(reject).getByRole('button', { name: 'Reject' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Reject 1 reading request?' })).getByRole('button', {
        name: 'Reject',
      }),
    );
    expect(
      await screen.findByText(
        '1 reading request could not be rejected: only new reading requests can be rejected.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/^\d+ reading requests? rejected\.$/)).toBeNull();
  });

  it('shows the server detail when a bulk delete is refused', async () => {
    const { api } = setup();
    const user = userEvent.setup();
    const table = await grid();
    vi.unstubAllGlobals();
    fakeApi((call) =>
      call.method === 'DELETE'
        ? jsonResponse(403, {
            detail: 'Only Other Company, which created this reading request, may delete it.',
          })
        : call.path === 'reading_requests/'
          ? jsonResponse(200, page(ROWS))
          : undefined,
    );
    await user.click(within(table).getAllByRole('checkbox', { name: /select row/i })[2] as HTMLElement);
    await user.click(screen.getByTestId('requests-bulk-open'));
    const panel = screen.getByRole('complementary', { name: 'Bulk actions' });
    const remove = within(panel).getByRole('region', { name: 'Delete reading requests' });
    await user.click(within(remove).getByRole('button', { name: 'Delete' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete 1 reading request?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(
      await screen.findByText(
        '1 reading request could not be deleted: only new reading requests can be deleted. Only Other Company, which created this reading request, may delete it.',
      ),
    ).toBeTruthy();
    expect(api.calls.length).toBeGreaterThan(0);
  });

  it('opens the reading of a request that has one, and nothing for the others', async () => {
    const reading = testId('d001', '9000');
    vi.unstubAllGlobals();
    const withReading = requestFixture({
      resource_id: A,
      status: 'success',
      reading: {
        url: `http://localhost/api/v2/readings/${reading}/`,
        reading_date: '2026-03-02T10:00:00Z',
        results: [],
      },
      meter: { ...requestFixture().meter, meter_id: 'M-A' },
    });
    fakeApi(
      (call) =>
        call.method === 'GET' && call.path === 'reading_requests/'
          ? jsonResponse(200, page([withReading, ROWS[1]!]))
          : undefined,
      directoryAnswers,
    );
    const { location } = renderPage(<ReadingRequestsListPage disableVirtualization />, {
      path: '/reading-requests',
      route: '/reading-requests',
      user: userWith('scheduler', 'energy_supplier'),
    });
    const user = userEvent.setup();
    const table = await grid();
    await user.click(within(table).getByText('M-B'));
    expect(location()).toBe('/reading-requests');
    await user.click(within(table).getByText('M-A'));
    await waitFor(() => expect(location()).toBe(`/readings/${reading}`));
  });
});
