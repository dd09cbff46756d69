import { z } from 'zod';
import { PHYSICAL_MEDIA, type PhysicalMedium } from './enums';
import { AUTOMATIC_DIGITS } from './limits';

export const meterPresetSchema = z.object({
  physical_medium: z.enum(PHYSICAL_MEDIA),
  name: z.string(),
  physical_unit: z.array(z.string()),
  integer_digits: z.array(z.number().int()),
  fraction_digits: z.array(z.number().int()),
  obis_codes: z.array(z.string()),
});
export type MeterPreset = z.infer<typeof meterPresetSchema>;

const A = AUTOMATIC_DIGITS;
const DIGITS = { integer_digits: [A, 0, 5, 6], fraction_digits: [A, 0, 1] };

function preset(
  physical_medium: PhysicalMedium,
  name: string,
  physical_unit: string[],
  obis_codes: string[],
) {
  return { physical_medium, name, physical_unit, obis_codes, ...DIGITS };
}

/**
 * One preset per medium: the units (first is preselected) and the OBIS codes offered by the meter form.
 * Sent with the session data as `app_customization_tables.meter_presets`.
 */
export const DEFAULT_METER_PRESETS: MeterPreset[] = [
  preset(
    'electricity',
    'Electricity',
    ['kWh', 'Wh', 'MWh', 'GWh'],
    ['1-1:1.8.0', '1-1:1.8.1', '1-1:1.8.2', '1-1:2.8.0', '1-1:2.8.1', '1-1:2.8.2'],
  ),
  preset(
    'reactive_energy',
    'Reactive energy',
    ['kvarh', 'varh', 'Mvarh', 'Gvarh'],
    ['1-1:3.8.0', '1-1:4.8.0'],
  ),
  preset('gas', 'Gas', ['m^3', 'kWh', 'Nm^3'], ['7-0:3.0.0', '7-0:3.1.0']),
  preset('lpg', 'Liquefied petroleum gas', ['kg', 'l', 't'], ['7-0:13.0.0']),
  preset('water', 'Water', ['m^3', 'l'], ['8-0:1.0.0']),
  preset('water_cold', 'Cold water', ['m^3', 'l'], ['8-0:1.0.0']),
  preset('water_warm', 'Warm water', ['m^3', 'l'], ['9-0:1.0.0']),
  preset('heat', 'Heat', ['kWh', 'MWh', 'GJ'], ['6-0:1.0.0', '6-0:2.0.0']),
  preset('heat_submetering', 'Heat cost allocator', ['a_u_'], ['4-0:1.0.0']),
  preset('cooling', 'Cooling', ['kWh', 'MWh', 'GJ'], ['5-0:1.0.0']),
  preset('coolant', 'Coolant', ['l', 'kg', 'm^3'], ['5-0:2.0.0']),
  preset('steam', 'Steam', ['t', 'kg', 'MWh'], ['15-0:1.0.0']),
  preset('fuel', 'Fuel', ['l', 'Imp_gal', 'm^3'], ['16-0:1.0.0']),
  preset('biomass', 'Biomass', ['t', 'kg'], ['16-0:2.0.0']),
  preset('air', 'Air', ['m^3', 'Nm^3', 'ft^3'], ['17-0:1.0.0']),
  preset('air_compressed', 'Compressed air', ['Nm^3', 'm^3', 'bar', 'psi'], ['17-0:2.0.0']),
  preset('exhaust', 'Exhaust', ['mg/m^3', 'vol%', '%'], ['18-0:1.0.0']),
  preset('hours_operating', 'Operating hours', ['hours', 'hour'], ['0-0:96.8.0']),
  preset(
    'generic',
    'Generic',
    ['a_u_', '%', 'C', 'Pa', 'bar', 'km', 'mi', 'cm', 'S/cm', 'mS/cm', 'uS/cm', 'km^3'],
    ['0-0:1.0.0'],
  ),
];
