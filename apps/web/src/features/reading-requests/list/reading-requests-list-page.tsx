import Box from '@mui/material/Box';
import { canDispatchReadingRequest, isMeterReader, type ReadingRequest } from '@portal/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useBulkSelection } from '../../../components/bulk-action-panel';
import { preloadDataTableUnlessPhone, useColumnVisibility } from '../../../components/data-table';
import { FilterPanel, useFilterChoicesWanted } from '../../../components/filter-panel';
import { ListPageTitle, lazyFilters, ResponsiveList } from '../../../components/list-page';
import { PageLoading } from '../../../components/page-loading';
import { useSession } from '../../../lib/session';
import { useIsPhone } from '../../../theme/use-is-phone';
import { ReadingRequestsBulkPanel } from '../bulk/reading-requests-bulk-panel';
import { OfflineBanner } from '../offline/offline-banner';
import { OutboxChip } from '../offline/outbox-chip';
import { OutboxPanel } from '../offline/outbox-panel';
import { useOfflineRequests } from '../offline/use-offline-requests';
import { ScanButton } from '../scan/scan-button';
import { RequestCard, requestTarget } from './request-card';
import { requestFilterVisibility } from './request-filters';
import { RequestQuickChoice } from './request-quick-choice';
import { useReadingRequestsList } from './use-reading-requests-list';
import { REQUEST_HIDDEN_COLUMNS, useRequestColumns } from './use-request-columns';
import { useRequestFilterChips } from './use-request-filter-chips';
import { useRequestFilterOptions } from './use-request-filter-options';
import { useRequestStartQuery } from './use-request-start-query';
import { useRowAddReading } from './use-row-add-reading';
import { useRowDelete } from './use-row-delete';

// A phone shows cards, and the filters only in a dialog: it loads neither the grid nor the filters (with
// the date pickers) before they are shown. Wider screens show both at once and start loading them here.
const LazyRequestFilters = lazyFilters(() =>
  import('./reading-requests-filters').then((module) => module.ReadingRequestsFilters),
);
preloadDataTableUnlessPhone();

interface ListProps {
  disableVirtualization?: boolean;
}

/**
 * /reading-requests: server-paged reading requests with filters, bulk actions, and per row the add-reading
 * dialog and a delete icon.
 * Alias query names (`delegates`, `states`) are rewritten before the list starts; a meter reader's list
 * opens on their open requests.
 * On a phone (below 600 px) the same list and URL state as cards in route order: the quick choice
 * (today, this week, overdue) first, the filters behind one button, then the cards and a pager.
 * Offline: the readings waiting to be sent above the list; for a meter reader the open
 * requests kept on the device stand in for the server's while there is no connection.
 */
export function ReadingRequestsListPage(props: ListProps = {}) {
  const { actor } = useSession();
  const startPending = useRequestStartQuery(actor ? isMeterReader(actor) : undefined);
  return startPending ? <PageLoading /> : <ReadingRequestsList {...props} />;
}

function ReadingRequestsList({ disableVirtualization }: ListProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { actor, configuration, user } = useSession();
  const phone = useIsPhone();
  const visibility = requestFilterVisibility(actor, configuration);
  const reader =
    visibility.reader && user ? { email: user.email, name: user.employee.name || user.email } : undefined;
  const { list, preferences, table: serverTable } = useReadingRequestsList(reader?.email, phone);
  const offline = useOfflineRequests({
    user,
    readerEmail: reader?.email,
    // A meter reader's round: their open requests kept on the device (the office works online).
    keep: Boolean(reader),
    filters: list.filters,
    table: serverTable,
  });
  const table = { ...serverTable, ...offline.table };
  const rowDelete = useRowDelete();
  const rowAddReading = useRowAddReading();
  const rowActions = useCallback(
    (row: ReadingRequest) => (
      <>
        {offline.waiting.has(row.resource_id) ? null : rowAddReading.action(row)}
        {rowDelete.actions(row)}
      </>
    ),
    [rowAddReading.action, rowDelete.actions, offline.waiting],
  );
  const cardActions = (request: ReadingRequest) => {
    const waiting = offline.waiting.get(request.resource_id);
    if (waiting) return <OutboxChip state={waiting} />;
    const remove = rowDelete.actions(request);
    const add = rowAddReading.cardAction(request);
    return remove || add ? (
      <>
        {remove}
        {add}
      </>
    ) : undefined;
  };
  const columns = useRequestColumns(rowActions);
  const visibleColumns = useColumnVisibility(columns, preferences, REQUEST_HIDDEN_COLUMNS);
  const filterChoices = useFilterChoicesWanted(phone);
  const options = useRequestFilterOptions(visibility, filterChoices.wanted);
  const filterChips = useRequestFilterChips(
    reader ? { ...list.filters, delegate: reader.email } : list.filters,
    reader ? { ...options, delegates: [{ value: reader.email, label: reader.name }] } : options,
  );
  // The reader's own assignee filter cannot be removed: its chip has no delete icon, and it is not counted.
  const chips = reader
    ? filterChips.map((chip) => (chip.name === 'delegate' ? { ...chip, deletable: false } : chip))
    : filterChips;
  const selection = useBulkSelection({
    allowed: Boolean(actor && canDispatchReadingRequest(actor)),
    testId: 'requests-bulk-open',
  });

  return (
    <Box data-testid="reading-requests-page">
      <ListPageTitle home={t('navigation.dashboard')} title={t('readingRequests.title')} />
      <OutboxPanel userId={user?.resource_id} />
      {offline.active && <OfflineBanner savedAt={offline.savedAt} />}
      {reader && (
        <ScanButton readerEmail={reader.email} kept={offline.kept} onFound={rowAddReading.openFor} />
      )}
      {phone && <RequestQuickChoice filters={list.filters} setFilters={list.setFilters} />}
      <FilterPanel
        {...filterChoices.panel}
        activeFilters={chips}
        onClearFilter={(name) => {
          // The reader's own assignee filter cannot be removed.
          if (!(reader && name === 'delegate')) list.setFilter(name, undefined);
        }}
        onReset={list.resetFilters}
      >
        <LazyRequestFilters list={list} visibility={visibility} options={options} reader={reader} />
      </FilterPanel>
      <ResponsiveList
        phone={phone}
        label={t('readingRequests.title')}
        {...table}
        {...selection.table}
        {...visibleColumns}
        renderCard={(request) => <RequestCard request={request} actions={cardActions(request)} />}
        cardsTestId="reading-requests-cards"
        onRowClick={(row) => {
          // Only a request with a reading leads somewhere: its reading.
          const target = requestTarget(row);
          if (target) navigate(target);
        }}
        disableVirtualization={disableVirtualization}
      />
      {rowDelete.confirmDialog}
      {rowAddReading.addReadingDialog}
      {selection.allowed && <ReadingRequestsBulkPanel {...selection.panel} />}
    </Box>
  );
}
