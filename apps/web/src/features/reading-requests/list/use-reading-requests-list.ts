import { READING_REQUEST_DEFAULT_ORDERING, type ReadingRequest } from '@portal/contracts';
import { useListPage } from '../../../components/data-table';
import { getReadingRequests, readingRequestKeys } from '../../../resources/reading-requests';
import { READING_REQUESTS_TABLE_ID, REQUEST_FILTER_NAMES, REQUEST_ORDERING_FIELDS } from './request-filters';
import { REQUEST_FIELD_TO_PARAM } from './use-request-columns';

/**
 * The reading requests list page's state (see `useListPage`). `fixedDelegate`: a meter reader sees only
 * the requests assigned to them, whatever the URL says.
 */
export function useReadingRequestsList(fixedDelegate: string | undefined) {
  return useListPage<ReadingRequest>({
    tableId: READING_REQUESTS_TABLE_ID,
    queryKey: readingRequestKeys.list,
    fetchPage: getReadingRequests,
    defaultOrdering: READING_REQUEST_DEFAULT_ORDERING,
    filterNames: REQUEST_FILTER_NAMES,
    orderingFields: REQUEST_ORDERING_FIELDS,
    fieldToParam: REQUEST_FIELD_TO_PARAM,
    scope: fixedDelegate
      ? ({ meter__building__property_manager__email: _manager, ...params }) => ({
          ...params,
          delegate: fixedDelegate,
        })
      : undefined,
  });
}
