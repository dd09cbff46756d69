import type { ReadingRequest, User } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useIdleAfter } from '../../../lib/use-idle-after';
import { isNetworkError, useOnline } from '../../../lib/use-online';
import { seedLastReadings, useOfflineSnapshot, useOutbox } from '../../../resources/offline';
import { PHONE_REQUEST_ORDERING } from '../list/use-reading-requests-list';

/** The list's table props (`useListPage().table`), as the grid and the cards take them. */
interface TableProps {
  rows: ReadingRequest[];
  rowCount: number;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  paginationModel: { page: number; pageSize: number };
  onPaginationModelChange: (model: { page: number; pageSize: number }) => void;
}

interface Options {
  user: User | undefined;
  /** The reader's e-mail when the user is a meter reader (their requests only), else undefined. */
  readerEmail: string | undefined;
  /** A meter reader: their open requests are kept on the device. */
  keep: boolean;
  /** The list's filters from the URL: the quick choices (today, this week, overdue) apply offline too. */
  filters: Record<string, string>;
  /** The list's own table props: the error tells a failed connection. */
  table: TableProps;
}

/** Whether a kept request passes the list's planned-date and overdue filters (the quick choices). */
function passes(request: ReadingRequest, filters: Record<string, string>) {
  const day = dayjs(request.planned_reading_date).format('YYYY-MM-DD');
  const after = filters.planned_reading_date_after;
  const before = filters.planned_reading_date_before;
  if (after && day < after) return false;
  if (before && day > before) return false;
  if (filters.overdue === 'true' && !request.overdue) return false;
  return true;
}

/**
 * The reading requests list without a connection. While online it keeps the user's open
 * requests in IndexedDB (route order; a meter reader's own); when the browser is offline, or the list
 * fails for want of a connection, `active` is true and `table` pages through the kept requests (with
 * the quick choices' filters) instead of the server's. `waiting` maps each request with a reading in the
 * outbox to that reading's state, so its card shows it and offers no second reading.
 */
export function useOfflineRequests({ user, readerEmail, keep, filters, table }: Options) {
  const online = useOnline();
  const params = useMemo(
    () => ({
      status: 'new',
      o: PHONE_REQUEST_ORDERING,
      ...(readerEmail ? { delegate: readerEmail } : {}),
    }),
    [readerEmail],
  );
  // Kept once the list has been shown and the browser is idle: its pages and newest readings cost a phone.
  const settled = useIdleAfter(!table.loading);
  const snapshot = useOfflineSnapshot(keep ? user : undefined, params, settled);
  const outbox = useOutbox(user?.resource_id);
  const [page, setPage] = useState(0);
  const active = keep && (!online || isNetworkError(table.error));
  const queryClient = useQueryClient();
  // The reading-new dialog's plausibility hint compares with the meter's newest reading: the kept one.
  useEffect(() => {
    if (active) seedLastReadings(queryClient, snapshot?.lastReadings);
  }, [active, queryClient, snapshot]);

  const waiting = useMemo(
    () => new Map(outbox.items.map((item) => [item.requestId, item.state] as const)),
    [outbox.items],
  );
  const rows = useMemo(
    () => (snapshot?.requests ?? []).filter((request) => passes(request, filters)),
    [snapshot, filters],
  );
  const { pageSize } = table.paginationModel;
  const pageCount = Math.max(1, Math.ceil(rows.length / pageSize));
  const current = Math.min(page, pageCount - 1);
  const offlineTable: TableProps = {
    rows: rows.slice(current * pageSize, (current + 1) * pageSize),
    rowCount: rows.length,
    loading: false,
    error: null,
    onRetry: table.onRetry,
    paginationModel: { page: current, pageSize },
    onPaginationModelChange: (model) => setPage(model.page),
  };
  return {
    active,
    online,
    savedAt: snapshot?.savedAt,
    table: active ? offlineTable : table,
    /** Offline: every open request kept on the device (a scan searches them). */
    kept: active ? (snapshot?.requests ?? []) : undefined,
    waiting,
  };
}
