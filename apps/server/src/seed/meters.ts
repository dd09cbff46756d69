import { addDays, atTime } from './dates';
import { MeterFactory } from './meter-factory';
import { MeterKits } from './meter-kits';
import { Random } from './random';
import type { BuildingPlan, Directory, MeterPlan, SeedContext } from './types';

/** Meters flagged needs_check, as if they had just been imported. */
const NEEDS_CHECK = 8;
const IMPORTED_MEDIA = new Set(['electricity', 'water_cold', 'water_warm', 'heat_submetering']);

/** Meter rows and plans for every building: a kit per building kind, the replacement chain, imports. */
export function buildMeters(ctx: SeedContext, dir: Directory, buildings: readonly BuildingPlan[]) {
  const rng = Random.forArea('meters');
  const factory = new MeterFactory(ctx, dir, rng);
  const kits = new MeterKits(ctx, factory, rng, dir.readers[0]!.id);
  for (const building of buildings) {
    if (building.tenant === 'fremdwerk') kits.fremdwerk(building);
    else if (building.kind === 'industrial') kits.industrial(building);
    else if (building.kind === 'commercial') kits.commercial(building);
    else kits.residential(building);
  }
  const candidates = factory.plans
    .map((plan, index) => ({ plan, row: factory.rows[index]! }))
    .filter(({ plan, row }) => isPlainFlatMeter(plan) && !row.main_meter_id);
  for (const [n, { plan, row }] of rng.shuffle(candidates).slice(0, NEEDS_CHECK).entries()) {
    plan.needsCheck = true;
    plan.created = atTime(addDays(ctx.reference, -2), 6, 30 + n);
    Object.assign(row, {
      needs_check: true,
      created: plan.created,
      modified: plan.created,
      reading_frequency: null,
    });
  }
  return { plans: factory.plans, rows: factory.rows };
}

function isPlainFlatMeter(plan: MeterPlan): boolean {
  const { building } = plan;
  const residential = building.tenant === 'main' && building.kind === 'residential';
  return residential && plan.active && !plan.replacement && IMPORTED_MEDIA.has(plan.medium);
}
