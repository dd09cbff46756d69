import { METER_DEFAULT_ORDERING, type Meter } from '@portal/contracts';
import { useListPage } from '../../components/data-table';
import { METER_FIELD_TO_PARAM, meterKeys } from '../../resources/meters';
import { getMeters } from './api/get-meters';
import { METER_FILTER_NAMES, METER_ORDERING_FIELDS, METERS_TABLE_ID } from './meter-filters';

/**
 * The meters list page's state (see `useListPage`). `phone`: cards, PHONE_ROWS_PER_PAGE at a time until the
 * user picks another number.
 */
export function useMetersList(phone = false) {
  return useListPage<Meter>({
    tableId: METERS_TABLE_ID,
    queryKey: meterKeys.list,
    fetchPage: getMeters,
    defaultOrdering: METER_DEFAULT_ORDERING,
    filterNames: METER_FILTER_NAMES,
    orderingFields: METER_ORDERING_FIELDS,
    fieldToParam: METER_FIELD_TO_PARAM,
    phone,
  });
}
