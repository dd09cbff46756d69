import { READING_DEFAULT_ORDERING, type Reading } from '@portal/contracts';
import { useListPage } from '../../../components/data-table';
import { readingKeys } from '../../../resources/readings';
import { getReadings } from '../api/get-readings';
import {
  READING_FIELD_TO_PARAM,
  READING_FILTER_NAMES,
  READING_ORDERING_FIELDS,
  READINGS_TABLE_ID,
} from './reading-filters';

/**
 * The readings list page's state (see `useListPage`): newest first, rows per page from the user's
 * settings, the chosen columns in the URL like the filters (spec §2). `withoutType`: the type filter is switched off (READING_REASON_FILTER), so a `type` in the
 * URL is not sent either. `phone`: cards, PHONE_ROWS_PER_PAGE at a time until the user picks another number.
 */
export function useReadingsList(withoutType: boolean, phone = false) {
  return useListPage<Reading>({
    tableId: READINGS_TABLE_ID,
    queryKey: readingKeys.list,
    fetchPage: getReadings,
    defaultOrdering: READING_DEFAULT_ORDERING,
    filterNames: withoutType ? READING_FILTER_NAMES.filter((name) => name !== 'type') : READING_FILTER_NAMES,
    orderingFields: READING_ORDERING_FIELDS,
    fieldToParam: READING_FIELD_TO_PARAM,
    phone,
    columnsInUrl: true,
  });
}
