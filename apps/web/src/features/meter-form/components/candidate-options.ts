import { meterTitle } from '../../../resources/meters';
import type { MeterCandidate } from '../api/get-meter-candidates';
import type { SelectOption } from './form-select-field';

/** Candidates as options, the stored choice kept when the list does not hold it; "none" first. */
export function candidateOptions(
  none: string,
  candidates: MeterCandidate[],
  stored?: { url: string; meter_id: string } | null,
): SelectOption[] {
  const options = candidates.map((meter) => ({ value: meter.url, label: meterTitle(meter) }));
  if (stored && !candidates.some((meter) => meter.url === stored.url))
    options.push({ value: stored.url, label: stored.meter_id });
  return [{ value: '', label: none }, ...options];
}
