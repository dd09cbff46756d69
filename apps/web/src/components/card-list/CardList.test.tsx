import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { CardList, type CardListProps } from './CardList';
import { CardFact, ListCard } from './ListCard';

interface Row {
  resource_id: string;
  name: string;
}

const rows = (from: number, count: number): Row[] =>
  Array.from({ length: count }, (_, i) => ({ resource_id: `id-${from + i}`, name: `Row ${from + i}` }));

function renderList(props: Partial<CardListProps<Row>> = {}) {
  const onPaginationModelChange = vi.fn();
  const view = render(
    <MemoryRouter>
      <CardList<Row>
        label="Things"
        rows={rows(1, 3)}
        rowCount={3}
        paginationModel={{ page: 0, pageSize: 3 }}
        onPaginationModelChange={onPaginationModelChange}
        renderCard={(row) => (
          <ListCard title={row.name} subtitle="Subtitle" to={`/things/${row.resource_id}`}>
            <CardFact label="Label">Value of {row.name}</CardFact>
          </ListCard>
        )}
        {...props}
      />
    </MemoryRouter>,
  );
  return { ...view, onPaginationModelChange };
}

describe('CardList', () => {
  it('shows a named list of cards, each a heading link, and the range of the page', () => {
    renderList();
    const list = screen.getByRole('list', { name: 'Things' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    const link = within(items[0]!).getByRole('link', { name: 'Row 1' });
    expect(link.getAttribute('href')).toBe('/things/id-1');
    expect(within(items[0]!).getByRole('heading', { name: 'Row 1' })).toBeTruthy();
    expect(within(items[0]!).getByText('Value of Row 1')).toBeTruthy();
    const pager = screen.getByRole('navigation', { name: 'Pages of Things' });
    expect(within(pager).getByText('1–3 of 3')).toBeTruthy();
    // One page: neither way leads anywhere.
    for (const name of ['Previous', 'Next']) {
      expect((within(pager).getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(true);
    }
  });

  it('pages through the pagination model (0-based, as the grid counts)', async () => {
    const user = userEvent.setup();
    const { onPaginationModelChange } = renderList({
      rows: rows(11, 10),
      rowCount: 25,
      paginationModel: { page: 1, pageSize: 10 },
    });
    expect(screen.getByText('11–20 of 25')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPaginationModelChange).toHaveBeenLastCalledWith({ page: 2, pageSize: 10 });
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPaginationModelChange).toHaveBeenLastCalledWith({ page: 0, pageSize: 10 });
  });

  it('says so when there is nothing, and names the loading bar', () => {
    const { rerender } = renderList({ rows: [], rowCount: 0 });
    expect(screen.getByText('No entries')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    rerender(
      <MemoryRouter>
        <CardList<Row>
          label="Things"
          rows={[]}
          rowCount={0}
          loading
          paginationModel={{ page: 0, pageSize: 3 }}
          onPaginationModelChange={() => {}}
          renderCard={() => null}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy();
    expect(screen.queryByText('No entries')).toBeNull();
  });

  it('shows a load error with a retry', async () => {
    const onRetry = vi.fn();
    renderList({ error: new Error('boom'), onRetry });
    expect(screen.getByText('The list could not be loaded.')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('keeps a card without a target a plain heading, its actions as buttons of their own', () => {
    render(
      <ListCard title="No link" actions={<button type="button">Act</button>}>
        <CardFact label="Label">Value</CardFact>
      </ListCard>,
    );
    expect(screen.getByRole('heading', { name: 'No link' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('button', { name: 'Act' })).toBeTruthy();
  });
});
