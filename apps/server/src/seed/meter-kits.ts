import { addDays, atTime, startOfUtcDay } from './dates';
import type { MeterFactory, MeterSpec } from './meter-factory';
import {
  commonElectricity,
  FLAT_POSITIONS,
  flatElectricity,
  heatingSpec,
  reactiveSpec,
  transformerSpec,
  worksSpecs,
} from './meter-specs';
import type { Random } from './random';
import type { BuildingPlan, SeedContext } from './types';

/** The meters a building of each kind gets. Kits are called in building order: counters make choices stable. */
export class MeterKits {
  private residentialCount = 0;
  private commercialCount = 0;
  private industrialCount = 0;
  private fremdwerkCount = 0;
  private replacementDone = false;

  constructor(
    private readonly ctx: SeedContext,
    private readonly factory: MeterFactory,
    private readonly rng: Random,
    /** The replacement chain goes to the first active building of this delegate. */
    private readonly chainDelegateId: string,
  ) {}

  /** A house: common electricity, a meter per flat, heating, house water with sub-meters or flat water meters. */
  residential(b: BuildingPlan): void {
    const { rng, factory } = this;
    const n = this.residentialCount++;
    factory.add(b, commonElectricity(rng.float(60, 150)));
    for (let k = 1; k <= b.units; k += 1) {
      const label = `Wohnung ${k} ${FLAT_POSITIONS[k - 1]}`;
      const chain = k === 1 && !this.replacementDone && b.active && b.delegate?.id === this.chainDelegateId;
      if (chain) this.replacementChain(b, label);
      else factory.add(b, { ...flatElectricity(rng), label });
    }
    factory.add(b, heatingSpec(rng, b.units));
    const water = factory.add(b, {
      medium: 'water',
      label: 'Hauswasserzähler',
      monthly: [rng.float(6, 9) * b.units],
    });
    if (n % 5 === 1) {
      for (let k = 1; k <= b.units; k += 1) {
        const spec = { label: `Wasser Wohnung ${k}`, monthly: [rng.float(5, 9)], mainMeterId: water.id };
        factory.add(b, { medium: 'water', ...spec });
      }
    } else if (rng.chance(0.3)) {
      for (let k = 1; k <= Math.min(2, b.units); k += 1) {
        factory.add(b, { medium: 'water_cold', label: `Kaltwasser Wohnung ${k}` });
        factory.add(b, { medium: 'water_warm', label: `Warmwasser Wohnung ${k}` });
      }
    }
    if (rng.chance(0.25)) {
      const count = rng.int(1, 2);
      for (let k = 1; k <= count; k += 1)
        factory.add(b, { medium: 'heat_submetering', label: `Heizkörper Wohnung ${k}` });
    }
  }

  /** Offices and shops: a main electricity meter with a sub-meter per rental unit, and building services. */
  commercial(b: BuildingPlan): void {
    const { rng, factory } = this;
    const first = this.commercialCount++ === 0;
    const m = rng.float(2000, 6000);
    const factor = first ? 10 : 1;
    const main = factory.add(b, {
      medium: 'electricity',
      label: first ? 'Hauptzähler Wandler' : 'Hauptzähler Gewerbe',
      appearance: 'lcd_edl21',
      digits: [6, 0],
      obis: ['1-1:1.8.1', '1-1:1.8.2'],
      monthly: [(m * 0.65) / factor, (m * 0.35) / factor],
      factor,
    });
    for (let k = 1; k <= b.units; k += 1) {
      const spec = { label: `Mieteinheit ${k}`, monthly: [rng.float(400, 1200)], mainMeterId: main.id };
      factory.add(b, { medium: 'electricity', appearance: 'lcd_edl21', obis: ['1-1:1.8.0'], ...spec });
    }
    if (rng.chance(0.5)) factory.add(b, reactiveSpec(m * 0.3));
    if (first) {
      const heat = factory.add(b, {
        medium: 'heat',
        label: 'Wärme Hauptzähler',
        appearance: 'lcd',
        monthly: [rng.float(3000, 6000)],
      });
      for (let k = 1; k <= 2; k += 1)
        factory.add(b, { medium: 'heat', label: `Wärme Mieteinheit ${k}`, mainMeterId: heat.id });
    } else factory.add(b, heatingSpec(rng, 4));
    factory.add(b, { medium: 'water', label: 'Hauswasserzähler', monthly: [rng.float(15, 40)] });
    if (rng.chance(0.5)) factory.add(b, { medium: 'cooling', label: 'Klimaanlage Büro' });
    if (rng.chance(0.3)) factory.add(b, { medium: 'hours_operating', label: 'Betriebsstunden Lüftung' });
    if (rng.chance(0.3)) factory.add(b, { medium: 'air', label: 'Lüftung Tiefgarage' });
    if (rng.chance(0.3)) factory.add(b, { medium: 'generic', label: 'Zählwerk Pumpe 3' });
  }

  /** A works site: transformer meter, reactive energy, process gas and the rarer media. */
  industrial(b: BuildingPlan): void {
    const { rng, factory } = this;
    const all = this.industrialCount++ === 0;
    factory.add(b, transformerSpec());
    factory.add(b, reactiveSpec(rng.float(8000, 15000)));
    const gas = { label: 'Gas Kesselhaus', unit: 'kWh', monthly: [rng.float(40000, 90000)], decimals: 0 };
    factory.add(b, { medium: 'gas', appearance: 'lcd', ...gas });
    for (const spec of worksSpecs(rng)) if (all || rng.chance(0.6)) factory.add(b, spec);
    factory.add(b, { medium: 'water', label: 'Brauchwasser', monthly: [rng.float(80, 200)] });
  }

  /** Fremdwerk Demo's eight meters: 4, 3 and 1 in its three buildings. */
  fremdwerk(b: BuildingPlan): void {
    const { rng, factory } = this;
    const n = this.fremdwerkCount++;
    if (n !== 1) factory.add(b, commonElectricity(90));
    if (n === 2) return;
    factory.add(b, { ...flatElectricity(rng), label: 'Wohnung 1 EG links' });
    factory.add(b, { ...flatElectricity(rng), label: 'Wohnung 2 EG rechts' });
    if (n === 0) factory.add(b, { medium: 'gas', label: 'Gasheizung Keller', monthly: [90] });
    else factory.add(b, { medium: 'water', label: 'Hauswasserzähler', monthly: [14] });
  }

  /** The replaced meter of the demo: an old Ferraris meter and its electronic successor, 75 days ago. */
  private replacementChain(b: BuildingPlan, label: string): void {
    const date = atTime(startOfUtcDay(addDays(this.ctx.reference, -75)), 10, 30);
    const common: MeterSpec = {
      medium: 'electricity',
      label,
      obis: ['1-1:1.8.0'],
      monthly: [this.rng.float(200, 280)],
    };
    const old = this.factory.add(b, {
      ...common,
      appearance: 'mechanical_black',
      replacement: { role: 'old', date },
    });
    this.factory.add(b, {
      ...common,
      appearance: 'lcd_edl21',
      digits: [5, 1],
      predecessorMeterId: old.id,
      replacement: { role: 'new', date },
    });
    this.replacementDone = true;
  }
}
