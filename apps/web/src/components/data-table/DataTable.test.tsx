import type { GridColDef } from '@mui/x-data-grid';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render-with-providers';
import { DataTable, type DataTableProps } from './DataTable';

interface Building {
  resource_id: string;
  city: string;
  zip_code: string;
}

const rows: Building[] = [
  { resource_id: 'b1', city: 'Berlin', zip_code: '10115' },
  { resource_id: 'b2', city: 'Hamburg', zip_code: '20095' },
];
const columns: GridColDef<Building>[] = [
  { field: 'city', headerName: 'City', width: 150 },
  { field: 'zip_code', headerName: 'ZIP', width: 100 },
];

function renderTable(props: Partial<DataTableProps<Building>> = {}) {
  const handlers = {
    onPaginationModelChange: vi.fn(),
    onSortModelChange: vi.fn(),
    onSelectionChange: vi.fn(),
    onRowClick: vi.fn(),
    onColumnVisibilityModelChange: vi.fn(),
  };
  renderWithProviders(
    <DataTable<Building>
      label="Buildings"
      rows={rows}
      columns={columns}
      rowCount={25}
      paginationModel={{ page: 0, pageSize: 10 }}
      sortModel={[]}
      selectedIds={[]}
      disableVirtualization
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

describe('DataTable', () => {
  afterEach(() => i18next.changeLanguage('en'));

  it('renders the rows', () => {
    renderTable();
    const grid = screen.getByRole('grid', { name: 'Buildings' });
    expect(within(grid).getByText('Berlin')).toBeTruthy();
    expect(within(grid).getByText('20095')).toBeTruthy();
    expect(screen.getByText('1–10 of 25')).toBeTruthy();
  });

  it('asks the page to sort on the server when a header is clicked', async () => {
    const user = userEvent.setup();
    const { onSortModelChange } = renderTable();
    await user.click(screen.getByRole('columnheader', { name: 'ZIP' }));
    expect(onSortModelChange.mock.calls[0]![0]).toEqual([{ field: 'zip_code', sort: 'asc' }]);
  });

  it('asks the page for the next page (0-based)', async () => {
    const user = userEvent.setup();
    const { onPaginationModelChange } = renderTable();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(onPaginationModelChange.mock.calls[0]![0]).toEqual({ page: 1, pageSize: 10 });
  });

  it('offers the page sizes 10, 20, 50 and 100', async () => {
    const user = userEvent.setup();
    const { onPaginationModelChange } = renderTable();
    await user.click(screen.getByRole('combobox', { name: /rows per page/i }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['10', '20', '50', '100']);
    await user.click(options[2]!);
    expect(onPaginationModelChange.mock.calls[0]![0]).toEqual({ page: 0, pageSize: 50 });
  });

  it('reports selected ids (resource_id) and row clicks', async () => {
    const user = userEvent.setup();
    const { onSelectionChange, onRowClick } = renderTable();
    const hamburgRow = screen.getByText('Hamburg').closest<HTMLElement>('[role="row"]')!;
    await user.click(within(hamburgRow).getByRole('checkbox'));
    expect(onSelectionChange).toHaveBeenLastCalledWith(['b2']);
    expect(onRowClick).not.toHaveBeenCalled();
    await user.click(screen.getByText('Hamburg'));
    expect(onRowClick).toHaveBeenCalledWith(rows[1]);
  });

  it('opens a row with Enter on a focused cell, as a click does (keyboard users)', async () => {
    const user = userEvent.setup();
    const { onRowClick, onSelectionChange } = renderTable();
    const cell = screen.getByText('Hamburg').closest<HTMLElement>('[role="gridcell"]')!;
    cell.focus();
    await user.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenCalledWith(rows[1]);
    // Enter on the selection checkbox's cell does not open the row.
    onRowClick.mockClear();
    const hamburgRow = cell.closest<HTMLElement>('[role="row"]')!;
    within(hamburgRow).getAllByRole('gridcell')[0]!.focus();
    await user.keyboard('{Enter}');
    expect(onRowClick).not.toHaveBeenCalled();
    expect(onSelectionChange).not.toHaveBeenCalledWith(expect.anything());
  });

  it('"select all" selects the rows of the current page', async () => {
    const user = userEvent.setup();
    const { onSelectionChange } = renderTable({ selectedIds: ['other-page'] });
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    expect(new Set(onSelectionChange.mock.calls.at(-1)![0] as string[])).toEqual(
      new Set(['other-page', 'b1', 'b2']),
    );
  });

  it('opens the column selection from the toolbar and reports hidden columns', async () => {
    const user = userEvent.setup();
    const { onColumnVisibilityModelChange } = renderTable();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const city = await screen.findByRole('checkbox', { name: 'City' });
    await user.click(city);
    await waitFor(() => expect(onColumnVisibilityModelChange).toHaveBeenCalled());
    expect(onColumnVisibilityModelChange.mock.calls.at(-1)![0]).toMatchObject({ city: false });
  });

  it('shows a load error with a retry button', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    renderTable({ error: new Error('boom'), onRetry });
    expect(screen.getByRole('alert').textContent).toContain('The list could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('follows the language for the grid texts', async () => {
    await i18next.changeLanguage('de');
    renderTable();
    expect(screen.getByText('1–10 von 25')).toBeTruthy();
  });
});
