import {
  allowedAppearances,
  DEFAULT_METER_PRESETS,
  PHYSICAL_MEDIA,
  type PhysicalMedium,
} from '@portal/contracts';

/** 40 German cities: name, state, first two zip digits, latitude, longitude. */
export const CITIES: ReadonlyArray<readonly [string, string, string, number, number]> = [
  ['Berlin', 'Berlin', '10', 52.52, 13.405],
  ['Hamburg', 'Hamburg', '20', 53.551, 9.993],
  ['München', 'Bayern', '80', 48.137, 11.575],
  ['Köln', 'Nordrhein-Westfalen', '50', 50.938, 6.96],
  ['Frankfurt am Main', 'Hessen', '60', 50.11, 8.682],
  ['Stuttgart', 'Baden-Württemberg', '70', 48.776, 9.183],
  ['Düsseldorf', 'Nordrhein-Westfalen', '40', 51.227, 6.773],
  ['Leipzig', 'Sachsen', '04', 51.34, 12.375],
  ['Dortmund', 'Nordrhein-Westfalen', '44', 51.514, 7.468],
  ['Essen', 'Nordrhein-Westfalen', '45', 51.456, 7.012],
  ['Bremen', 'Bremen', '28', 53.079, 8.802],
  ['Dresden', 'Sachsen', '01', 51.05, 13.738],
  ['Hannover', 'Niedersachsen', '30', 52.375, 9.732],
  ['Nürnberg', 'Bayern', '90', 49.452, 11.077],
  ['Duisburg', 'Nordrhein-Westfalen', '47', 51.435, 6.762],
  ['Bochum', 'Nordrhein-Westfalen', '44', 51.482, 7.216],
  ['Wuppertal', 'Nordrhein-Westfalen', '42', 51.256, 7.151],
  ['Bielefeld', 'Nordrhein-Westfalen', '33', 52.03, 8.532],
  ['Bonn', 'Nordrhein-Westfalen', '53', 50.737, 7.098],
  ['Münster', 'Nordrhein-Westfalen', '48', 51.96, 7.626],
  ['Mannheim', 'Baden-Württemberg', '68', 49.488, 8.466],
  ['Karlsruhe', 'Baden-Württemberg', '76', 49.007, 8.404],
  ['Augsburg', 'Bayern', '86', 48.371, 10.898],
  ['Wiesbaden', 'Hessen', '65', 50.078, 8.24],
  ['Mönchengladbach', 'Nordrhein-Westfalen', '41', 51.18, 6.443],
  ['Gelsenkirchen', 'Nordrhein-Westfalen', '45', 51.518, 7.086],
  ['Aachen', 'Nordrhein-Westfalen', '52', 50.776, 6.084],
  ['Braunschweig', 'Niedersachsen', '38', 52.269, 10.521],
  ['Kiel', 'Schleswig-Holstein', '24', 54.323, 10.123],
  ['Chemnitz', 'Sachsen', '09', 50.828, 12.921],
  ['Halle (Saale)', 'Sachsen-Anhalt', '06', 51.483, 11.97],
  ['Magdeburg', 'Sachsen-Anhalt', '39', 52.121, 11.628],
  ['Freiburg im Breisgau', 'Baden-Württemberg', '79', 47.999, 7.842],
  ['Krefeld', 'Nordrhein-Westfalen', '47', 51.339, 6.586],
  ['Mainz', 'Rheinland-Pfalz', '55', 49.993, 8.247],
  ['Lübeck', 'Schleswig-Holstein', '23', 53.866, 10.687],
  ['Erfurt', 'Thüringen', '99', 50.978, 11.029],
  ['Oberhausen', 'Nordrhein-Westfalen', '46', 51.47, 6.852],
  ['Rostock', 'Mecklenburg-Vorpommern', '18', 54.092, 12.099],
  ['Kassel', 'Hessen', '34', 51.312, 9.48],
];

/**
 * 50 street names: 20 "…straße", 10 "…weg", 10 "…allee", 10 "…ring". No name (nor any city, label or
 * business entity) contains another suffix, so each search term of the load (SEARCH_TERMS) matches a
 * known share of the buildings: straße 40 %, weg / allee / ring 20 % each.
 */
export const STREETS: readonly string[] = [
  ...['Haupt', 'Bahnhof', 'Garten', 'Schul', 'Dorf', 'Berg', 'Kirch', 'Linden', 'Goethe', 'Schiller'],
  ...['Friedrich', 'Mozart', 'Post', 'Feld', 'Wiesen', 'Wald', 'Markt', 'Kant', 'Beethoven', 'Blumen'],
]
  .map((s) => `${s}straße`)
  .concat(
    ['Birken', 'Ahorn', 'Eichen', 'Tannen', 'Rosen', 'Mühlen', 'Lerchen', 'Finken', 'Drossel', 'Amsel'].map(
      (s) => `${s}weg`,
    ),
    [
      'Kastanien',
      'Linden',
      'Park',
      'Schloss',
      'Pappel',
      'Bismarck',
      'Kaiser',
      'Platanen',
      'Hof',
      'Eichen',
    ].map((s) => `${s}allee`),
    ['Nord', 'Süd', 'Ost', 'West', 'Stadt', 'Park', 'Mittel', 'Innen', 'Kaiser', 'Wall'].map(
      (s) => `${s}ring`,
    ),
  );

/** The buildings load searches one of these (a street-name suffix: many hits, as schedulers type). */
export const SEARCH_TERMS = ['straße', 'weg', 'allee', 'ring'] as const;

export const BUILDING_LABELS = [
  'Wohnanlage',
  'Bürohaus',
  'Schule',
  'Kita',
  'Sporthalle',
  'Rathaus',
  'Klinik',
  'Seniorenheim',
  'Werkstatt',
  'Depot',
];

export const FIRST_NAMES = [
  ...['Anna', 'Ben', 'Clara', 'David', 'Emma', 'Felix', 'Greta', 'Hannes', 'Ida', 'Jonas'],
  ...['Katrin', 'Lukas', 'Marie', 'Niklas', 'Olga', 'Paul', 'Rita', 'Stefan', 'Tanja', 'Uwe'],
];
export const LAST_NAMES = [
  ...[
    'Müller',
    'Schmidt',
    'Schneider',
    'Fischer',
    'Weber',
    'Meyer',
    'Wagner',
    'Becker',
    'Schulz',
    'Hoffmann',
  ],
  ...[
    'Koch',
    'Richter',
    'Klein',
    'Wolf',
    'Schröder',
    'Neumann',
    'Schwarz',
    'Braun',
    'Zimmermann',
    'Hartmann',
  ],
];

interface MediumSpec {
  /** Share of all meters, in percent (the 19 add up to 100). */
  weight: number;
  /** Meter numbers start with one of these (maker codes). */
  prefixes: string[];
  /** Typical advance per quarter in the first unit. */
  quarterly: number;
  /** Has an energy supplier (billing media); the others are sub-metering and technical meters. */
  supplied: boolean;
  labels: string[];
}

const MEDIA: Record<PhysicalMedium, MediumSpec> = {
  electricity: {
    weight: 24,
    prefixes: ['1ESY', '1EMH', '1ISK', '1LGZ'],
    quarterly: 600,
    supplied: true,
    labels: ['Allgemeinstrom', 'Wohnung'],
  },
  water_cold: {
    weight: 12,
    prefixes: ['8ZRI', '8SEN'],
    quarterly: 12,
    supplied: false,
    labels: ['Kaltwasser Bad', 'Kaltwasser Küche'],
  },
  water_warm: {
    weight: 10,
    prefixes: ['9ZRI', '9SEN'],
    quarterly: 7,
    supplied: false,
    labels: ['Warmwasser Bad', 'Warmwasser Küche'],
  },
  heat_submetering: {
    weight: 14,
    prefixes: ['4QDS', '4TCH'],
    quarterly: 90,
    supplied: false,
    labels: ['Heizkörper Wohnzimmer', 'Heizkörper Bad'],
  },
  gas: {
    weight: 8,
    prefixes: ['7ELS', '7ITR'],
    quarterly: 130,
    supplied: true,
    labels: ['Gastherme', 'Gasheizung Keller'],
  },
  heat: {
    weight: 7,
    prefixes: ['6KAM', '6ITR', '6ENG'],
    quarterly: 2100,
    supplied: true,
    labels: ['Fernwärme Übergabe'],
  },
  water: {
    weight: 6,
    prefixes: ['8WMZ', '8SEN'],
    quarterly: 22,
    supplied: true,
    labels: ['Hauswasserzähler'],
  },
  cooling: { weight: 2, prefixes: ['5KAM'], quarterly: 900, supplied: true, labels: ['Kälte Serverraum'] },
  reactive_energy: {
    weight: 2,
    prefixes: ['1EMH', '1LGZ'],
    quarterly: 2700,
    supplied: true,
    labels: ['Blindarbeit Trafo'],
  },
  hours_operating: {
    weight: 2,
    prefixes: ['0HRS'],
    quarterly: 500,
    supplied: false,
    labels: ['Betriebsstunden Pumpe'],
  },
  generic: { weight: 2, prefixes: ['0GEN'], quarterly: 40, supplied: false, labels: ['Zählwerk'] },
  air_compressed: {
    weight: 2,
    prefixes: ['17CA'],
    quarterly: 3000,
    supplied: false,
    labels: ['Druckluft Halle'],
  },
  exhaust: { weight: 3, prefixes: ['18EX'], quarterly: 5, supplied: false, labels: ['Abgas Kessel'] },
  lpg: { weight: 1, prefixes: ['7RMG'], quarterly: 450, supplied: true, labels: ['Flüssiggastank'] },
  steam: { weight: 1, prefixes: ['15ST'], quarterly: 80, supplied: true, labels: ['Dampf Produktion'] },
  coolant: { weight: 1, prefixes: ['5CLT'], quarterly: 300, supplied: false, labels: ['Kühlmittel'] },
  fuel: { weight: 1, prefixes: ['16FL'], quarterly: 900, supplied: true, labels: ['Heizöltank'] },
  biomass: { weight: 1, prefixes: ['16BM'], quarterly: 6, supplied: true, labels: ['Pelletlager'] },
  air: { weight: 1, prefixes: ['17AR'], quarterly: 5000, supplied: false, labels: ['Lüftung'] },
};

/** The media the meters load filters by (the common ones, so that every page 1–5 exists). */
export const LOAD_MEDIA = [
  'electricity',
  'heat_submetering',
  'water_cold',
  'water_warm',
  'gas',
  'heat',
] as const;

/** One row per medium, with the cumulative share [lo, hi) a uniform random number falls into. */
export function mediaRows() {
  const total = Object.values(MEDIA).reduce((sum, spec) => sum + spec.weight, 0);
  if (total !== 100) throw new Error(`Medium shares add up to ${total} %, not 100 %`);
  let cumulative = 0;
  return PHYSICAL_MEDIA.map((medium, index) => {
    const spec = MEDIA[medium];
    const preset = DEFAULT_METER_PRESETS.find((p) => p.physical_medium === medium);
    if (!preset) throw new Error(`No meter preset for ${medium}`);
    const lo = cumulative / 100;
    cumulative += spec.weight;
    return {
      idx: index + 1,
      medium,
      lo,
      hi: cumulative / 100,
      units: preset.physical_unit,
      obis: preset.obis_codes.slice(0, 1),
      appearances: allowedAppearances(medium) as string[],
      prefixes: spec.prefixes,
      quarterly: spec.quarterly,
      supplied: spec.supplied,
      labels: spec.labels,
    };
  });
}
