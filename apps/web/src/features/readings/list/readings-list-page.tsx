import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { preloadDataTableUnlessPhone, useColumnVisibility } from '../../../components/data-table';
import { ListFilterPanel, useFilterChoicesWanted } from '../../../components/filter-panel';
import { ListPageTitle, lazyFilters, ResponsiveList } from '../../../components/list-page';
import { useSession } from '../../../lib/session';
import { ReadingCard } from '../../../resources/readings';
import { useIsPhone } from '../../../theme/use-is-phone';
import { READING_HIDDEN_COLUMNS } from './reading-filters';
import { useReadingFilterChips } from './use-reading-filter-chips';
import { useReadingFilterOptions } from './use-reading-filter-options';
import { useReadingsColumns } from './use-readings-columns';
import { useReadingsList } from './use-readings-list';

// A phone shows cards, and the filters only in a dialog: it loads neither the grid nor the filters (with
// the date pickers) before they are shown. Wider screens show both at once and start loading them here.
const LazyReadingsFilters = lazyFilters(() =>
  import('./readings-filters').then((module) => module.ReadingsFilters),
);
preloadDataTableUnlessPhone();

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
      <ListPageTitle home={t('navigation.dashboard')} title={t('readings.title')} />
      <ListFilterPanel {...filterChoices.panel} activeFilters={chips} list={list}>
        <LazyReadingsFilters list={list} options={options} showType={showType} />
      </ListFilterPanel>
      <ResponsiveList
        phone={phone}
        label={t('readings.title')}
        {...table}
        {...visibleColumns}
        renderCard={(reading) => <ReadingCard reading={reading} showTime={showTime} />}
        cardsTestId="readings-cards"
        onRowClick={(row) => navigate(`/readings/${row.resource_id}`)}
        disableVirtualization={disableVirtualization}
      />
    </Box>
  );
}
