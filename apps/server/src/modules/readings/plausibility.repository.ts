import type { Plausibility, PlausibilityReason } from '@portal/contracts';
import { type Kysely, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/schema';

/** One stored value of a meter's series. */
export interface SeriesPoint {
  meter_id: string;
  main_meter_id: string | null;
  reading_id: string;
  reading_date: Date;
  type: string;
  obis: string;
  value: number;
}

export interface ResultJudgement {
  reading_id: string;
  obis: string;
  plausibility: Plausibility;
  reasons: PlausibilityReason[];
}

/**
 * The readings series that plausibility is judged on. Deliberately not scoped by the caller: a value's
 * plausibility depends on the meter's whole series (readings other users took included), it is computed
 * after a scoped write or for rows a scoped read returned, and these methods hand nothing to the client
 * but the judgement and the derived expected range.
 */
export class PlausibilityRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The meters to judge after a write to these: themselves and their main meters. */
  async withMainMeters(meterIds: string[]): Promise<string[]> {
    if (meterIds.length === 0) return [];
    const mains = await this.db
      .selectFrom('meters')
      .select('main_meter_id')
      .where(sql<SqlBool>`id = ANY (${sql.val(meterIds)}::uuid[])`)
      .where('main_meter_id', 'is not', null)
      .execute();
    return [...new Set([...meterIds, ...mains.map((row) => row.main_meter_id!)])];
  }

  /**
   * Every value of these meters and (with `withSubMeters`) of their sub-meters, oldest first. Values as
   * float8: judging needs no exact decimals.
   */
  series(
    meterIds: string[],
    { withSubMeters = false, before }: { withSubMeters?: boolean; before?: Date } = {},
  ) {
    if (meterIds.length === 0) return Promise.resolve([] as SeriesPoint[]);
    // One array parameter: an import's meters would exceed the protocol's 65 535 parameters as a list.
    const ids = sql`${sql.val(meterIds)}::uuid[]`;
    return (
      this.db
        .selectFrom('readings as r')
        .innerJoin('meters as m', 'm.id', 'r.meter_id')
        .innerJoin('reading_results as rr', 'rr.reading_id', 'r.id')
        .select([
          'r.meter_id',
          'm.main_meter_id',
          'r.id as reading_id',
          'r.reading_date',
          'r.type',
          'rr.obis',
          sql<number>`rr.value::float8`.as('value'),
        ])
        // The meters first (by id, and by main meter through its index), then their readings by meter: an
        // OR across the two tables made PostgreSQL scan every reading (6 s per saved reading on 10 M). The
        // condition is on the meters' side, so each meter's row is read once, not once per reading.
        .where(
          withSubMeters
            ? sql<SqlBool>`m.id IN (SELECT series_m.id FROM meters series_m
                WHERE series_m.id = ANY (${ids}) OR series_m.main_meter_id = ANY (${ids}))`
            : sql<SqlBool>`m.id = ANY (${ids})`,
        )
        .$if(before !== undefined, (query) => query.where('r.reading_date', '<', before!))
        .orderBy('r.reading_date')
        .orderBy('r.created')
        .execute() as Promise<SeriesPoint[]>
    );
  }

  /** Stores the judgements of results and, per reading, the worst of its results'. */
  async save(judgements: ResultJudgement[], readings: Array<{ id: string; plausibility: Plausibility }>) {
    if (judgements.length === 0) return;
    // One JSON parameter each, whatever the number of rows (a list of values would bind 4 per row).
    await sql`UPDATE reading_results rr
      SET plausibility = v.plausibility, plausibility_reasons = v.reasons
      FROM jsonb_to_recordset(${JSON.stringify(judgements)}::jsonb)
        AS v (reading_id uuid, obis text, plausibility text, reasons text[])
      WHERE rr.reading_id = v.reading_id AND rr.obis = v.obis
        AND (rr.plausibility, rr.plausibility_reasons) IS DISTINCT FROM (v.plausibility, v.reasons)`.execute(
      this.db,
    );
    await sql`UPDATE readings r SET plausibility = v.plausibility
      FROM jsonb_to_recordset(${JSON.stringify(readings)}::jsonb) AS v (id uuid, plausibility text)
      WHERE r.id = v.id AND r.plausibility IS DISTINCT FROM v.plausibility`.execute(this.db);
  }

  /** Every meter that has readings (the seed judges them all once). */
  async metersWithReadings(): Promise<string[]> {
    const rows = await this.db.selectFrom('readings').select('meter_id').distinct().execute();
    return rows.map((row) => row.meter_id);
  }
}
