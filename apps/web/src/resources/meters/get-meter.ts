import type { Meter } from '@portal/contracts';
import { objectQuery } from '../../lib/object-query';
import { meterKeys } from './keys';

const meter = objectQuery<Meter>('meters', meterKeys.detail);

/** GET meters/{id}/: the meter page, the meter form, a new reading request, the sub-meters view. */
export const getMeter = meter.get;
export const meterQueryOptions = meter.options;
/** The meter of a page; pass undefined while the id is not known (the query then waits). */
export const useMeter = meter.use;
