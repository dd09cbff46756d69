import type {
  Actor,
  AppliedMethod,
  PhotoFacts,
  Plausibility,
  PlausibilityReason,
  ReadingOrigin,
  ReadingType,
} from '@portal/contracts';
import { type Kysely, type SqlBool, sql, type Updateable } from 'kysely';
import { meterScope, readingScope } from '../../auth/scope';
import type { Database, ReadingsTable } from '../../db/schema';
import { foundOrNotFound } from '../../http/errors';

/** Where a new reading comes from, by how its values were taken: OCR is the reading app's. */
function originOf(results: NewReading['results']): ReadingOrigin {
  if (results.some((result) => result.applied_method === 'import')) return 'import';
  if (results.some((result) => result.applied_method === 'ocr')) return 'app';
  return 'portal';
}

/** A new reading; the caller is its applying person and owner. */
export interface NewReading {
  meterId: string;
  readingDate: Date;
  type: ReadingType;
  note?: string | null;
  /** Values as decimal text (exact) or numbers; the column is numeric(21,6). */
  results: Array<{ obis: string; value: number | string; applied_method: AppliedMethod }>;
  imageMetas: Array<{ imageId: string } & PhotoFacts>;
}

export interface ResultWithConsumption {
  reading_id: string;
  obis: string;
  value: string;
  applied_method: string;
  consumption: string | null;
  diff_days: number | null;
  consumption_average: string | null;
  plausibility: Plausibility;
  plausibility_reasons: PlausibilityReason[];
}

/** All SQL of readings; every method, read or write, takes the caller's scope. */
export class ReadingsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Readings the caller sees, with their meter's number, unit and building (with its address) and the
   * applying person. The building is left-joined on its key, like the person: the list's count, which
   * reads none of its columns, leaves the join out.
   * The scope is the joined meter's (the same rows as readingScope): checked per meter against the
   * company's building ids, not by hashing all of the company's meters first (bench/README.md).
   */
  scoped(actor: Actor) {
    return this.db
      .selectFrom('readings as r')
      .innerJoin('meters as m', 'm.id', 'r.meter_id')
      .leftJoin('buildings as b', 'b.id', 'm.building_id')
      .leftJoin('users as ap', 'ap.id', 'r.applying_person_id')
      .selectAll('r')
      .select([
        'm.meter_id as meter_number',
        'm.building_id',
        'm.physical_medium',
        'm.physical_unit',
        'b.street',
        'b.street_number',
        'b.zip_code',
        'b.city',
        'ap.email as applying_person_email',
        'ap.name as applying_person_name',
      ])
      .where(meterScope(actor, 'm'));
  }

  findById(actor: Actor, id: string) {
    return this.scoped(actor).where('r.id', '=', id).executeTakeFirst();
  }

  findByIdOrThrow(actor: Actor, id: string) {
    return foundOrNotFound(this.findById(actor, id));
  }

  /** The caller's reading the duplicate rule (meter, reader, date) finds, if the caller still sees it. */
  findDuplicate(actor: Actor, meterId: string, readingDate: Date) {
    return this.db
      .selectFrom('readings as r')
      .select('r.id')
      .where('r.meter_id', '=', meterId)
      .where('r.applying_person_id', '=', actor.userId)
      .where('r.reading_date', '=', readingDate)
      .where(readingScope(actor))
      .executeTakeFirst();
  }

  /** One reading of the caller's with its results and photo references (run it in a transaction). */
  async insert(actor: Actor, reading: NewReading): Promise<string> {
    const { id } = await this.db
      .insertInto('readings')
      .values({
        meter_id: reading.meterId,
        reading_date: reading.readingDate,
        type: reading.type,
        note: reading.note ?? null,
        origin: originOf(reading.results),
        applying_person_id: actor.userId,
        owner_company_id: actor.companyId,
        owner_id: actor.userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await this.db
      .insertInto('reading_results')
      .values(reading.results.map((result) => ({ reading_id: id, ...result })))
      .execute();
    if (reading.imageMetas.length) {
      await this.db
        .insertInto('reading_image_metas')
        .values(
          reading.imageMetas.map(({ imageId, ...meta }) => ({ reading_id: id, image_id: imageId, ...meta })),
        )
        .execute();
    }
    return id;
  }

  async update(actor: Actor, id: string, values: Updateable<ReadingsTable>): Promise<void> {
    if (Object.keys(values).length === 0) return;
    await this.db
      .updateTable('readings as r')
      .set(values)
      .where('r.id', '=', id)
      .where(readingScope(actor))
      .execute();
  }

  /**
   * A reading's value for one OBIS code, compared as numbers in the database: only a value that differs
   * is written, with `applied_method`. Whether it was written.
   */
  async setValue(actor: Actor, readingId: string, obis: string, value: string, appliedMethod: AppliedMethod) {
    const result = await this.db
      .updateTable('reading_results')
      .set({ value, applied_method: appliedMethod })
      .where('reading_id', '=', readingId)
      .where('obis', '=', obis)
      .where(sql<SqlBool>`value <> ${value}::numeric`)
      .where(
        'reading_id',
        'in',
        this.db
          .selectFrom('readings as r')
          .select('r.id')
          .where('r.id', '=', readingId)
          .where(readingScope(actor)),
      )
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async delete(actor: Actor, id: string): Promise<void> {
    await this.db.deleteFrom('readings as r').where('r.id', '=', id).where(readingScope(actor)).execute();
  }

  /**
   * Results of the given readings (those the caller sees) with, per OBIS code, the consumption since the
   * previous reading of that code, the days between them (rounded up) and the average per day (2 decimals).
   */
  async resultsWithConsumption(actor: Actor, readingIds: string[]): Promise<ResultWithConsumption[]> {
    if (readingIds.length === 0) return [];
    const { rows } = await sql<ResultWithConsumption>`
      SELECT rr.reading_id, rr.obis, rr.value::text AS value, rr.applied_method,
             rr.plausibility, rr.plausibility_reasons,
             (rr.value - prev.value)::text AS consumption,
             ceil(extract(epoch FROM r.reading_date - prev.reading_date) / 86400)::int AS diff_days,
             round((rr.value - prev.value) / nullif(ceil(extract(epoch FROM r.reading_date - prev.reading_date) / 86400), 0), 2)::text
               AS consumption_average
      FROM reading_results rr
      JOIN readings r ON r.id = rr.reading_id
      JOIN meters scope_m ON scope_m.id = r.meter_id
      LEFT JOIN LATERAL (
        SELECT r2.reading_date, rr2.value
        FROM readings r2 JOIN reading_results rr2 ON rr2.reading_id = r2.id AND rr2.obis = rr.obis
        WHERE r2.meter_id = r.meter_id AND r2.reading_date < r.reading_date
        ORDER BY r2.reading_date DESC
        LIMIT 1
      ) prev ON true
      WHERE rr.reading_id IN (${sql.join(readingIds)}) AND ${meterScope(actor, 'scope_m')}
      ORDER BY rr.reading_id, rr.obis`.execute(this.db);
    return rows;
  }

  /** Date and results of the given readings (those the caller sees): what a request shows of its reading. */
  summaries(actor: Actor, readingIds: string[]) {
    if (readingIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('readings as r')
      .innerJoin('reading_results as rr', 'rr.reading_id', 'r.id')
      .innerJoin('meters as scope_m', 'scope_m.id', 'r.meter_id')
      .select([
        'r.id',
        'r.reading_date',
        'rr.obis',
        sql<string>`rr.value::text`.as('value'),
        'rr.applied_method',
      ])
      .where('r.id', 'in', readingIds)
      .where(meterScope(actor, 'scope_m'))
      .orderBy('rr.obis')
      .execute();
  }

  /** Photo metadata of the given readings (those the caller sees). */
  imageMetas(actor: Actor, readingIds: string[]) {
    if (readingIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('reading_image_metas as im')
      .innerJoin('readings as r', 'r.id', 'im.reading_id')
      .innerJoin('meters as scope_m', 'scope_m.id', 'r.meter_id')
      .selectAll('im')
      .where('im.reading_id', 'in', readingIds)
      .where(meterScope(actor, 'scope_m'))
      .orderBy('im.created')
      .execute();
  }
}

export type ReadingRow = NonNullable<Awaited<ReturnType<ReadingsRepository['findById']>>>;
export type ImageMetaRow = Awaited<ReturnType<ReadingsRepository['imageMetas']>>[number];

/** A reading with everything the API shows of it. */
export interface ReadingRecord {
  row: ReadingRow;
  results: ResultWithConsumption[];
  imageMetas: ImageMetaRow[];
}
