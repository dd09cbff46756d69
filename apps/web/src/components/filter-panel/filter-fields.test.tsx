import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateRangeFilter } from './DateRangeFilter';
import type { DateRange } from './date-range';
import { DateRangeStandIn } from './LazyDateRangeFilter';
import { SearchFilter } from './SearchFilter';

function Search({ onChange }: { onChange: (value: string | undefined) => void }) {
  const [value, setValue] = useState<string | undefined>();
  return (
    <SearchFilter
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('SearchFilter', () => {
  it('reports the text, undefined when emptied, and caps its length', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Search onChange={onChange} />);
    const input = screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement;
    expect(input.maxLength).toBe(200);
    await user.type(input, 'ab');
    expect(onChange).toHaveBeenLastCalledWith('ab');
    await user.clear(input);
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });
});

/** The filter with its range kept in state, as a page keeps it; each new range also goes to `onChange`. */
function Range({ initial, onChange }: { initial: DateRange; onChange: (range: DateRange) => void }) {
  const [range, setRange] = useState(initial);
  return (
    <DateRangeFilter
      {...range}
      onChange={(next) => {
        onChange(next);
        setRange(next);
      }}
    />
  );
}

describe('DateRangeFilter', () => {
  it('renders both bounds with their labels and values', () => {
    render(
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <DateRangeFilter from="2025-03-01" to={undefined} onChange={() => {}} />
      </LocalizationProvider>,
    );
    expect(screen.getAllByText('From').length).toBeGreaterThan(0);
    expect(screen.getAllByText('To').length).toBeGreaterThan(0);
    const hidden = Array.from(document.querySelectorAll<HTMLInputElement>('input')).map(
      (input) => input.value,
    );
    // The filter brings its own localisation: English dates as en-gb (day first), weeks from Monday.
    expect(hidden).toContain('01/03/2025');
  });

  it('typing an end digit by digit keeps a valid start (the year passes 0202 on the way to 2026)', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <Range initial={{ from: '2026-11-01', to: undefined }} onChange={onChange} />
      </LocalizationProvider>,
    );
    const [, toGroup] = screen.getAllByRole('group');
    await user.click(within(toGroup!).getAllByRole('spinbutton')[0]!);
    await user.keyboard('15122026');
    const ranges = onChange.mock.calls.map(([range]) => range);
    expect(ranges.some((range) => range.to === '0202-12-15')).toBe(true);
    expect(ranges.every((range) => range.from === '2026-11-01')).toBe(true);
    expect(ranges.at(-1)).toEqual({ from: '2026-11-01', to: '2026-12-15' });
  });
});

describe('LazyDateRangeFilter', () => {
  afterEach(() => i18next.changeLanguage('en'));

  const shown = () =>
    Array.from(document.querySelectorAll<HTMLInputElement>('input'))
      .map((input) => input.value)
      .filter(Boolean);

  it.each(['en', 'de'])(
    'stands in with the labels and the dates as the pickers show them (%s)',
    async (language) => {
      await i18next.changeLanguage(language);
      const range = { from: '2026-01-31', to: '2026-12-05', onChange: () => {} };
      render(<DateRangeFilter {...range} />);
      const pickers = shown();
      cleanup();
      render(<DateRangeStandIn {...range} />);
      expect(shown()).toEqual(pickers);
      expect(pickers).toEqual(
        language === 'de' ? ['31.01.2026', '05.12.2026'] : ['31/01/2026', '05/12/2026'],
      );
      expect(screen.getByLabelText(language === 'de' ? 'Von' : 'From')).toHaveProperty('readOnly', true);
    },
  );
});
