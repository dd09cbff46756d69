import {
  type ExpectedRange,
  expectedRange,
  judgeReading,
  type MeterPoint,
  type Plausibility,
  worstPlausibility,
} from '@portal/contracts';
import type { DataAccess } from '../data-access';
import type { ResultJudgement, SeriesPoint } from './plausibility.repository';

/** Values per OBIS code, oldest first. */
function byObis(points: readonly SeriesPoint[]): Map<string, SeriesPoint[]> {
  const codes = new Map<string, SeriesPoint[]>();
  for (const point of points) {
    const list = codes.get(point.obis) ?? [];
    list.push(point);
    codes.set(point.obis, list);
  }
  return codes;
}

const asPoint = (point: SeriesPoint): MeterPoint => ({
  date: point.reading_date,
  value: point.value,
  type: point.type,
});

/**
 * What the sub-meters consumed of one code within [from, to]: per sub-meter, its last minus its first
 * value inside the period (never more than it used in the period, so no false alarm from readings taken
 * earlier), skipped across a meter replacement. Null when no sub-meter has two values in the period.
 */
function subMetersConsumption(subSeries: readonly SeriesPoint[][], from: Date, to: Date): number | null {
  let total: number | null = null;
  for (const series of subSeries) {
    const inside = series.filter((p) => p.reading_date >= from && p.reading_date <= to);
    if (inside.length < 2 || inside.some((p) => p.type.startsWith('meter_replacement'))) continue;
    const used = inside.at(-1)!.value - inside[0]!.value;
    if (used >= 0) total = (total ?? 0) + used;
  }
  return total;
}

/** Judges every value of one meter from its series (and its sub-meters' for the main-meter sum). */
function judgeMeter(own: SeriesPoint[], subs: SeriesPoint[], tolerance: number): ResultJudgement[] {
  const subsByMeterAndObis = new Map<string, SeriesPoint[][]>();
  for (const [obis, points] of byObis(subs)) {
    subsByMeterAndObis.set(obis, [...groupBy(points, (point) => point.meter_id).values()]);
  }
  const judgements: ResultJudgement[] = [];
  for (const [obis, points] of byObis(own)) {
    const history: MeterPoint[] = [];
    points.forEach((point, index) => {
      const previous = points[index - 1];
      const subSeries = subsByMeterAndObis.get(obis);
      const { plausibility, reasons } = judgeReading({
        current: asPoint(point),
        history,
        tolerance,
        subMetersConsumption:
          previous && subSeries
            ? subMetersConsumption(subSeries, previous.reading_date, point.reading_date)
            : null,
      });
      judgements.push({ reading_id: point.reading_id, obis, plausibility, reasons });
      history.push(asPoint(point));
    });
  }
  return judgements;
}

/**
 * Judges again every value of the written meters and of their main meters (whose sum check they feed),
 * and stores what changed. Run it in the transaction of the write.
 */
export async function rejudgeMeters(data: DataAccess, meterIds: string[], tolerance: number): Promise<void> {
  const meters = await data.plausibility.withMainMeters(meterIds);
  // In parts: an import's meters and their whole series would otherwise be held at once.
  for (let start = 0; start < meters.length; start += REJUDGE_METERS_AT_ONCE) {
    const part = meters.slice(start, start + REJUDGE_METERS_AT_ONCE);
    const points = await data.plausibility.series(part, { withSubMeters: true });
    const own = groupBy(points, (p) => p.meter_id);
    const subs = groupBy(points, (p) => p.main_meter_id);
    const judgements = part.flatMap((meterId) =>
      judgeMeter(own.get(meterId) ?? [], subs.get(meterId) ?? [], tolerance),
    );
    const perReading = new Map<string, Plausibility[]>();
    for (const j of judgements) {
      const states = perReading.get(j.reading_id);
      if (states) states.push(j.plausibility);
      else perReading.set(j.reading_id, [j.plausibility]);
    }
    await data.plausibility.save(
      judgements,
      [...perReading].map(([id, states]) => ({ id, plausibility: worstPlausibility(states) })),
    );
  }
}

/** Meters judged together by rejudgeMeters: their series are read in one query. */
const REJUDGE_METERS_AT_ONCE = 500;

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

/**
 * The expected range of each request's planned period per OBIS code, from its meter's readings before
 * the planned start; null for a meter without enough history.
 */
export async function expectedValuesOf(
  data: DataAccess,
  requests: ReadonlyArray<{
    id: string;
    meter_id: string;
    planned_reading_date: Date;
    planned_reading_date_end: Date;
  }>,
  tolerance: number,
): Promise<Map<string, ExpectedRange[] | null>> {
  if (requests.length === 0) return new Map();
  // A request's range reads only the readings before its planned start: none at or after the latest one.
  const latestStart = Math.max(...requests.map((request) => request.planned_reading_date.getTime()));
  const points = await data.plausibility.series([...new Set(requests.map((r) => r.meter_id))], {
    before: new Date(latestStart),
  });
  const byMeter = groupBy(points, (point) => point.meter_id);
  return new Map(
    requests.map((request) => {
      const before = (byMeter.get(request.meter_id) ?? []).filter(
        (p) => p.reading_date < request.planned_reading_date,
      );
      const ranges = [...byObis(before)].flatMap(([obis, series]) => {
        const range = expectedRange(
          series.map(asPoint),
          request.planned_reading_date,
          request.planned_reading_date_end,
          tolerance,
        );
        return range ? [{ obis, ...range }] : [];
      });
      return [request.id, ranges.length ? ranges : null];
    }),
  );
}
