import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CONFIRM_DIALOG_MAX_WIDTH, ConfirmDialog } from './ConfirmDialog';
import { useConfirm } from './use-confirm';

function renderDialog(props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <ConfirmDialog
      open
      title="Delete 3 buildings?"
      content={<p>This cannot be undone.</p>}
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    />,
  );
  return { onConfirm, onCancel };
}

describe('ConfirmDialog', () => {
  it('shows title and content and calls onConfirm / onCancel', async () => {
    const user = userEvent.setup();
    const { onConfirm, onCancel } = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Delete 3 buildings?' })).toBeTruthy();
    expect(screen.getByText('This cannot be undone.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('uses custom labels', () => {
    renderDialog({ confirmLabel: 'Delete', cancelLabel: 'Keep' });
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Keep' })).toBeTruthy();
  });

  it('disables the confirm button while busy', () => {
    const { onConfirm } = renderDialog({ busy: true });
    const confirm = screen.getByRole('button', { name: 'Confirm' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('is at most 700 px wide', () => {
    renderDialog();
    expect(CONFIRM_DIALOG_MAX_WIDTH).toBe(700);
    const paper = screen.getByRole('dialog');
    expect(getComputedStyle(paper).maxWidth).toBe('700px');
  });
});

function Asker({ onAnswer }: { onAnswer: (confirmed: boolean) => void }) {
  const { confirm, confirmDialog } = useConfirm();
  return (
    <>
      <button type="button" onClick={async () => onAnswer(await confirm({ title: 'Sure?' }))}>
        ask
      </button>
      {confirmDialog}
    </>
  );
}

describe('useConfirm', () => {
  it('resolves true on confirm and false on cancel', async () => {
    const user = userEvent.setup();
    const onAnswer = vi.fn();
    render(<Asker onAnswer={onAnswer} />);
    await user.click(screen.getByRole('button', { name: 'ask' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onAnswer).toHaveBeenLastCalledWith(true);
    await user.click(screen.getByRole('button', { name: 'ask' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onAnswer).toHaveBeenLastCalledWith(false);
  });
});
