import { READING_REQUEST_DEFAULT_ORDERING, type ReadingRequest } from '@portal/contracts';
import { type PageParams, useListPage } from '../../../components/data-table';
import { getReadingRequests, readingRequestKeys } from '../../../resources/reading-requests';
import { READING_REQUESTS_TABLE_ID, REQUEST_FILTER_NAMES, REQUEST_ORDERING_FIELDS } from './request-filters';
import { REQUEST_FIELD_TO_PARAM } from './use-request-columns';

/**
 * The order of the cards on a phone, a meter reader's route: by planned start, then by street (GET
 * reading_requests/ takes several comma-joined orderings in `o`).
 */
export const PHONE_REQUEST_ORDERING = 'planned_reading_date,meter__building__street';

/**
 * The reading requests list page's state (see `useListPage`). `fixedDelegate`: a meter reader sees only
 * the requests assigned to them, whatever the URL says. `phone`: the cards have no sorting of their own;
 * they come in route order whatever the URL's `o` (the grid's sorting, kept for a wider screen), and
 * PHONE_ROWS_PER_PAGE at a time until the user picks another number.
 */
export function useReadingRequestsList(fixedDelegate: string | undefined, phone = false) {
  const scope = (params: PageParams): PageParams => {
    let scoped = params;
    if (fixedDelegate) {
      const { meter__building__property_manager__email: _manager, ...rest } = scoped;
      scoped = { ...rest, delegate: fixedDelegate };
    }
    return phone ? { ...scoped, o: PHONE_REQUEST_ORDERING } : scoped;
  };
  return useListPage<ReadingRequest>({
    tableId: READING_REQUESTS_TABLE_ID,
    queryKey: readingRequestKeys.list,
    fetchPage: getReadingRequests,
    defaultOrdering: READING_REQUEST_DEFAULT_ORDERING,
    filterNames: REQUEST_FILTER_NAMES,
    orderingFields: REQUEST_ORDERING_FIELDS,
    fieldToParam: REQUEST_FIELD_TO_PARAM,
    scope: fixedDelegate || phone ? scope : undefined,
    phone,
  });
}
