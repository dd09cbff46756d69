import { type PlausibilityReason, type ReadingRequest, valueWarnings } from '@portal/contracts';
import type { Dayjs } from 'dayjs';
import { useCallback } from 'react';
import { useLastReading } from '../api/get-last-reading';
import { numericValue } from './reading-form-schema';

export interface ValueWarning {
  reasons: PlausibilityReason[];
}

export interface ExpectedRange {
  low: number;
  high: number;
}

/** The request's expected range for an OBIS code, when the server computed one. */
export function expectedRangeOf(request: ReadingRequest, obis: string): ExpectedRange | null {
  const range = request.expected_values?.find((entry) => entry.obis === obis);
  return range ? { low: range.low, high: range.high } : null;
}

/**
 * The plausibility hint before saving (contracts `valueWarnings`): the request's expected range per OBIS
 * code and the meter's last reading. The last reading counts only when it lies before the chosen date
 * (a value recorded for an earlier day may well be lower). Null when there is nothing to warn about.
 */
export function useValueWarning(request: ReadingRequest, readingDate: Dayjs | null) {
  const lastReading = useLastReading(request.meter.resource_id).data ?? null;
  const lastCounts = Boolean(lastReading && readingDate?.isAfter(lastReading.reading_date));
  return useCallback(
    (obis: string, text: string): ValueWarning | null => {
      const value = numericValue(text);
      if (value === null) return null;
      const expected = expectedRangeOf(request, obis);
      const last = lastCounts ? lastReading?.results.find((result) => result.obis === obis)?.value : null;
      const reasons = valueWarnings(value, expected, last);
      return reasons.length ? { reasons } : null;
    },
    [request, lastReading, lastCounts],
  );
}
