import { type Actor, isAdministration } from '@portal/contracts';
import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import { readingScope } from '../../auth/scope';
import type { Database } from '../../db/schema';

/**
 * Who sees an image (alias `i`): everyone who sees a reading showing it (readingScope); an image no
 * reading shows yet, its uploader only — not the uploader's company, so a meter reader never sees a
 * colleague's photos of buildings outside their own scope. The administration sees all.
 */
export function imageScope(actor: Actor, i = 'i'): Expression<SqlBool> {
  if (isAdministration(actor)) return sql<SqlBool>`true`;
  const id = sql.ref(`${i}.id`);
  return sql<SqlBool>`(EXISTS (
      SELECT 1 FROM reading_image_metas scope_im JOIN readings scope_r ON scope_r.id = scope_im.reading_id
      WHERE scope_im.image_id = ${id} AND ${readingScope(actor, 'scope_r')})
    OR (${sql.ref(`${i}.owner_id`)} = ${actor.userId}
      AND NOT EXISTS (SELECT 1 FROM reading_image_metas attached WHERE attached.image_id = ${id})))`;
}

/** All SQL of images; every read takes the caller's scope. */
export class ImagesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  insert(actor: Actor, image: { sha256: string; contentType: string; size: number }) {
    return this.db
      .insertInto('images')
      .values({
        sha256: image.sha256,
        content_type: image.contentType,
        size_bytes: image.size,
        owner_company_id: actor.companyId,
        owner_id: actor.userId,
      })
      .returning(['id', 'content_type', 'size_bytes'])
      .executeTakeFirstOrThrow();
  }

  findVisible(actor: Actor, id: string) {
    return this.db
      .selectFrom('images as i')
      .select(['i.id', 'i.sha256', 'i.content_type', 'i.size_bytes'])
      .where('i.id', '=', id)
      .where(imageScope(actor))
      .executeTakeFirst();
  }

  /** Of the given images, those the caller sees (to attach to a reading). */
  async visibleIds(actor: Actor, ids: string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('images as i')
      .select('i.id')
      .where('i.id', 'in', ids)
      .where(imageScope(actor))
      .execute();
    return rows.map((row) => row.id);
  }
}
