// Apart from the reference schemas (references.ts) so that reading an id out of a url needs no zod: the
// web app's start does it (a reading's page loads its data beside its code).
export const UUID_TEXT = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const UUID = new RegExp(`^${UUID_TEXT}$`, 'i');
const TRAILING_UUID = new RegExp(`(${UUID_TEXT})/?$`, 'i');

/** A whole uuid (any case). */
export const isUuid = (value: string) => UUID.test(value);

/** The resource_id inside a reference (url or id). */
export function referenceId(reference: string): string {
  const match = TRAILING_UUID.exec(reference);
  return (match?.[1] ?? reference).toLowerCase();
}
