import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format-number';
import { LoadError } from '../load-error';
import { PlainIcon } from '../plain';
import '../plain/plain.css';
import './card-list.css';

/** Page (0-based, as the data grid counts) and rows per page. */
export interface CardListPagination {
  page: number;
  pageSize: number;
}

export interface CardListProps<T> {
  /** Accessible name of the list. */
  label: string;
  rows: readonly T[];
  /** Total number of rows on the server (`count` of the list answer). */
  rowCount: number;
  loading?: boolean;
  /** A load error: shown above the cards (a string as is, anything else as a general text). */
  error?: unknown;
  onRetry?: () => void;
  paginationModel: CardListPagination;
  onPaginationModelChange: (model: CardListPagination) => void;
  /** One card (usually a `ListCard`) per row. */
  renderCard: (row: T) => ReactNode;
  /** Default: the row's `resource_id`. */
  getRowId?: (row: T) => string | number;
  testId?: string;
}

const defaultRowId = (row: unknown) => (row as { resource_id: string }).resource_id;

/**
 * A server-paged list shown as cards (phones, where a data grid does not fit): the same rows, count,
 * loading state, error and pagination model as `DataTable` (spread a list page's `table` into it), with
 * a pager below the cards ("Previous", the range shown, "Next").
 */
export function CardList<T>(props: CardListProps<T>) {
  const { label, rows, rowCount, loading = false, error, onRetry, paginationModel, renderCard } = props;
  const { t, i18n } = useTranslation();
  const getRowId = props.getRowId ?? defaultRowId;
  const top = useRef<HTMLDivElement>(null);
  const { page, pageSize } = paginationModel;
  const from = rowCount === 0 ? 0 : page * pageSize + 1;
  const to = Math.min(rowCount, (page + 1) * pageSize);
  const goTo = (next: number) => {
    props.onPaginationModelChange({ page: next, pageSize });
    // The next page starts at its first card, not at the pager.
    top.current?.scrollIntoView?.({ block: 'start' });
  };
  const number = (value: number) => formatNumber(value, i18n.language);

  return (
    <div ref={top} data-testid={props.testId} className="card-list-frame">
      {/* In the gap above the cards, so they do not move while a page loads. */}
      {loading && (
        <div
          role="progressbar"
          aria-label={t('lists.cardList.loading')}
          className="p-progress card-list-loading"
        />
      )}
      {error !== undefined && error !== null && <LoadError error={error} onRetry={onRetry} />}
      {rows.length === 0 && !loading ? (
        <p className="card-list-empty">{t('lists.cardList.empty')}</p>
      ) : (
        <ul className="card-list" aria-label={label}>
          {rows.map((row) => (
            <li key={getRowId(row)}>{renderCard(row)}</li>
          ))}
        </ul>
      )}
      {rowCount > 0 && (
        <nav aria-label={t('lists.cardList.pages', { label })} className="card-list-pager">
          <button
            type="button"
            className="p-text-button"
            disabled={page === 0 || loading}
            onClick={() => goTo(page - 1)}
          >
            <PlainIcon name="previous" />
            {t('lists.cardList.previous')}
          </button>
          <p aria-live="polite" data-testid="card-list-range">
            {t('lists.cardList.range', { from: number(from), to: number(to), count: number(rowCount) })}
          </p>
          <button
            type="button"
            className="p-text-button"
            disabled={to >= rowCount || loading}
            onClick={() => goTo(page + 1)}
          >
            {t('lists.cardList.next')}
            <PlainIcon name="next" />
          </button>
        </nav>
      )}
    </div>
  );
}
