import { READING_FREQUENCY_PRESETS } from '@portal/contracts';

export type FrequencyPreset = keyof typeof READING_FREQUENCY_PRESETS;
export type FrequencyChoice = FrequencyPreset | 'custom';

export const FREQUENCY_PRESETS = Object.keys(READING_FREQUENCY_PRESETS) as FrequencyPreset[];

const normalise = (cron: string) => cron.trim().split(/\s+/).join(' ');

/** The preset a stored cron text matches (empty = none); any other value is custom (spec §4). */
export function frequencyChoiceOf(cron: string | null | undefined): FrequencyChoice {
  const value = normalise(cron ?? '');
  const preset = FREQUENCY_PRESETS.find((name) => READING_FREQUENCY_PRESETS[name] === value);
  return preset ?? 'custom';
}

/** Custom starts from the monthly-first value (spec §4). */
export const CUSTOM_FREQUENCY_START = READING_FREQUENCY_PRESETS.monthly_first;
