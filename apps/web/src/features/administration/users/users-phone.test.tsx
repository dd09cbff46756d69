import type { UserListItem } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import { OWN_COMPANY, objectUrl, page, testId } from '../../../testing/resource-fixtures';
import { jsonResponse, userWith } from '../../../testing/session-fixtures';
import { onAPhone } from '../../../testing/viewport';
import { UsersPage } from './users-page';

const ERIKA = testId('u11');
const NAMELESS = testId('u12');

const listedUser = (id: string, overrides: Partial<UserListItem>): UserListItem => ({
  url: objectUrl('users', id),
  resource_id: id,
  email: 'erika@demo.example',
  name: 'Erika Ableserin',
  role: 'meter_reader',
  is_active: true,
  last_login: '2026-03-01T10:00:00Z',
  company: OWN_COMPANY,
  company_name: 'Demo Supplier',
  ...overrides,
});

const ROWS = [
  listedUser(ERIKA, {}),
  listedUser(NAMELESS, {
    email: 'api@demo.example',
    name: '',
    role: 'basic',
    is_active: false,
    last_login: null,
    company_name: 'Hausverwaltung Demo',
  }),
];

function setup(route = '/users') {
  const api = fakeApi((call) =>
    call.method === 'GET' && call.path === 'users/' ? jsonResponse(200, page(ROWS)) : undefined,
  );
  // The companies administration may (de)activate users in bulk.
  const view = renderPage(<UsersPage disableVirtualization />, {
    path: '/users',
    route,
    user: userWith('admin', 'companies_administration'),
  });
  return { api, view, user: userEvent.setup() };
}

const card = (id: string) => screen.getByTestId(`user-card-${id}`);

describe('users list on a phone (390 px)', () => {
  onAPhone();

  it('shows cards instead of the grid, from the same list call (20 a page), without selection', async () => {
    const { api } = setup();
    const list = await screen.findByRole('list', { name: 'Users' });
    await within(list).findByText('api@demo.example');
    expect(screen.queryByRole('grid')).toBeNull();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(api.find('GET', 'users/')[0]?.query.get('page_size')).toBe('20');
    // Cards cannot be selected: no checkboxes, no bulk actions.
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByTestId('users-bulk-open')).toBeNull();
  });

  it("shows each user's name and e-mail, company, role, status and last login; the cards open nothing", async () => {
    setup();
    await screen.findByText('api@demo.example');
    const first = within(card(ERIKA));
    expect(first.getByRole('heading', { name: 'Erika Ableserin' })).toBeTruthy();
    expect(first.getByText('erika@demo.example')).toBeTruthy();
    expect(first.getByText('Demo Supplier')).toBeTruthy();
    expect(first.getByText('Meter reader')).toBeTruthy();
    expect(first.getByText('Active')).toBeTruthy();
    expect(first.getByText('Last login')).toBeTruthy();
    expect(first.getByText(/^Mar 1, 2026/)).toBeTruthy();
    // Without a name, the e-mail is the heading; never signed in, no line for it.
    const second = within(card(NAMELESS));
    expect(second.getByRole('heading', { name: 'api@demo.example' })).toBeTruthy();
    expect(second.getByText('Basic user')).toBeTruthy();
    expect(second.getByText('Inactive')).toBeTruthy();
    expect(second.queryByText('Last login')).toBeNull();
    expect(within(screen.getByRole('list', { name: 'Users' })).queryByRole('link')).toBeNull();
  });

  it('puts the filters behind one button naming how many are active', async () => {
    const { api, user } = setup('/users?is_active=false');
    await screen.findByText('api@demo.example');
    expect(api.find('GET', 'users/')[0]?.query.get('is_active')).toBe('false');
    expect(screen.queryByTestId('users-filter-active')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Filters (1)' }));
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    expect(within(dialog).getByTestId('users-filter-active')).toBeTruthy();
  });
});

describe('users list at desktop width', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the grid with its selection and bulk actions, and the inline filters', async () => {
    setup();
    const table = await screen.findByRole('grid', { name: 'Users' });
    await within(table).findByText('api@demo.example');
    expect(screen.queryByRole('list', { name: 'Users' })).toBeNull();
    expect(screen.queryByTestId(`user-card-${ERIKA}`)).toBeNull();
    expect(within(table).getAllByRole('checkbox').length).toBeGreaterThan(0);
    expect(screen.getByTestId('users-bulk-open')).toBeTruthy();
    expect(screen.getByTestId('users-filter-active')).toBeTruthy();
  });
});
