import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { directoryAnswers, fakeApi } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import { page, testId } from '../../../testing/resource-fixtures';
import { jsonResponse, userWith } from '../../../testing/session-fixtures';
import { onAPhone } from '../../../testing/viewport';
import { requestFixture } from '../testing/request-fixtures';
import { quickChoiceFilters } from './quick-choice';
import { ReadingRequestsListPage } from './reading-requests-list-page';
import { PHONE_REQUEST_ORDERING } from './use-reading-requests-list';

const NEW = testId('r00a', '9000');
const DONE = testId('r00b', '9000');
const READING = testId('d001', '9000');
const meter = requestFixture().meter;

const ROWS = [
  requestFixture({
    resource_id: NEW,
    overdue: true,
    meter: { ...meter, meter_id: 'M-NEW' },
  }),
  requestFixture({
    resource_id: DONE,
    status: 'success',
    reading: {
      url: `http://localhost/api/v2/readings/${READING}/`,
      reading_date: '2026-03-02T10:00:00Z',
      results: [],
    },
    meter: {
      ...meter,
      meter_id: 'M-DONE',
      physical_medium: 'electricity',
      building: {
        ...meter.building,
        street: 'Gartenweg',
        street_number: '12a',
        zip_code: '20095',
        city: 'Hamburg',
      },
    },
  }),
];

function setup(
  route = '/reading-requests',
  user = userWith('scheduler', 'energy_supplier'),
  count = ROWS.length,
) {
  const api = fakeApi(
    (call) =>
      call.method === 'GET' && call.path === 'reading_requests/'
        ? jsonResponse(200, page(ROWS, count))
        : undefined,
    directoryAnswers,
  );
  const view = renderPage(<ReadingRequestsListPage disableVirtualization />, {
    path: '/reading-requests',
    route,
    user,
  });
  return { api, view, user: userEvent.setup() };
}

const findCards = async () => {
  const list = await screen.findByRole('list', { name: 'Reading requests' });
  await within(list).findByText('M-NEW');
  return list;
};
const card = (id: string) => screen.getByTestId(`request-card-${id}`);
const lastList = (api: ReturnType<typeof setup>['api']) => api.find('GET', 'reading_requests/').at(-1);

describe('reading requests list on a phone (390 px)', () => {
  onAPhone();

  it('shows cards instead of the grid, from the same list call in route order', async () => {
    const { api } = setup('/reading-requests?o=-status');
    const list = await findCards();
    expect(screen.queryByRole('grid')).toBeNull();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const call = api.find('GET', 'reading_requests/')[0];
    // The grid's sorting in the URL does not reach the cards: by planned start, then by street.
    expect(call?.query.get('o')).toBe(PHONE_REQUEST_ORDERING);
    expect(PHONE_REQUEST_ORDERING).toBe('planned_reading_date,meter__building__street');
    // Fewer cards a page than rows of the grid (PHONE_ROWS_PER_PAGE), until the user picks another number.
    expect(call?.query.get('page_size')).toBe('20');
  });

  it("shows each request's address, meter, medium, planned window and status on its card", async () => {
    setup();
    await findCards();
    const first = within(card(NEW));
    expect(first.getByRole('heading', { name: 'Hauptstraße 5' })).toBeTruthy();
    expect(first.getByText('10115 Berlin')).toBeTruthy();
    expect(first.getByText('M-NEW')).toBeTruthy();
    expect(first.getByText('Water')).toBeTruthy();
    expect(first.getByText('Planned')).toBeTruthy();
    expect(first.getByText('Mar 1, 2026 – Mar 31, 2026')).toBeTruthy();
    expect(first.getByText('New')).toBeTruthy();
    expect(first.getByTestId('request-card-overdue').textContent).toBe('Overdue');
    const second = within(card(DONE));
    expect(second.getByRole('heading', { name: 'Gartenweg 12a' })).toBeTruthy();
    expect(second.getByText('20095 Hamburg')).toBeTruthy();
    expect(second.getByText('Electricity')).toBeTruthy();
    expect(second.getByText('Success')).toBeTruthy();
    expect(second.queryByTestId('request-card-overdue')).toBeNull();
  });

  it('offers add reading on new requests only and opens the full-screen dialog for that meter', async () => {
    const { user, view } = setup();
    await findCards();
    expect(within(card(DONE)).queryByRole('button', { name: /Add reading/ })).toBeNull();
    const add = within(card(NEW)).getByRole('button', { name: 'Add reading for meter M-NEW' });
    expect(add.textContent).toBe('Add reading');
    await user.click(add);
    const dialog = await screen.findByRole('dialog', { name: /New reading · M-NEW/ });
    expect(dialog.className).toContain('MuiDialog-paperFullScreen');
    expect(view.location()).toBe('/reading-requests');
  });

  it('gives a meter reader add reading but no delete', async () => {
    setup(undefined, userWith('meter_reader', 'energy_supplier'));
    await findCards();
    expect(within(card(NEW)).getByRole('button', { name: 'Add reading for meter M-NEW' })).toBeTruthy();
    expect(screen.queryByTestId(`request-delete-${NEW}`)).toBeNull();
  });

  it('lets a scheduler delete an own new request from its card', async () => {
    setup();
    await findCards();
    expect(within(card(NEW)).getByTestId(`request-delete-${NEW}`)).toBeTruthy();
    expect(within(card(DONE)).queryByTestId(`request-delete-${DONE}`)).toBeNull();
  });

  it("opens a request's reading from its card, as the grid's row does; a request without one opens nothing", async () => {
    const { user, view } = setup();
    await findCards();
    expect(within(card(NEW)).queryByRole('link')).toBeNull();
    await user.click(within(card(DONE)).getByRole('link', { name: 'Gartenweg 12a' }));
    await waitFor(() => expect(view.location()).toBe(`/readings/${READING}`));
  });

  it('puts the filters behind one button naming how many are active', async () => {
    const { user } = setup('/reading-requests?status=new&physical_medium=water');
    await findCards();
    // The controls are not on the page until the button opens them.
    expect(screen.queryByTestId('requests-filter-delegate')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Filters (2)' }));
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    expect(within(dialog).getByTestId('requests-filter-delegate')).toBeTruthy();
    expect(
      within(within(dialog).getByRole('list', { name: 'Active filters' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Show results' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks for the names and choices of the filters only when the filter dialog first opens', async () => {
    const { api, user } = setup('/reading-requests?delegate=anna%40demo.example');
    await findCards();
    const choiceCalls = () => [
      ...api.find('GET', 'employees/'),
      ...api.find('GET', 'companies/'),
      ...api.find('OPTIONS', /^(meters|reading_requests)\/$/),
    ];
    expect(choiceCalls()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Filters (1)' }));
    await waitFor(() => expect(api.find('GET', 'employees/')).toHaveLength(1));
    expect(api.find('OPTIONS', 'reading_requests/')).toHaveLength(1);
    // The chip names the assignee as soon as the employees are there.
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    expect(await within(dialog).findByText('Meter reader: Anna Schulz')).toBeTruthy();
  });

  it("does not count a meter reader's own assignee filter, which cannot be removed", async () => {
    const { user } = setup('/reading-requests', userWith('meter_reader', 'energy_supplier'));
    await findCards();
    // Counted: the open requests the list starts on; not counted: the reader's own assignee.
    await user.click(screen.getByRole('button', { name: 'Filters (1)' }));
    const chips = within(screen.getByRole('dialog', { name: 'Filters' })).getByRole('list', {
      name: 'Active filters',
    });
    expect(within(chips).getByText(/^Meter reader: /)).toBeTruthy();
    expect(within(chips).queryByRole('button', { name: 'Remove filter Meter reader' })).toBeNull();
  });

  it("opens a meter reader's list on their open requests in route order; the done ones when asked for", async () => {
    const { api, user, view } = setup('/reading-requests', userWith('meter_reader', 'energy_supplier'));
    await findCards();
    expect(view.location()).toBe('/reading-requests?status=new');
    // The first call already asks for the open ones: the list waited for the address.
    const calls = api.find('GET', 'reading_requests/');
    expect(calls.map((call) => call.query.get('status'))).toEqual(calls.map(() => 'new'));
    expect(calls[0]?.query.get('o')).toBe(PHONE_REQUEST_ORDERING);
    await user.click(screen.getByRole('button', { name: 'Filters (1)' }));
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    await user.click(within(dialog).getByRole('button', { name: /^Remove filter Status/ }));
    await waitFor(() => expect(lastList(api)?.query.has('status')).toBe(false));
    expect(view.location()).toBe('/reading-requests');
  });

  it("keeps the status a meter reader's address names, and a scheduler's list starts on every status", async () => {
    const reader = setup('/reading-requests?status=success', userWith('meter_reader', 'energy_supplier'));
    await findCards();
    expect(lastList(reader.api)?.query.get('status')).toBe('success');
    reader.view.unmount();
    const scheduler = setup('/reading-requests');
    await findCards();
    expect(scheduler.view.location()).toBe('/reading-requests');
    expect(lastList(scheduler.api)?.query.has('status')).toBe(false);
  });

  it('sets the planned dates for today and this week, overdue for overdue; choosing one again clears it', async () => {
    const { api, user, view } = setup();
    await findCards();
    const group = screen.getByRole('group', { name: 'Planned' });
    const today = within(group).getByRole('button', { name: 'Today' });
    const week = within(group).getByRole('button', { name: 'This week' });
    const overdue = within(group).getByRole('button', { name: 'Overdue' });

    await user.click(today);
    const day = quickChoiceFilters('today');
    await waitFor(() =>
      expect(view.location()).toBe(
        `/reading-requests?planned_reading_date_after=${day.planned_reading_date_after}&planned_reading_date_before=${day.planned_reading_date_before}`,
      ),
    );
    expect(today.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Filters (2)' })).toBeTruthy();
    await waitFor(() =>
      expect(lastList(api)?.query.get('planned_reading_date_before')).toBe(day.planned_reading_date_before),
    );

    await user.click(week);
    const thisWeek = quickChoiceFilters('week');
    await waitFor(() =>
      expect(view.location()).toBe(
        `/reading-requests?planned_reading_date_after=${thisWeek.planned_reading_date_after}&planned_reading_date_before=${thisWeek.planned_reading_date_before}`,
      ),
    );
    expect(week.getAttribute('aria-pressed')).toBe('true');
    expect(today.getAttribute('aria-pressed')).toBe('false');

    await user.click(overdue);
    await waitFor(() => expect(view.location()).toBe('/reading-requests?overdue=true'));
    await waitFor(() => expect(lastList(api)?.query.get('overdue')).toBe('true'));
    expect(lastList(api)?.query.has('planned_reading_date_after')).toBe(false);

    await user.click(overdue);
    await waitFor(() => expect(view.location()).toBe('/reading-requests'));
    expect(overdue.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: 'Filters' })).toBeTruthy();
  });

  it('pages with the same pagination state: the range shown and the next page in the URL', async () => {
    const { api, user, view } = setup('/reading-requests', undefined, 120);
    await findCards();
    const pager = screen.getByRole('navigation', { name: 'Pages of Reading requests' });
    expect(within(pager).getByText('1–20 of 120')).toBeTruthy();
    expect((within(pager).getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(view.location()).toBe('/reading-requests?page=2'));
    await waitFor(() => expect(lastList(api)?.query.get('page')).toBe('2'));
    expect(within(pager).getByText('21–40 of 120')).toBeTruthy();
  });
});

describe('reading requests list at desktop width', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the grid, the inline filters and the sorting of the URL; no quick choice', async () => {
    const { api } = setup('/reading-requests?o=-status');
    const table = await screen.findByRole('grid', { name: 'Reading requests' });
    await within(table).findByText('M-NEW');
    expect(screen.queryByRole('list', { name: 'Reading requests' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Planned' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Hide filters' })).toBeTruthy();
    expect(screen.getByTestId('requests-filter-delegate')).toBeTruthy();
    expect(api.find('GET', 'reading_requests/')[0]?.query.get('o')).toBe('-status');
  });
});
