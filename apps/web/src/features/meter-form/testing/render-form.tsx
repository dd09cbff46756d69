import type { User } from '@portal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { expect } from 'vitest';
import { renderPage } from '../../../testing/render-page';
import { EditMeterPage, MeterReplacementPage, NewMeterPage } from '../meter-form-page';

/** A scheduler of an energy supplier who may create meters from scratch. */
export const schedulerUser = (): Partial<User> => ({
  role: 'scheduler',
  custom_data: { webportal_settings: { can_create_new_meter_from_scratch: true } },
});

/** Renders the meter form's routes at `route` for a signed-in user (see `renderPage`). */
export function renderMeterForm(route: string, user: Partial<User> = schedulerUser()) {
  return renderPage(
    <Routes>
      <Route path="/buildings/:buildingId/meters/new" element={<NewMeterPage />} />
      <Route path="/meters/:id/edit" element={<EditMeterPage />} />
      <Route path="/buildings/:buildingId/meters/:id/edit" element={<EditMeterPage />} />
      <Route path="/meters/:id/replacement" element={<MeterReplacementPage />} />
      <Route path="*" element={null} />
    </Routes>,
    { route, user },
  );
}

/** The select whose label starts with `label` (required selects add " *"). */
export const selectBox = (label: string) => screen.getByRole('combobox', { name: new RegExp(`^${label}`) });

/** Opens a select and picks the option with that text. */
export async function choose(user: UserEvent, label: string, option: string | RegExp) {
  await user.click(selectBox(label));
  const listbox = await screen.findByRole('listbox');
  await user.click(within(listbox).getByRole('option', { name: option }));
}

/** The texts of a select's options (the select is opened and closed again). */
export async function optionsOf(user: UserEvent, label: string): Promise<string[]> {
  await user.click(selectBox(label));
  const listbox = await screen.findByRole('listbox');
  const texts = within(listbox)
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');
  await closeListbox(user);
  return texts;
}

/** Closes an open select menu (a multiple select stays open after a pick). */
export async function closeListbox(_user: UserEvent) {
  fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

export const submitButton = () => screen.getByTestId('meter-submit');
