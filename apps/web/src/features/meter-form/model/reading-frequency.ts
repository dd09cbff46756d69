import { READING_FREQUENCY_PRESETS } from '@portal/contracts';

export type FrequencyPreset = keyof typeof READING_FREQUENCY_PRESETS;
export type FrequencyChoice = FrequencyPreset | 'custom';

/** The choices of the reading frequency select, in the spec's order, custom last. */
export const FREQUENCY_CHOICES: FrequencyChoice[] = [
  ...(Object.keys(READING_FREQUENCY_PRESETS) as FrequencyPreset[]),
  'custom',
];

const normalise = (cron: string) => cron.trim().split(/\s+/).join(' ');

/** The preset a stored cron text matches (empty = none); any other value shows as custom (spec §4). */
export function frequencyChoiceOf(cron: string | null | undefined): FrequencyChoice {
  const value = normalise(cron ?? '');
  const presets = Object.keys(READING_FREQUENCY_PRESETS) as FrequencyPreset[];
  return presets.find((name) => READING_FREQUENCY_PRESETS[name] === value) ?? 'custom';
}

/** The cron text a choice stands for; custom starts from the monthly-first value (spec §4). */
export function cronOfChoice(choice: FrequencyChoice): string {
  return choice === 'custom' ? READING_FREQUENCY_PRESETS.monthly_first : READING_FREQUENCY_PRESETS[choice];
}

/** Where the cron help link points. */
export const CRON_HELP_URL = 'https://crontab.guru/';
