import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type HistoryEntry, LIMITS } from '@portal/contracts';
import type { QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerList } from '../../components/data-table';
import { PageLoading } from '../../components/page-loading';
import { formatDateTime } from '../../lib/format-date';
import { getHistory, type HistoryObjectType, type HistoryParams } from './get-history';
import {
  historyActorName,
  historyFieldLabel,
  historyValueText,
  inFieldOrder,
  type ValueContext,
} from './history-text';

const PAGE_SIZE = 20;

export interface HistoryTableProps {
  objectType: HistoryObjectType;
  objectId: string;
  /** The key of one page, below the object's detail key (e.g. `meterKeys.history`): a change of it refreshes the history. */
  queryKey: (id: string, params: HistoryParams) => QueryKey;
}

/**
 * An object's history (`<collection>/{id}/history/`), newest first and server-paged: one row per changed
 * field, the first of each change carrying when, who and what was done (created, changed, deleted).
 */
export function HistoryTable({ objectType, objectId, queryKey }: HistoryTableProps) {
  const { t } = useTranslation();
  const [pagination, setPagination] = useState({ page: 0, pageSize: PAGE_SIZE });
  const server = useServerList<HistoryEntry, HistoryParams>({
    queryKey: (params) => queryKey(objectId, params),
    params: { page: pagination.page + 1, page_size: pagination.pageSize },
    fetchPage: (params, signal) => getHistory(objectType, objectId, params, signal),
  });

  if (server.error) {
    return (
      <Alert
        severity="error"
        data-testid="history-error"
        action={
          <Button color="inherit" size="small" onClick={server.refetch}>
            {t('common.actions.retry')}
          </Button>
        }
      >
        {t('history.loadError')}
      </Alert>
    );
  }
  if (server.rows.length === 0) {
    return server.loading ? (
      <PageLoading py={4} />
    ) : (
      <Typography color="textSecondary" sx={{ py: 2 }} data-testid="history-empty">
        {t('history.empty')}
      </Typography>
    );
  }
  return (
    <Stack data-testid="history-table">
      {/* The rows of the previous page stay while the next one loads. */}
      <Box sx={{ height: 4 }}>{server.loading && <LinearProgress aria-label={t('common.loading')} />}</Box>
      {/* Scrolls sideways on phones: a scrolling region must be reachable by keyboard. */}
      <TableContainer tabIndex={0} role="region" aria-label={t('history.title')}>
        <Table size="small" aria-label={t('history.title')} sx={{ minWidth: 720 }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('history.columns.at')}</TableCell>
              <TableCell>{t('history.columns.actor')}</TableCell>
              <TableCell>{t('history.columns.action')}</TableCell>
              <TableCell>{t('history.columns.field')}</TableCell>
              <TableCell>{t('history.columns.change')}</TableCell>
            </TableRow>
          </TableHead>
          {server.rows.map((entry) => (
            <EntryRows key={entry.id} entry={entry} objectType={objectType} />
          ))}
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={server.count}
        page={pagination.page}
        rowsPerPage={pagination.pageSize}
        rowsPerPageOptions={[...LIMITS.pageSizeOptions]}
        onPageChange={(_event, page) => setPagination((current) => ({ ...current, page }))}
        onRowsPerPageChange={(event) => setPagination({ page: 0, pageSize: Number(event.target.value) })}
      />
    </Stack>
  );
}

/** One recorded change: a row group with a row per changed field. */
function EntryRows({ entry, objectType }: { entry: HistoryEntry; objectType: HistoryObjectType }) {
  const { t, i18n } = useTranslation();
  const changes = entry.changes.length > 0 ? inFieldOrder(objectType, entry.changes) : [undefined];
  const span = changes.length;
  // Fields may repeat (two hidden contractors both read `contractors[<HIDDEN_ID>]`): each key counts its field.
  const keys = changes.map(
    (change, index) =>
      `${change?.field}#${changes.slice(0, index).filter((other) => other?.field === change?.field).length}`,
  );
  const top = { verticalAlign: 'top' } as const;
  return (
    <TableBody data-testid="history-entry">
      {changes.map((change, index) => {
        // Inside one change the fields are separated lightly; the change ends with the usual line.
        const inner = index < span - 1 ? { borderBottomStyle: 'dotted' } : {};
        const context: ValueContext = { objectType, field: change?.field ?? '', language: i18n.language, t };
        return (
          <TableRow key={keys[index]} data-testid="history-change">
            {index === 0 && (
              <>
                <TableCell
                  rowSpan={span}
                  component="th"
                  scope="rowgroup"
                  sx={{ ...top, whiteSpace: 'nowrap' }}
                >
                  {formatDateTime(entry.at, i18n.language)}
                </TableCell>
                <TableCell rowSpan={span} sx={top}>
                  <Actor actor={entry.actor} />
                </TableCell>
                <TableCell rowSpan={span} sx={top}>
                  {t(`history.actions.${entry.action}`)}
                </TableCell>
              </>
            )}
            <TableCell sx={inner}>
              {change
                ? historyFieldLabel(objectType, change.field, t, entry.labels)
                : t('history.values.none')}
            </TableCell>
            <TableCell sx={inner}>
              {change && (
                <Change action={entry.action} before={change.before} after={change.after} context={context} />
              )}
            </TableCell>
          </TableRow>
        );
      })}
    </TableBody>
  );
}

function Actor({ actor }: { actor: HistoryEntry['actor'] }) {
  const { t } = useTranslation();
  return (
    <>
      <Box component="span" sx={{ display: 'block' }}>
        {historyActorName(actor, t)}
      </Box>
      {actor.kind === 'user' && actor.company_name && (
        <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
          {actor.company_name}
        </Box>
      )}
    </>
  );
}

interface ChangeProps {
  action: HistoryEntry['action'];
  before: unknown;
  after: unknown;
  context: ValueContext;
}

/** Before → after; a created object shows only the new value, a deleted one only the old. */
function Change({ action, before, after, context }: ChangeProps) {
  if (action === 'insert') return <Value value={after} context={context} />;
  if (action === 'delete') return <Value value={before} context={context} old />;
  // A field recorded without its values (a password): only that it changed.
  if (before === null && after === null) return <>{context.t('history.values.changed')}</>;
  return (
    <>
      <Value value={before} context={context} old /> → <Value value={after} context={context} />
    </>
  );
}

function Value({ value, context, old = false }: { value: unknown; context: ValueContext; old?: boolean }) {
  return (
    <Box
      component="span"
      sx={old ? { color: 'text.secondary' } : undefined}
      data-testid={old ? 'history-before' : 'history-after'}
    >
      {historyValueText(value, context)}
    </Box>
  );
}
