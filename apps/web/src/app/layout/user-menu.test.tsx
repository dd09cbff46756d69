import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render-with-providers';
import { UserMenu } from './user-menu';

describe('UserMenu', () => {
  it('closes before it signs out or asks to delete the account', async () => {
    const user = userEvent.setup();
    const onLogout = vi.fn();
    const onDeleteAccount = vi.fn();
    renderWithProviders(
      <UserMenu
        user={undefined}
        entries={['delete_account', 'logout']}
        onLogout={onLogout}
        onDeleteAccount={onDeleteAccount}
      />,
    );
    await user.click(screen.getByTestId('user-menu-button'));
    await user.click(screen.getByTestId('user-menu-delete-account'));
    expect(onDeleteAccount).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

    await user.click(screen.getByTestId('user-menu-button'));
    await user.click(screen.getByTestId('user-menu-logout'));
    expect(onLogout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(onDeleteAccount).toHaveBeenCalledTimes(1);
  });

  it('moves the focus to its first entry when it opens, also an action entry', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <UserMenu user={undefined} entries={['logout']} onLogout={() => {}} onDeleteAccount={() => {}} />,
    );
    await user.click(screen.getByTestId('user-menu-button'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('user-menu-logout')));
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toBeTruthy();
  });
});
