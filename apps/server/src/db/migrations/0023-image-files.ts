import { type Kysely, sql } from 'kysely';

/**
 * Photos in the database (IMAGE_STORE=database): behind several server processes a photo saved
 * through one is read through any other. Named by their SHA-256 like the files on disk (`images.sha256`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE image_files (sha256 char(64) PRIMARY KEY, bytes bytea NOT NULL)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE image_files`.execute(db);
}
