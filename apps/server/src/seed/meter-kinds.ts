import {
  type Appearance,
  DEFAULT_METER_PRESETS,
  type MeterPreset,
  type PhysicalMedium,
} from '@portal/contracts';
import type { Season } from './types';

/** How a medium's meters look in the demo data. */
export interface MediumProfile {
  /** Appearances allowed for the medium (spec "Appearances and allowed appearance per medium"). */
  appearances: readonly Appearance[];
  /** Manufacturer-style prefixes of meter numbers (medium digit + maker code where one exists). */
  prefixes: readonly string[];
  /** Typical advance per month in the preset's first unit: [min, max]. */
  monthly: readonly [number, number];
  season: Season;
  decimals: number;
  /** Exhaust meters show a concentration, not a counter: they get no readings. */
  readable: boolean;
  labels: readonly string[];
}

const HOME = ['mechanical_black', 'mechanical_white', 'lcd', 'auto'] as const;

function profile(
  appearances: readonly Appearance[],
  prefixes: readonly string[],
  monthly: readonly [number, number],
  season: Season,
  decimals: number,
  labels: readonly string[],
  readable = true,
): MediumProfile {
  return { appearances, prefixes, monthly, season, decimals, readable, labels };
}

export const MEDIUM_PROFILES: Record<PhysicalMedium, MediumProfile> = {
  electricity: profile(
    ['{hash}', 'mechanical_black', 'mechanical_white', 'lcd_edl21', 'lcd', 'auto', 'manual'],
    ['1ESY11605', '1EMH00', '1ISK00', '1LGZ00', '1EBZ01'],
    [150, 300],
    'flat',
    1,
    ['Allgemeinstrom'],
  ),
  reactive_energy: profile(HOME, ['1EMH00', '1LGZ00'], [400, 1500], 'flat', 1, [
    'Blindarbeit Trafo 1',
    'Blindarbeit Hauptverteilung',
  ]),
  gas: profile(
    ['auto_de_gas_home', 'mechanical_black', 'mechanical_white', 'lcd', 'auto'],
    ['7ELS88', '7ITR01', '7PIP02'],
    [35, 55],
    'heating',
    3,
    ['Gasheizung Keller', 'Gastherme Heizraum'],
  ),
  lpg: profile(['mechanical_black', 'mechanical_white', 'auto'], ['7RMG05'], [80, 250], 'heating', 1, [
    'Flüssiggastank Hof',
  ]),
  water: profile(['auto_de_water_home', ...HOME], ['8WMZ', '8ZRI', '8SEN'], [6, 9], 'flat', 3, [
    'Hauswasserzähler',
    'Hauswasseranschluss Keller',
  ]),
  water_cold: profile(['auto_de_water_home', ...HOME], ['8ZRI', '8SEN'], [3, 6], 'flat', 3, [
    'Kaltwasser Bad',
    'Kaltwasser Küche',
  ]),
  water_warm: profile(['auto_de_water_home', ...HOME], ['9ZRI', '9SEN'], [1.5, 3.5], 'flat', 3, [
    'Warmwasser Bad',
    'Warmwasser Küche',
  ]),
  heat: profile(['lcd', 'auto'], ['6KAM', '6ITR', '6ENG'], [500, 900], 'heating', 0, [
    'Fernwärme Übergabestation',
    'Wärmemengenzähler Heizkreis',
  ]),
  heat_submetering: profile(HOME, ['4QDS', '4TCH'], [15, 60], 'heating', 0, [
    'Heizkörper Wohnzimmer',
    'Heizkörper Bad',
    'Heizkörper Küche',
  ]),
  cooling: profile(['lcd', 'auto'], ['5KAM', '5ITR'], [300, 1200], 'cooling', 0, [
    'Kälte Serverraum',
    'Klimaanlage Büro',
  ]),
  coolant: profile(HOME, ['5ABB'], [5, 25], 'flat', 1, ['Kühlmittel Kältemaschine']),
  steam: profile(HOME, ['DMP'], [40, 120], 'heating', 2, ['Dampf Kesselhaus']),
  fuel: profile(HOME, ['OEL'], [300, 900], 'flat', 0, ['Heizöltank', 'Dieseltank Fuhrpark']),
  biomass: profile(HOME, ['BIO'], [4, 12], 'heating', 2, ['Pelletlager']),
  air: profile(HOME, ['LFT'], [2000, 6000], 'flat', 0, ['Lüftungsanlage Halle 1', 'Lüftung Tiefgarage']),
  air_compressed: profile(HOME, ['DRL'], [8000, 20000], 'flat', 0, ['Druckluft Kompressor 1']),
  exhaust: profile(HOME, ['ABG'], [0, 0], 'flat', 1, ['Abgas Kessel 2'], false),
  hours_operating: profile(HOME, ['BSZ'], [300, 600], 'flat', 1, [
    'Betriebsstunden BHKW',
    'Betriebsstunden Notstromaggregat',
  ]),
  generic: profile(HOME, ['GEN'], [100, 500], 'flat', 0, ['Regenwasserzisterne', 'Zählwerk Pumpe 3']),
};

/** Media of which the meters belong to the owner alone (no energy supplier: "private meter"). */
export const PRIVATE_MEDIA: ReadonlySet<PhysicalMedium> = new Set([
  'heat_submetering',
  'hours_operating',
  'generic',
  'exhaust',
  'air',
]);

/** The preset of a medium; the seed takes units and OBIS codes from here only. */
export function presetOf(medium: PhysicalMedium): MeterPreset {
  const preset = DEFAULT_METER_PRESETS.find((candidate) => candidate.physical_medium === medium);
  if (!preset) throw new Error(`No meter preset for ${medium}`);
  return preset;
}

/** Checks that unit, OBIS codes and appearance chosen by the seed fit the medium's preset and table. */
export function assertFitsMedium(
  medium: PhysicalMedium,
  unit: string,
  obisCodes: readonly string[],
  appearance: Appearance,
): void {
  const preset = presetOf(medium);
  if (!preset.physical_unit.includes(unit)) throw new Error(`Unit ${unit} is not offered for ${medium}`);
  const unknown = obisCodes.filter((code) => !preset.obis_codes.includes(code));
  if (unknown.length > 0 || obisCodes.length === 0)
    throw new Error(`OBIS codes ${obisCodes.join(',')} do not fit ${medium}`);
  if (!MEDIUM_PROFILES[medium].appearances.includes(appearance)) {
    throw new Error(`Appearance ${appearance} is not allowed for ${medium}`);
  }
  if (appearance.startsWith('auto_de_') && obisCodes.length !== 1)
    throw new Error(`${appearance} allows one OBIS code`);
}
