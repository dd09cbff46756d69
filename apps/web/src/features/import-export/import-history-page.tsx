import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import {
  canImport,
  JOB_STATES,
  type Job,
  type PortalConfiguration,
  TRANSFER_MODE_IDS,
  transferModeIds,
  uploadModeIds,
} from '@portal/contracts';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageBreadcrumbs } from '../../components/breadcrumbs';
import { CardList } from '../../components/card-list';
import {
  CellContent,
  LazyDataTable,
  preloadDataTableUnlessPhone,
  useColumnVisibility,
  useListPage,
} from '../../components/data-table';
import { type ActiveFilter, FilterSelect, ListFilterPanel } from '../../components/filter-panel';
import { PageLoading } from '../../components/page-loading';
import type { SelectOption } from '../../components/select-options';
import { formatDateTime } from '../../lib/format-date';
import { useSession } from '../../lib/session';
import { useIsPhone } from '../../theme/use-is-phone';
import { getImportJobs } from './api/get-import-jobs';
import { importKeys } from './api/upload-import';
import { ImportCard } from './import-card';
import { modeIdOf, resultSummary } from './import-history-text';
import { ImportJobReport, JobStateChip } from './import-job-report';
import { importRefusalKey } from './transfer-access';

const KEY = 'importExport.history';

/** The history's key in the user's web-portal settings (rows per page, chosen columns). */
export const IMPORT_HISTORY_TABLE_ID = 'importHistory';

/** The URL/API parameters of the history that are filters (GET jobs/ takes them as they are). */
export const IMPORT_HISTORY_FILTERS = ['mode', 'state', 'dry_run'] as const;
type FilterName = (typeof IMPORT_HISTORY_FILTERS)[number];

/** The URL parameter naming the job whose report is open (`?job=<id>`). */
const JOB_PARAM = 'job';

// A phone shows cards and never loads the grid; wider screens start loading it here.
preloadDataTableUnlessPhone();

/**
 * /import-export/history: the company's imports and checks, newest first and server-paged,
 * filtered by mode, state and check or import; a row (or its file name) opens its report, and
 * `?job=<id>` opens one directly (the import's refused-rows alert links there). Only for those who import.
 * On a phone (below 600 px) the same list and URL state as cards, the filters behind one button.
 */
export function ImportHistoryPage({ disableVirtualization }: { disableVirtualization?: boolean } = {}) {
  const { t } = useTranslation();
  const { actor, configuration } = useSession();

  if (!actor || !configuration) return <PageLoading />;
  const allowed = canImport(actor, configuration);
  return (
    <Box data-testid="import-history-page">
      <PageBreadcrumbs
        items={[
          { label: t('buildings.home'), to: '/' },
          { label: t('navigation.admin.import_export') },
          { label: t(`${KEY}.title`) },
        ]}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 2, mb: 2 }}>
        <Typography variant="h5" component="h1">
          {t(`${KEY}.title`)}
        </Typography>
        {allowed && (
          <Link
            component={RouterLink}
            to={`/import-export/import/${uploadModeIds(configuration)[0]}`}
            data-testid="history-to-import"
          >
            {t(`${KEY}.toImport`)}
          </Link>
        )}
      </Box>
      {allowed ? (
        <ImportHistory configuration={configuration} disableVirtualization={disableVirtualization} />
      ) : (
        <Alert severity="info" data-testid="import-not-allowed">
          {t(importRefusalKey(actor, configuration))}
        </Alert>
      )}
    </Box>
  );
}

function ImportHistory({
  configuration,
  disableVirtualization,
}: {
  configuration: PortalConfiguration;
  disableVirtualization?: boolean;
}) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const [searchParams, setSearchParams] = useSearchParams();
  const openJob = searchParams.get(JOB_PARAM) || undefined;
  const { list, preferences, table } = useListPage<Job>({
    tableId: IMPORT_HISTORY_TABLE_ID,
    queryKey: importKeys.list,
    fetchPage: getImportJobs,
    defaultOrdering: '-created',
    filterNames: IMPORT_HISTORY_FILTERS,
    orderingFields: ['created'],
    phone,
  });
  // Replaces the entry, as the filters do: the back button leaves the page rather than a report.
  const setOpenJob = useCallback(
    (id: string | undefined) =>
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (id) next.set(JOB_PARAM, id);
          else next.delete(JOB_PARAM);
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  const columns = useImportHistoryColumns(setOpenJob);
  const visibleColumns = useColumnVisibility(columns, preferences);
  const options = useFilterOptions(configuration);
  const chips: ActiveFilter[] = Object.entries(list.filters).flatMap(([name, value]) => {
    const choices = options[name as FilterName];
    if (!choices) return [];
    const label = choices.find((option) => option.value === value)?.label ?? value;
    return [{ name, label: t(`${KEY}.filters.${name}`), value: label }];
  });

  return (
    <>
      <ListFilterPanel variant={phone ? 'dialog' : 'inline'} activeFilters={chips} list={list}>
        {IMPORT_HISTORY_FILTERS.map((name) => (
          <FilterSelect
            key={name}
            label={t(`${KEY}.filters.${name}`)}
            value={list.filters[name]}
            options={options[name]}
            onChange={(value) => list.setFilters({ [name]: value })}
            testId={`history-filter-${name}`}
          />
        ))}
      </ListFilterPanel>
      {phone ? (
        <CardList
          label={t(`${KEY}.title`)}
          {...table}
          renderCard={(job) => <ImportCard job={job} onOpen={setOpenJob} />}
          testId="import-history-cards"
        />
      ) : (
        <LazyDataTable
          label={t(`${KEY}.title`)}
          {...table}
          {...visibleColumns}
          onRowClick={(row) => setOpenJob(row.resource_id)}
          disableVirtualization={disableVirtualization}
        />
      )}
      <ImportJobReport jobId={openJob} onClose={() => setOpenJob(undefined)} />
    </>
  );
}

/** The filters' choices: the modes of this build (IMPORT_MODES and readings), the states, check or import. */
function useFilterOptions(configuration: PortalConfiguration): Record<FilterName, SelectOption[]> {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      mode: transferModeIds(configuration).map((id) => ({
        value: TRANSFER_MODE_IDS[id]!,
        label: t(`importExport.modes.${id}`),
      })),
      state: JOB_STATES.map((state) => ({ value: state, label: t(`${KEY}.states.${state}`) })),
      dry_run: ['true', 'false'].map((value) => ({ value, label: t(`${KEY}.dryRunFilter.${value}`) })),
    }),
    [configuration, t],
  );
}

/** A cell's text on up to two lines (a row is 52 px high), cut with an ellipsis after. */
const TWO_LINES = {
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  whiteSpace: 'normal',
  lineHeight: 1.3,
} as const;

/**
 * The history's columns: started, file (a button opening the report), mode, check or import, state, what
 * it did, started by. Only the start orders (GET jobs/ orders by `created`).
 */
function useImportHistoryColumns(open: (id: string) => void): GridColDef<Job>[] {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const header = (name: string) => t(`${KEY}.columns.${name}`);
    return [
      {
        field: 'created',
        headerName: header('created'),
        // "Nov 24, 2026, 12:15 PM" with the sort arrow.
        width: 185,
        valueGetter: (_value, row) => formatDateTime(row.created, language),
      },
      {
        field: 'file_name',
        headerName: header('file_name'),
        minWidth: 180,
        flex: 1,
        sortable: false,
        renderCell: ({ row }) => (
          <CellContent>
            <Link
              component="button"
              type="button"
              onClick={(event) => {
                event.stopPropagation();
                open(row.resource_id);
              }}
              title={row.file_name}
              sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', textAlign: 'left' }}
              data-testid="history-open-report"
            >
              {row.file_name}
            </Link>
          </CellContent>
        ),
      },
      {
        field: 'mode',
        headerName: header('mode'),
        // "Buildings and meters" in full.
        width: 155,
        sortable: false,
        valueGetter: (_value, row) => t(`importExport.modes.${modeIdOf(row.mode)}`),
      },
      {
        field: 'dry_run',
        headerName: header('dry_run'),
        width: 110,
        sortable: false,
        valueGetter: (_value, row) => t(`${KEY}.dryRun.${row.dry_run}`),
      },
      {
        field: 'state',
        headerName: header('state'),
        // A running job's chip with its rows ("Läuft: 12.000 / 20.000").
        width: 160,
        sortable: false,
        renderCell: ({ row }) => (
          <CellContent>
            <JobStateChip job={row} />
          </CellContent>
        ),
      },
      {
        field: 'summary',
        headerName: header('summary'),
        minWidth: 240,
        flex: 2,
        sortable: false,
        valueGetter: (_value, row) => resultSummary(row, t, language),
        // Two lines of it; many counts may not fit: the whole summary as the cell's tooltip.
        renderCell: ({ value }) => (
          <CellContent>
            <Box component="span" title={value} sx={TWO_LINES}>
              {value}
            </Box>
          </CellContent>
        ),
      },
      {
        field: 'created_by',
        headerName: header('created_by'),
        minWidth: 200,
        flex: 1,
        sortable: false,
        valueGetter: (_value, row) => row.created_by ?? '',
        renderCell: ({ value }) => <span title={value}>{value}</span>,
      },
    ] satisfies GridColDef<Job>[];
  }, [t, language, open]);
}
