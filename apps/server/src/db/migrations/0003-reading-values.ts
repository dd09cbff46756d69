import { type Kysely, sql } from 'kysely';

/**
 * Reading values become numeric(21,6): at most 15 digits before the point and 6 decimals, as the
 * contract's readingValueSchema admits. The database type is the last line behind the contract, and it
 * keeps every consumption (value minus the previous value) and daily average finite.
 *
 * Existing values are rounded to 6 decimals by the type change. A value the new type cannot hold (an
 * absurd figure, NaN, ±Infinity) is not thrown away silently: it moves, with its reading and OBIS code,
 * to reading_results_out_of_range, where an operator can look at it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE reading_results_out_of_range (
    reading_id uuid NOT NULL REFERENCES readings (id) ON DELETE CASCADE,
    obis varchar(50) NOT NULL,
    value numeric NOT NULL,
    applied_method text NOT NULL,
    moved timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (reading_id, obis)
  )`.execute(db);
  // NaN sorts above every number, so it fails the upper bound; bounds at half a millionth round correctly.
  await sql`WITH moved AS (
      DELETE FROM reading_results
      WHERE NOT (value > -999999999999999.9999995 AND value < 999999999999999.9999995)
      RETURNING reading_id, obis, value, applied_method
    )
    INSERT INTO reading_results_out_of_range (reading_id, obis, value, applied_method)
    SELECT reading_id, obis, value, applied_method FROM moved`.execute(db);
  await sql`ALTER TABLE reading_results ALTER COLUMN value TYPE numeric(21, 6)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE reading_results ALTER COLUMN value TYPE numeric`.execute(db);
  await sql`INSERT INTO reading_results (reading_id, obis, value, applied_method)
    SELECT reading_id, obis, value, applied_method FROM reading_results_out_of_range
    ON CONFLICT DO NOTHING`.execute(db);
  await sql`DROP TABLE reading_results_out_of_range`.execute(db);
}
