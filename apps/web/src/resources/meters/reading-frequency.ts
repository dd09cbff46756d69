import { READING_FREQUENCY_PRESETS } from '@portal/contracts';

type Translate = (key: string) => string;

export type FrequencyPreset = keyof typeof READING_FREQUENCY_PRESETS;
export type FrequencyChoice = FrequencyPreset | 'custom';

export const FREQUENCY_PRESETS = Object.keys(READING_FREQUENCY_PRESETS) as FrequencyPreset[];

/** The choices of a reading frequency select, in the spec's order, custom last. */
export const FREQUENCY_CHOICES: FrequencyChoice[] = [...FREQUENCY_PRESETS, 'custom'];

/** Custom starts from the monthly-first value (spec §4). */
export const CUSTOM_FREQUENCY_START = READING_FREQUENCY_PRESETS.monthly_first;

const normalise = (cron: string) => cron.trim().split(/\s+/).join(' ');

/** The preset a stored cron text matches (empty = none); any other value is custom (spec §4). */
export function frequencyChoiceOf(cron: string | null | undefined): FrequencyChoice {
  const value = normalise(cron ?? '');
  return FREQUENCY_PRESETS.find((name) => READING_FREQUENCY_PRESETS[name] === value) ?? 'custom';
}

/** The cron text a choice stands for; custom starts from the monthly-first value. */
export function cronOfChoice(choice: FrequencyChoice): string {
  return choice === 'custom' ? CUSTOM_FREQUENCY_START : READING_FREQUENCY_PRESETS[choice];
}

/** The preset's name when the cron text is one of READING_FREQUENCY_PRESETS, else the cron text itself. */
export function readingFrequencyText(cron: string | null, t: Translate): string {
  const choice = frequencyChoiceOf(cron);
  if (choice === 'custom') return cron ?? '';
  return t(`meters.readingFrequency.${choice}`);
}
