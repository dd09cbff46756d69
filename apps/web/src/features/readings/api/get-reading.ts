import type { Reading } from '@portal/contracts';
import { objectQuery } from '../../../lib/object-query';
import { readingKeys } from '../../../resources/readings';

const reading = objectQuery<Reading>('readings', readingKeys.detail);

/** GET readings/{id}/: the reading detail page; waits while the id is not known. */
export const useReading = reading.use;
export const readingQueryOptions = reading.options;
