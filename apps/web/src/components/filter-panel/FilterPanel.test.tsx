import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ExclusiveCheckboxPair, IsNullFilter, type IsNullValue } from './ExclusiveCheckboxPair';
import type { ActiveFilter } from './FilterChips';
import { countActiveFilters, FilterPanel } from './FilterPanel';

const LONG_SEARCH = 'Hauptstraße 12, Nebenstraße 7, Marktplatz 3';

function Harness({ onReset = () => {} }: { onReset?: () => void }) {
  const [filters, setFilters] = useState<ActiveFilter[]>([
    { name: 'search', label: 'Search', value: LONG_SEARCH },
    { name: 'status', label: 'Status', value: 'active' },
  ]);
  return (
    <FilterPanel
      activeFilters={filters}
      onClearFilter={(name) => setFilters((current) => current.filter((f) => f.name !== name))}
      onReset={() => {
        setFilters([]);
        onReset();
      }}
    >
      <label>
        City <input />
      </label>
    </FilterPanel>
  );
}

describe('FilterPanel', () => {
  it('shows chips "label: value", the value truncated to 40 characters with an ellipsis', () => {
    render(<Harness />);
    const chips = within(screen.getByRole('list', { name: 'Active filters' })).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual([
      'Search: Hauptstraße 12, Nebenstraße 7, Marktplat…', // value: 40 characters + ellipsis
      'Status: active',
    ]);
    expect(chips[0]!.getAttribute('title')).toBe(`Search: ${LONG_SEARCH}`);
  });

  it('clears a filter when its chip is deleted', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Remove filter Status' }));
    expect(screen.queryByText('Status: active')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('clears all filters with the reset button', async () => {
    const user = userEvent.setup();
    const onReset = vi.fn();
    render(<Harness onReset={onReset} />);
    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('list', { name: 'Active filters' })).toBeNull();
  });

  it('hides and shows the filter controls', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const toggle = screen.getByRole('button', { name: 'Hide filters' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Show filters' }).getAttribute('aria-expanded')).toBe('false');
  });
});

function DialogHarness({ onReset = () => {} }: { onReset?: () => void }) {
  const [filters, setFilters] = useState<ActiveFilter[]>([
    { name: 'delegate', label: 'Meter reader', value: 'Lukas Weber', deletable: false },
    { name: 'search', label: 'Search', value: 'W-77' },
    { name: 'status', label: 'Status', value: 'New' },
  ]);
  return (
    <FilterPanel
      variant="dialog"
      activeFilters={filters}
      onClearFilter={(name) => setFilters((current) => current.filter((f) => f.name !== name))}
      onReset={onReset}
    >
      <label>
        City <input />
      </label>
    </FilterPanel>
  );
}

describe('FilterPanel as a dialog (phones)', () => {
  it('counts the filters the user may remove', () => {
    expect(countActiveFilters([])).toBe(0);
    expect(
      countActiveFilters([
        { name: 'a', label: 'A', value: '1' },
        { name: 'b', label: 'B', value: '2', deletable: false },
        { name: 'c', label: 'C', value: '3', deletable: true },
      ]),
    ).toBe(2);
  });

  it('shows one button with the count instead of the controls; the controls open full screen', async () => {
    const user = userEvent.setup();
    const onReset = vi.fn();
    render(<DialogHarness onReset={onReset} />);
    expect(screen.queryByRole('textbox', { name: 'City' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Active filters' })).toBeNull();
    const open = screen.getByRole('button', { name: 'Filters (2)' });
    expect(open.getAttribute('aria-haspopup')).toBe('dialog');
    await user.click(open);
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    expect(dialog.className).toContain('MuiDialog-paperFullScreen');
    expect(within(dialog).getByRole('textbox', { name: 'City' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Remove filter Status' }));
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Reset filters' }));
    expect(onReset).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Show results' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeTruthy();
  });

  it('names no count while no filter is set', () => {
    render(
      <FilterPanel variant="dialog" activeFilters={[]} onClearFilter={() => {}} onReset={() => {}}>
        <span />
      </FilterPanel>,
    );
    expect(screen.getByRole('button', { name: 'Filters' })).toBeTruthy();
  });
});

function Pair({ disabled, onChange }: { disabled?: boolean; onChange: (value: IsNullValue) => void }) {
  const [value, setValue] = useState<IsNullValue>(undefined);
  return (
    <ExclusiveCheckboxPair
      noLabel="No delegate"
      hasLabel="Has delegate"
      value={value}
      disabled={disabled}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('ExclusiveCheckboxPair', () => {
  it('ticking one unticks the other; unticking clears the filter', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Pair onChange={onChange} />);
    const no = screen.getByRole('checkbox', { name: 'No delegate' }) as HTMLInputElement;
    const has = screen.getByRole('checkbox', { name: 'Has delegate' }) as HTMLInputElement;
    await user.click(no);
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect([no.checked, has.checked]).toEqual([true, false]);
    await user.click(has);
    expect(onChange).toHaveBeenLastCalledWith(false);
    expect([no.checked, has.checked]).toEqual([false, true]);
    await user.click(has);
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    expect([no.checked, has.checked]).toEqual([false, false]);
  });

  it('can be disabled', () => {
    render(<Pair disabled onChange={() => {}} />);
    for (const box of screen.getAllByRole('checkbox')) expect((box as HTMLInputElement).disabled).toBe(true);
  });
});

describe('IsNullFilter', () => {
  it('reads and writes the X__isnull filter value: "true", "false", or none', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = render(
      <IsNullFilter noLabel="No delegate" hasLabel="Has delegate" value="false" onChange={onChange} />,
    );
    const no = screen.getByRole('checkbox', { name: 'No delegate' }) as HTMLInputElement;
    const has = screen.getByRole('checkbox', { name: 'Has delegate' }) as HTMLInputElement;
    expect([no.checked, has.checked]).toEqual([false, true]);
    await user.click(no);
    expect(onChange).toHaveBeenLastCalledWith('true');
    await user.click(has);
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    rerender(<IsNullFilter noLabel="No delegate" hasLabel="Has delegate" value="x" onChange={onChange} />);
    expect([no.checked, has.checked]).toEqual([false, false]);
  });
});
