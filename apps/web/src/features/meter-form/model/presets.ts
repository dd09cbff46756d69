import { DEFAULT_METER_PRESETS, type MeterPreset, type PhysicalMedium } from '@portal/contracts';

/** The preset of a medium: the session's presets first (app customization tables), then the defaults. */
export function presetFor(medium: PhysicalMedium | '', presets: MeterPreset[]): MeterPreset | undefined {
  if (!medium) return undefined;
  return (
    presets.find((preset) => preset.physical_medium === medium) ??
    DEFAULT_METER_PRESETS.find((preset) => preset.physical_medium === medium)
  );
}

const withCurrent = (options: string[], current: string[]) => [
  ...options,
  ...current.filter((value) => value && !options.includes(value)),
];

/** Units offered for a medium; a stored unit outside the preset stays choosable. */
export function unitOptions(medium: PhysicalMedium | '', presets: MeterPreset[], current = ''): string[] {
  return withCurrent(presetFor(medium, presets)?.physical_unit ?? [], [current]);
}

/** OBIS codes offered for a medium, plus codes the meter already has (custom ones). */
export function obisOptions(
  medium: PhysicalMedium | '',
  presets: MeterPreset[],
  current: string[],
): string[] {
  return withCurrent(presetFor(medium, presets)?.obis_codes ?? [], current);
}

/** The first unit of the medium (preselected on a medium change). */
export const firstUnit = (medium: PhysicalMedium | '', presets: MeterPreset[]) =>
  presetFor(medium, presets)?.physical_unit[0] ?? '';

/** For a new meter: the medium's first OBIS code, except for electricity (the counter wizard decides). */
export function defaultObisCodes(medium: PhysicalMedium | '', presets: MeterPreset[]): string[] {
  if (!medium || medium === 'electricity') return [];
  const first = presetFor(medium, presets)?.obis_codes[0];
  return first ? [first] : [];
}
