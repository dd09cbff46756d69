import { z } from 'zod';

/** What the audit trail records changes of (migration 0015), by the collection that shows them. */
export const AUDITED_OBJECT_TYPES = [
  'buildings',
  'meters',
  'readings',
  'reading_requests',
  'companies',
  'users',
] as const;
export type AuditedObjectType = (typeof AUDITED_OBJECT_TYPES)[number];
export const AUDIT_ACTIONS = ['insert', 'update', 'delete'] as const;
export const AUDIT_ACTOR_KINDS = ['user', 'system', 'database'] as const;

/**
 * One recorded change of one object: who (a user, a system task such as the reading schedule, or a
 * direct database write), when, and each changed field before → after (`null` for none; a password is
 * recorded as changed with both `null`).
 */
export const historyEntrySchema = z.object({
  id: z.string(),
  at: z.iso.datetime(),
  /** Changes made in one transaction share it: a bulk action or the meter change reads as one. */
  transaction_id: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  object_type: z.string(),
  object_id: z.uuid(),
  actor: z.object({
    kind: z.enum(AUDIT_ACTOR_KINDS),
    /** The user's e-mail (kept after the user is deleted), the task's or the database role's name. */
    name: z.string().nullable(),
    company: z.string().nullable(),
    company_name: z.string().nullable(),
  }),
  changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
  /**
   * What the ids in `changes` (values, and keys such as `contractors[<id>]`) name, where the object still
   * exists: a user's e-mail, a company's name, a building's address, a meter's number.
   */
  labels: z.record(z.string(), z.string()),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** GET audit/ (the companies administration): every change, by the acting company, type and date. */
export const AUDIT_FILTERS = ['actor_company', 'object_type', 'object_id', 'at_after', 'at_before'] as const;
