import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageBreadcrumbs } from '../../../components/breadcrumbs';
import { CardList } from '../../../components/card-list';
import {
  LazyDataTable,
  preloadDataTableUnlessPhone,
  useColumnVisibility,
} from '../../../components/data-table';
import { FilterPanel, useFilterChoicesWanted } from '../../../components/filter-panel';
import { PageLoading } from '../../../components/page-loading';
import { isWiderThanPhone, lazyPart } from '../../../lib/lazy-part';
import { useSession } from '../../../lib/session';
import { ReadingCard } from '../../../resources/readings';
import { useIsPhone } from '../../../theme/use-is-phone';
import { READING_HIDDEN_COLUMNS } from './reading-filters';
import type { ReadingsFiltersProps } from './readings-filters';
import { useReadingFilterChips } from './use-reading-filter-chips';
import { useReadingFilterOptions } from './use-reading-filter-options';
import { useReadingsColumns } from './use-readings-columns';
import { useReadingsList } from './use-readings-list';

// A phone shows cards, and the filters only in a dialog: it loads neither the grid nor the filters (with
// the date pickers) before they are shown. Wider screens show both at once and start loading them here.
const readingsFilters = lazyPart(() => import('./readings-filters').then((module) => module.ReadingsFilters));
preloadDataTableUnlessPhone();
if (isWiderThanPhone()) void readingsFilters.preload();

function LoadedReadingsFilters(props: ReadingsFiltersProps) {
  const ReadingsFilters = readingsFilters.useLoaded();
  return <ReadingsFilters {...props} />;
}

/**
 * /readings: server-paged readings with filters in the URL (search, dates, medium, type, applying
 * person, plausibility; building and meter from links), consumption columns hidden until chosen. A row
 * opens its reading (click or Enter). On a phone (below 600 px) the same list and URL state as cards,
 * the filters behind one button.
 */
export function ReadingsListPage({ disableVirtualization }: { disableVirtualization?: boolean } = {}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { configuration } = useSession();
  const phone = useIsPhone();
  const showType = configuration?.READING_REASON_FILTER === true;
  const { list, preferences, table } = useReadingsList(!showType, phone);
  const showTime = configuration?.SHOW_READINGTIME === true;
  const columns = useReadingsColumns(showTime);
  const visibleColumns = useColumnVisibility(columns, preferences, READING_HIDDEN_COLUMNS);
  const filterChoices = useFilterChoicesWanted(phone);
  const options = useReadingFilterOptions(filterChoices.wanted);
  const chips = useReadingFilterChips(list.filters, options);

  return (
    <Box data-testid="readings-page">
      <PageBreadcrumbs
        items={[{ label: t('navigation.dashboard'), to: '/' }, { label: t('readings.title') }]}
      />
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {t('readings.title')}
      </Typography>
      <FilterPanel
        {...filterChoices.panel}
        activeFilters={chips}
        onClearFilter={(name) => list.setFilter(name, undefined)}
        onReset={list.resetFilters}
      >
        <Suspense fallback={<PageLoading py={2} />}>
          <LoadedReadingsFilters
            filters={list.filters}
            setFilters={list.setFilters}
            options={options}
            showType={showType}
          />
        </Suspense>
      </FilterPanel>
      {phone ? (
        <CardList
          label={t('readings.title')}
          {...table}
          renderCard={(reading) => <ReadingCard reading={reading} showTime={showTime} />}
          testId="readings-cards"
        />
      ) : (
        <LazyDataTable
          label={t('readings.title')}
          {...table}
          {...visibleColumns}
          onRowClick={(row) => navigate(`/readings/${row.resource_id}`)}
          disableVirtualization={disableVirtualization}
        />
      )}
    </Box>
  );
}
