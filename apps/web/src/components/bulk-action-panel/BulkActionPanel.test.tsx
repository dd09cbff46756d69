import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BulkAction, canApplyBulk } from './BulkAction';
import { BulkActionPanel } from './BulkActionPanel';

function renderPanel(selectedCount: number, hasValue: boolean, busy = false) {
  const onApply = vi.fn();
  const onClose = vi.fn();
  render(
    <BulkActionPanel open onClose={onClose} selectedCount={selectedCount}>
      <BulkAction
        title="Change status"
        selectedCount={selectedCount}
        hasValue={hasValue}
        busy={busy}
        onApply={onApply}
      >
        <select aria-label="Status" />
      </BulkAction>
    </BulkActionPanel>,
  );
  const button = screen.getByRole('button', { name: 'Apply' }) as HTMLButtonElement;
  return { onApply, onClose, button };
}

describe('canApplyBulk', () => {
  it('needs a selection, a target value and no running action', () => {
    expect(canApplyBulk(2, true)).toBe(true);
    expect(canApplyBulk(0, true)).toBe(false);
    expect(canApplyBulk(2, false)).toBe(false);
    expect(canApplyBulk(2, true, true)).toBe(false);
  });
});

describe('BulkActionPanel', () => {
  it('shows how many rows are selected and the action section', () => {
    renderPanel(3, true);
    expect(screen.getByRole('complementary', { name: 'Bulk actions' })).toBeTruthy();
    expect(screen.getByText('3 selected')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Change status' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeTruthy();
  });

  it('enables the apply button with a selection and a value, and calls onApply', async () => {
    const user = userEvent.setup();
    const { onApply, button } = renderPanel(2, true);
    expect(button.disabled).toBe(false);
    await user.click(button);
    expect(onApply).toHaveBeenCalledTimes(1);
  });

  it('disables the apply button without a selection', () => {
    expect(renderPanel(0, true).button.disabled).toBe(true);
  });

  it('disables the apply button without a target value', () => {
    expect(renderPanel(5, false).button.disabled).toBe(true);
  });

  it('disables the apply button while busy', () => {
    expect(renderPanel(5, true, true).button.disabled).toBe(true);
  });

  it('closes with the close button', async () => {
    const user = userEvent.setup();
    const { onClose } = renderPanel(1, true);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
