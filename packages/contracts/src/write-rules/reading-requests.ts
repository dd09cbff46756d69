import type { PortalConfiguration } from '../configuration';
import { canCreateReadingRequest } from '../permissions/meters';
import type { Actor } from '../permissions/session';
import { isTodayOrLater, PLANNED_DATE_MESSAGES } from '../reading-requests-plain';
import { addError, newVerdict, type WriteVerdict } from './verdict';

export const READING_REQUEST_REFUSALS = {
  order: 'You may not order readings of this meter.',
  waitsForCheck:
    'This meter waits for its check: readings can be ordered once it is checked on its page, or with the import row that creates it.',
  endBeforeStart: 'The planned end cannot be before the planned start.',
} as const;

export interface NewReadingRequestInput {
  actor: Actor;
  config: PortalConfiguration;
  /** The meter's check; a meter the same write creates (an import's new meter) is checked by it. */
  meter: { needsCheck: boolean; createdByThisWrite?: boolean };
  start: string | Date;
  end: string | Date;
  now?: Date;
}

/**
 * May this new reading request be stored (the form, POST reading_requests/, an import row of mode 0)? The
 * meter's permission (ADD_READING_REQUEST, a checked meter), the planned period (both bounds today or
 * later wherever the user is, the end not before the start).
 */
export function judgeNewReadingRequest(input: NewReadingRequestInput): WriteVerdict {
  const { actor, config, meter, start, end, now = new Date() } = input;
  const verdict = newVerdict();
  const waits = meter.needsCheck && meter.createdByThisWrite !== true;
  if (!canCreateReadingRequest(actor, config, { needsCheck: waits }))
    verdict.refused.push({
      field: 'meter',
      message:
        waits && canCreateReadingRequest(actor, config, { needsCheck: false })
          ? READING_REQUEST_REFUSALS.waitsForCheck
          : READING_REQUEST_REFUSALS.order,
    });
  for (const [field, value] of [
    ['planned_reading_date', start],
    ['planned_reading_date_end', end],
  ] as const) {
    if (!isTodayOrLater(value, now, 'anywhere')) addError(verdict, field, PLANNED_DATE_MESSAGES[field]);
  }
  if (new Date(start) > new Date(end))
    addError(verdict, 'planned_reading_date_end', READING_REQUEST_REFUSALS.endBeforeStart);
  return verdict;
}
