import {
  type Actor,
  canChooseCommercialConsumer,
  canChooseEnergySupplier,
  isMeterReader,
  isScheduler,
  type PortalConfiguration,
  READING_REQUEST_ORDERING,
  type ReadingRequestFilter,
  type ReadingRequestStatus,
} from '@portal/contracts';

/** URL/API parameters of the reading requests list that are filters (the contracts' filters and search). */
export const REQUEST_FILTER_NAMES = [
  'search',
  'created_after',
  'created_before',
  'planned_reading_date_after',
  'planned_reading_date_before',
  'delegate',
  'delegate__isnull',
  'meter__building__property_manager__email',
  'status',
  'status_note',
  'physical_medium',
  'meter__status',
  'commercial_consumer',
  'energy_supplier',
  'meter_reading_service',
  'overdue',
  // Only from the dashboard's task links (shown as chips, no controls): how a request came to be, whether
  // a contractor created it, main or sub-meter.
  'origin',
  'created_by_contractor',
  'meter__main_meter__isnull',
] as const satisfies ReadonlyArray<ReadingRequestFilter | 'search'>;
export type RequestFilterName = (typeof REQUEST_FILTER_NAMES)[number];

export const REQUEST_ORDERING_FIELDS: readonly string[] = READING_REQUEST_ORDERING;
export const READING_REQUESTS_TABLE_ID = 'readingRequests';

/** The states the status filter offers (spec §2). */
export const REQUEST_FILTER_STATUSES = [
  'new',
  'rejected',
  'success',
] as const satisfies ReadingRequestStatus[];

/** Which filters of the list this user sees or may change (spec §2, "Visibility"). */
export interface RequestFilterVisibility {
  /** A meter reader: the delegate filter is fixed to the reader, assignee and property manager locked. */
  reader: boolean;
  commercialConsumer: boolean;
  energySupplier: boolean;
  meterReadingService: boolean;
}

export function requestFilterVisibility(
  actor: Actor | null,
  configuration: PortalConfiguration | undefined,
): RequestFilterVisibility {
  if (!actor || !configuration) {
    return { reader: false, commercialConsumer: false, energySupplier: false, meterReadingService: false };
  }
  return {
    reader: isMeterReader(actor),
    // A scheduler of an energy supplier or meter reading service.
    commercialConsumer: canChooseCommercialConsumer(actor),
    // A scheduler of a commercial consumer or meter reading service (supplier feature on).
    energySupplier: canChooseEnergySupplier(actor, configuration),
    // A scheduler of any company but a meter reading service. The contracts have no predicate for this
    // filter (canChooseMeterReadingService is the meter field's rule, which excludes the administration).
    meterReadingService:
      isScheduler(actor) &&
      actor.companyType !== 'meter_reading_service' &&
      configuration.HAS_METER_READING_SERVICE_FEATURE,
  };
}
