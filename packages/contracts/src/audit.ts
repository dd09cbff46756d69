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
 * What an entry shows instead of an id the caller does not see now (another company's meter, a former
 * contractor, a deleted object): in the values and field names of `changes` and as `actor.company`. The nil
 * UUID, which no object has.
 */
export const HIDDEN_ID = '00000000-0000-0000-0000-000000000000';

/** What a history entry says about the ids it holds, for the OpenAPI description. */
export const HISTORY_VISIBILITY_NOTE = `Ids name only what the caller sees now: an id of anything else (in a value, in a field such as contractors[<id>], or as actor.company) is replaced by ${HIDDEN_ID} and has no label; actor.name and actor.company_name are null for a user or company the caller does not see.`;

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
    /**
     * The user's e-mail (kept after the user is deleted, while their company is visible), the task's or the
     * database role's name; null for a user the caller does not see.
     */
    name: z.string().nullable(),
    /** The user's company: `HIDDEN_ID` and no name when the caller does not see it. */
    company: z.string().nullable(),
    company_name: z.string().nullable(),
  }),
  /** Each changed field; an id the caller does not see now is `HIDDEN_ID`, in the values and in the field name. */
  changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
  /**
   * What the ids in `changes` (values, and keys such as `contractors[<id>]`) name, for the objects the caller
   * sees now: a user's e-mail, a company's name, a building's address, a meter's number.
   */
  labels: z.record(z.string(), z.string()),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** GET audit/ (the companies administration): every change, by the acting company, type and date. */
export const AUDIT_FILTERS = ['actor_company', 'object_type', 'object_id', 'at_after', 'at_before'] as const;
