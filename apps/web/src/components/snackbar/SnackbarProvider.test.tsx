import { createTheme } from '@mui/material/styles';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type SnackbarMessage, SnackbarProvider, useSnackbar } from '.';

// No ThemeProvider here: the alert falls back to the default theme, whose palette we compare with.
const { palette } = createTheme();

function Trigger({ messages }: { messages: SnackbarMessage[] }) {
  const { show } = useSnackbar();
  return (
    <button type="button" onClick={() => messages.forEach(show)}>
      show
    </button>
  );
}

function renderTrigger(messages: SnackbarMessage[]) {
  render(
    <SnackbarProvider>
      <Trigger messages={messages} />
    </SnackbarProvider>,
  );
}

function Orphan() {
  useSnackbar();
  return null;
}

describe('SnackbarProvider', () => {
  it('shows a success message as a filled green alert that closes itself', async () => {
    const user = userEvent.setup();
    renderTrigger([{ message: '3 buildings changed', severity: 'success', durationMs: 50 }]);
    await user.click(screen.getByRole('button', { name: 'show' }));
    // The snackbar's code loads with the first message.
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('3 buildings changed');
    expect(alert.className).toContain('MuiAlert-filled');
    expect(getComputedStyle(alert).backgroundColor).toBe(palette.success.main);
    await waitFor(() => expect(screen.queryByText('3 buildings changed')).toBeNull());
  });

  it('shows errors in red and queues several messages one after the other', async () => {
    const user = userEvent.setup();
    renderTrigger([
      { message: '2 changed', severity: 'success' },
      { message: '1 failed', severity: 'error' },
    ]);
    await user.click(screen.getByRole('button', { name: 'show' }));
    expect((await screen.findByRole('alert')).textContent).toContain('2 changed');
    expect(screen.queryByText('1 failed')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('1 failed'));
    expect(getComputedStyle(screen.getByRole('alert')).backgroundColor).toBe(palette.error.main);
  });

  it('refuses use outside the provider', () => {
    const spy = console.error;
    console.error = () => {};
    expect(() => act(() => render(<Orphan />))).toThrow(/SnackbarProvider/);
    console.error = spy;
  });
});
