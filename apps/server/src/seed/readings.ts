import type { ReadingType } from '@portal/contracts';
import { valueSeries } from './consumption';
import { addDays, atTime, dayOfMonthBefore } from './dates';
import { Random } from './random';
import type { Directory, MeterPlan, Person, ReadingPlan, Row, SeedContext } from './types';

const MONTHLY_METERS = 40;
const QUARTERLY_METERS = 60;
const FREMDWERK_METERS = 5;
const CORE_MEDIA = new Set(['electricity', 'gas', 'water', 'heat', 'water_cold', 'water_warm']);
const NOTES = [
  'Zähler schwer zugänglich, hinter Regal',
  'Wert vom Mieter bestätigt',
  'Display verschmutzt, vor Ablesung gereinigt',
  'Mieter nicht angetroffen, Hausmeister hat geöffnet',
];

const REPLACEMENT_NOTES: Record<string, string> = {
  meter_replacement_out: 'Zählerwechsel: Ferraris-Zähler ausgebaut',
  meter_replacement_in: 'Zählerwechsel: moderne Messeinrichtung eingebaut',
};

type Slot = { monthsBack: number; day: number };

/** A year of readings: monthly for 40 meters, quarterly for 60, the replacement chain, a few for Fremdwerk. */
export function planReadings(ctx: SeedContext, dir: Directory, meters: readonly MeterPlan[]): ReadingPlan[] {
  const rng = Random.forArea('readings');
  const plans: ReadingPlan[] = [];
  const eligible = rng.shuffle(
    meters.filter(
      (m) => m.building.tenant === 'main' && m.active && m.readable && !m.needsCheck && !m.replacement,
    ),
  );
  const monthly = eligible.filter((m) => CORE_MEDIA.has(m.medium)).slice(0, MONTHLY_METERS);
  const quarterly = eligible.filter((m) => !monthly.includes(m)).slice(0, QUARTERLY_METERS);
  const monthlySlots = (): Slot[] =>
    [12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1].map((m) => ({ monthsBack: m, day: rng.int(1, 6) }));
  const quarterlySlots = (): Slot[] => [12, 9, 6, 3].map((m) => ({ monthsBack: m, day: rng.int(1, 10) }));

  const series = (
    meter: MeterPlan,
    dates: Date[],
    person: (i: number) => Person,
    type: (i: number) => ReadingType,
  ) => {
    const values = meter.counters.map((counter) => valueSeries(counter, dates, meter.decimals, rng));
    dates.forEach((date, i) => {
      const who = person(i);
      const reader = who.role === 'meter_reader';
      const kind = type(i);
      plans.push({
        id: ctx.ids.next(),
        meter,
        date,
        type: kind,
        person: who,
        method:
          kind === 'meter_replacement_out'
            ? 'portal'
            : kind === 'meter_replacement_in'
              ? 'manually'
              : reader && rng.chance(0.9)
                ? 'ocr'
                : 'manual',
        values: meter.counters.map((counter, c) => ({ obis: counter.obis, value: values[c]![i]! })),
        note: REPLACEMENT_NOTES[kind] ?? (rng.chance(0.03) ? rng.pick(NOTES) : null),
      });
    });
  };
  const toDates = (slots: Slot[]) =>
    slots.map((s) =>
      atTime(dayOfMonthBefore(ctx.reference, s.monthsBack, s.day), rng.int(7, 16), rng.int(0, 59)),
    );

  for (const [group, slots] of [
    [monthly, monthlySlots],
    [quarterly, quarterlySlots],
  ] as const) {
    for (const meter of group) {
      const reader = meter.building.delegate ?? rng.pick(dir.readers);
      const manager = meter.building.manager ?? dir.supplierSchedulers[0]!;
      const dates = toDates(slots());
      const manual = dates.map(() => rng.chance(0.08));
      series(
        meter,
        dates,
        (i) => (manual[i] ? manager : reader),
        (i) => (manual[i] ? 'manual' : 'periodic'),
      );
    }
  }

  const old = meters.find((m) => m.replacement?.role === 'old');
  const successor = meters.find((m) => m.replacement?.role === 'new');
  if (old?.replacement && successor) {
    const swap = old.replacement.date;
    const reader = old.building.delegate ?? dir.readers[0]!;
    const dates = toDates(monthlySlots());
    const before = [...dates.filter((d) => d.getTime() < addDays(swap, -1).getTime()), swap];
    series(
      old,
      before,
      () => reader,
      (i) => (i === before.length - 1 ? 'meter_replacement_out' : 'periodic'),
    );
    const after = [swap, ...dates.filter((d) => d.getTime() > addDays(swap, 1).getTime())];
    series(
      successor,
      after,
      () => reader,
      (i) => (i === 0 ? 'meter_replacement_in' : 'periodic'),
    );
  }

  const foreign = meters.filter((m) => m.building.tenant === 'fremdwerk').slice(0, FREMDWERK_METERS);
  for (const meter of foreign)
    series(
      meter,
      toDates(quarterlySlots()),
      () => dir.strangerReaders[0]!,
      () => 'periodic',
    );
  return plans;
}

/** The readings and reading_results rows of the planned readings. */
export function readingRows(plans: readonly ReadingPlan[], rng = Random.forArea('reading-rows')) {
  const readings: Row<'readings'>[] = [];
  const results: Row<'reading_results'>[] = [];
  for (const plan of plans) {
    const created = atTime(plan.date, 0, rng.int(2, 90));
    readings.push({
      id: plan.id,
      meter_id: plan.meter.id,
      reading_date: plan.date,
      type: plan.type,
      note: plan.note,
      // The readers' OCR readings came from the reading app.
      origin: plan.method === 'ocr' ? 'app' : 'portal',
      applying_person_id: plan.person.id,
      owner_company_id: plan.person.companyId,
      owner_id: plan.person.id,
      created,
      modified: created,
    });
    for (const { obis, value } of plan.values) {
      results.push({
        reading_id: plan.id,
        obis,
        value: value.toFixed(Math.min(plan.meter.decimals, 3)),
        applied_method: plan.method,
      });
    }
  }
  return { readings, results };
}
