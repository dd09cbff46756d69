import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { User } from '@portal/contracts';
import 'dayjs/locale/en-gb';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { expect } from 'vitest';
import { sessionKeys } from '../../../lib/session';
import { createTestQueryClient, renderWithProviders } from '../../../testing/render-with-providers';
import { storeTestSession, USER_ID, userFixture } from '../../../testing/session-fixtures';
import { EditMeterPage, MeterReplacementPage, NewMeterPage } from '../meter-form-page';

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** A scheduler of an energy supplier who may create meters from scratch. */
export const schedulerUser = (): Partial<User> => ({
  role: 'scheduler',
  custom_data: { webportal_settings: { can_create_new_meter_from_scratch: true } },
});

/** Renders the meter form's routes at `route` for a signed-in user (date pickers with Monday weeks). */
export function renderMeterForm(route: string, user: Partial<User> = schedulerUser()) {
  storeTestSession();
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(sessionKeys.user(USER_ID), userFixture(user));
  const utils = renderWithProviders(
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-gb">
      <Routes>
        <Route path="/buildings/:buildingId/meters/new" element={<NewMeterPage />} />
        <Route path="/meters/:id/edit" element={<EditMeterPage />} />
        <Route path="/buildings/:buildingId/meters/:id/edit" element={<EditMeterPage />} />
        <Route path="/meters/:id/replacement" element={<MeterReplacementPage />} />
        <Route path="*" element={null} />
      </Routes>
      <Location />
    </LocalizationProvider>,
    { route, queryClient },
  );
  return { ...utils, location: () => utils.getByTestId('location').textContent };
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
