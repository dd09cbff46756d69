import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { directoryAnswers, fakeApi, type Respond } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import { numberedBuilding } from '../../../testing/resource-fixtures';
import { jsonResponse } from '../../../testing/session-fixtures';
import { BuildingFormPage } from './building-form-page';

const existing = numberedBuilding(5, {
  preferred_delegate: 'reader@demo.example',
  preferred_delegate_name: 'Lukas Weber',
});
type User = ReturnType<typeof userEvent.setup>;

function setup(route: string, respond: Respond = () => undefined, user = {}) {
  const fetch = fakeApi(
    (call) =>
      call.method === 'GET' && call.url.pathname === `/api/v2/buildings/${existing.resource_id}/`
        ? jsonResponse(200, existing)
        : respond(call),
    directoryAnswers,
  );
  renderPage(
    <Routes>
      <Route path="/buildings/new" element={<BuildingFormPage />} />
      <Route path="/buildings/:id/edit" element={<BuildingFormPage />} />
      <Route path="*" element={null} />
    </Routes>,
    { route, user },
  );
  return fetch;
}

const field = (name: string) => screen.getByTestId(`building-form-${name}`) as HTMLInputElement;
const save = () => screen.getByTestId('building-form-save') as HTMLButtonElement;

async function fillAddress(user: User) {
  await user.type(field('street'), 'Lindenallee');
  await user.type(field('street_number'), '3a');
  await user.type(field('zip_code'), '14467');
  await user.type(field('city'), 'Potsdam');
}

// Grid and select interactions are slow on a busy machine.
describe('BuildingFormPage', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('keeps save disabled until something changes and shows the limits and required messages', async () => {
    const user = userEvent.setup();
    const fetch = setup('/buildings/new');
    expect(save().disabled).toBe(true);
    await user.type(field('street_number'), '12345678901');
    await user.click(field('city'));
    await user.tab();
    expect(await screen.findByText('max 10 characters')).toBeTruthy();
    expect(await screen.findByText('Please fill in this field.')).toBeTruthy();
    expect(save().disabled).toBe(false);
    await user.click(save());
    // Nothing is sent while the form is invalid.
    expect(await screen.findAllByText('Please fill in this field.')).toHaveLength(3);
    expect(fetch.find('POST', '/api/v2/buildings/')).toHaveLength(0);
  });

  it('creates the building and opens it', async () => {
    const user = userEvent.setup();
    const created = numberedBuilding(11);
    const fetch = setup('/buildings/new', ({ method, url }) =>
      method === 'POST' && url.pathname === '/api/v2/buildings/' ? jsonResponse(201, created) : undefined,
    );
    await fillAddress(user);
    await user.type(field('note'), 'Key at the caretaker');
    await user.click(save());
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(`/buildings/${created.resource_id}`),
    );
    expect(fetch.find('POST', '/api/v2/buildings/')[0]?.body).toEqual({
      business_entity: null,
      label: null,
      street: 'Lindenallee',
      street_number: '3a',
      zip_code: '14467',
      city: 'Potsdam',
      country: null,
      state: null,
      note: 'Key at the caretaker',
      status: 'active',
      commercial_consumer: null,
      preferred_delegate: null,
      property_manager: null,
    });
  });

  it('links to the existing building when the server reports a duplicate', async () => {
    const user = userEvent.setup();
    const other = numberedBuilding(12);
    setup('/buildings/new', ({ method }) =>
      method === 'POST'
        ? jsonResponse(409, { detail: 'A building with this address already exists.', url: other.url })
        : undefined,
    );
    await fillAddress(user);
    await user.click(save());
    const warning = await screen.findByTestId('building-duplicate');
    const link = within(warning).getByRole('link', { name: 'Open the existing building' });
    expect(link.getAttribute('href')).toBe(`/buildings/${other.resource_id}`);
  });

  it('shows server field errors beside their fields', async () => {
    const user = userEvent.setup();
    setup('/buildings/new', ({ method }) =>
      method === 'POST'
        ? jsonResponse(400, {
            preferred_delegate: ['Choose an employee from the list.'],
            zip_code: ['Unknown zip.'],
          })
        : undefined,
    );
    await fillAddress(user);
    await user.click(save());
    expect(await screen.findByText('Unknown zip.')).toBeTruthy();
    expect(screen.getByText('Choose an employee from the list.')).toBeTruthy();
    expect(field('zip_code').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows server errors of fields hidden from the user in the form alert', async () => {
    const user = userEvent.setup();
    setup(
      '/buildings/new',
      ({ method }) =>
        method === 'POST'
          ? jsonResponse(400, {
              commercial_consumer: ['Choose a company from the list.'],
              zip_code: ['Unknown zip.'],
            })
          : undefined,
      { role: 'basic' },
    );
    await fillAddress(user);
    await user.click(save());
    const alert = await screen.findByTestId('building-form-error');
    expect(alert.textContent).toContain('Commercial consumer: Choose a company from the list.');
    expect(alert.textContent).not.toContain('Unknown zip.');
    expect(field('zip_code').getAttribute('aria-invalid')).toBe('true');
  });

  it('edits with read-only address fields and sends their stored values', async () => {
    const user = userEvent.setup();
    const fetch = setup(`/buildings/${existing.resource_id}/edit`, ({ method }) =>
      method === 'PUT' ? jsonResponse(200, existing) : undefined,
    );
    await screen.findByDisplayValue('House 5');
    expect(field('street').disabled).toBe(true);
    expect(field('city').disabled).toBe(true);
    expect(field('label').disabled).toBe(false);
    await user.clear(field('label'));
    await user.type(field('label'), 'Rear building');
    await user.click(save());
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(`/buildings/${existing.resource_id}`),
    );
    expect(fetch.find('PUT', `/api/v2/buildings/${existing.resource_id}/`)[0]?.body).toMatchObject({
      label: 'Rear building',
      street: 'Hauptstraße',
      city: 'Berlin',
      country: 'Germany',
      preferred_delegate: 'reader@demo.example',
    });
  });

  it("follows the read-only fields of the server's OPTIONS answer for the building", async () => {
    const user = userEvent.setup();
    // The server fixes the label and leaves the address open (another configuration than the fixture's).
    const put = Object.fromEntries(
      ['label', 'street', 'street_number', 'zip_code', 'city', 'country', 'state', 'note'].map((name) => [
        name,
        { type: 'string', required: false, read_only: name === 'label' },
      ]),
    );
    const fetch = setup(`/buildings/${existing.resource_id}/edit`, ({ method, path }) => {
      if (method === 'OPTIONS' && path === `buildings/${existing.resource_id}/`)
        return jsonResponse(200, { name: 'Building', actions: { PUT: put } });
      return method === 'PUT' ? jsonResponse(200, existing) : undefined;
    });
    await screen.findByDisplayValue('House 5');
    await waitFor(() => expect(field('label').disabled).toBe(true));
    expect(field('street').disabled).toBe(false);
    expect(field('city').disabled).toBe(false);
    await user.clear(field('street'));
    await user.type(field('street'), 'Lindenallee');
    await user.click(save());
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(`/buildings/${existing.resource_id}`),
    );
    expect(fetch.find('PUT', `/api/v2/buildings/${existing.resource_id}/`)[0]?.body).toMatchObject({
      label: 'House 5',
      street: 'Lindenallee',
    });
  });

  it('goes back to the building on cancel when editing', async () => {
    const user = userEvent.setup();
    setup(`/buildings/${existing.resource_id}/edit`);
    await screen.findByDisplayValue('House 5');
    await user.click(screen.getByTestId('building-form-cancel'));
    expect(screen.getByTestId('location').textContent).toBe(`/buildings/${existing.resource_id}`);
  });

  it('hides the assignment selects from a basic user', async () => {
    setup('/buildings/new', undefined, { role: 'basic' });
    expect(screen.queryByTestId('building-form-preferred_delegate')).toBeNull();
    expect(screen.queryByTestId('building-form-property_manager')).toBeNull();
    expect(screen.queryByTestId('building-form-commercial_consumer')).toBeNull();
    expect(field('status')).toBeTruthy();
  });

  it('refuses a meter reader', async () => {
    setup('/buildings/new', undefined, { role: 'meter_reader' });
    expect(screen.getByText('You may not do this.')).toBeTruthy();
    expect(screen.queryByTestId('building-form-save')).toBeNull();
  });
});
