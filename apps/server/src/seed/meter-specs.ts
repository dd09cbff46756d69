import type { MeterSpec } from './meter-factory';
import type { Random } from './random';

/** Labels of the metered flats, in order. */
export const FLAT_POSITIONS = [
  'EG links',
  'EG rechts',
  '1. OG links',
  '1. OG rechts',
  '2. OG links',
  '2. OG rechts',
];

/** The common-area meter of a house (stairwell light, lift, heating pump). */
export function commonElectricity(monthly: number): MeterSpec {
  return {
    medium: 'electricity',
    label: 'Allgemeinstrom',
    appearance: 'auto',
    obis: ['1-1:1.8.0'],
    monthly: [monthly],
  };
}

/** Household electricity (~250 kWh a month): one or two purchase counters, some with a feed-in counter. */
export function flatElectricity(rng: Random): MeterSpec {
  const m = rng.float(150, 320);
  const r = rng.next();
  if (r < 0.4) return { medium: 'electricity', appearance: 'lcd_edl21', obis: ['1-1:1.8.0'], monthly: [m] };
  if (r < 0.6) {
    return {
      medium: 'electricity',
      appearance: 'auto',
      obis: ['1-1:1.8.1', '1-1:1.8.2'],
      monthly: [m * 0.6, m * 0.4],
    };
  }
  if (r < 0.75) {
    const feeding = rng.float(120, 300);
    return {
      medium: 'electricity',
      appearance: 'lcd_edl21',
      obis: ['1-1:1.8.0', '1-1:2.8.0'],
      monthly: [m, feeding],
      seasons: ['flat', 'solar'],
    };
  }
  const appearance =
    r < 0.9
      ? rng.pick(['mechanical_black', 'mechanical_white'] as const)
      : rng.pick(['lcd', '{hash}', 'manual', 'auto'] as const);
  return { medium: 'electricity', appearance, obis: ['1-1:1.8.0'], monthly: [m] };
}

/** Gas (~80 m³ a flat in a winter month) or district heating for a building with `units` flats. */
export function heatingSpec(rng: Random, units: number): MeterSpec {
  if (rng.chance(0.4)) {
    return { medium: 'heat', label: 'Fernwärme Übergabestation', monthly: [rng.float(500, 900) * units] };
  }
  const m = rng.float(35, 55) * units;
  const two = rng.chance(0.15);
  return {
    medium: 'gas',
    label: 'Gasheizung Keller',
    obis: two ? ['7-0:3.0.0', '7-0:3.1.0'] : ['7-0:3.0.0'],
    monthly: two ? [m, m * 0.97] : [m],
  };
}

/** Reactive energy, both directions. */
export function reactiveSpec(monthly: number): MeterSpec {
  return {
    medium: 'reactive_energy',
    label: 'Blindarbeit Hauptverteilung',
    obis: ['1-1:3.8.0', '1-1:4.8.0'],
    monthly: [monthly, monthly * 0.3],
  };
}

/** The transformer meter of a works site: factor 40, two purchase tariffs and PV feed-in. */
export function transformerSpec(): MeterSpec {
  return {
    medium: 'electricity',
    label: 'Einspeisung Trafo 1',
    appearance: 'lcd_edl21',
    digits: [6, 0],
    obis: ['1-1:1.8.1', '1-1:1.8.2', '1-1:2.8.0'],
    monthly: [900, 600, 200],
    seasons: ['flat', 'flat', 'solar'],
    factor: 40,
  };
}

/** The rarer media of a works site; the first site gets all of them, the others a selection. */
export function worksSpecs(rng: Random): MeterSpec[] {
  return [
    { medium: 'steam', label: 'Dampf Kesselhaus' },
    { medium: 'air_compressed', label: 'Druckluft Kompressor 1', unit: 'Nm^3' },
    { medium: 'coolant', label: 'Kühlmittel Kältemaschine' },
    { medium: 'fuel', label: 'Dieseltank Fuhrpark' },
    { medium: 'lpg', label: 'Flüssiggastank Hof' },
    { medium: 'biomass', label: 'Pelletlager' },
    { medium: 'exhaust', label: 'Abgas Kessel 2', unit: 'mg/m^3' },
    { medium: 'hours_operating', label: 'Betriebsstunden BHKW' },
    { medium: 'generic', label: 'Fahrzeug Fuhrpark', unit: 'km', monthly: [rng.float(1500, 3000)] },
    { medium: 'air', label: 'Lüftungsanlage Halle 1' },
    { medium: 'cooling', label: 'Kälte Serverraum', unit: 'MWh', monthly: [rng.float(5, 15)], decimals: 3 },
  ];
}
