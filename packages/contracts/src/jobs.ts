import { z } from 'zod';
import { IMPORT_MODES } from './enums';
import { message } from './messages';

/** Long work a user starts and watches: an import (dry run or real) or an export. */
export const JOB_KINDS = ['import', 'export'] as const;
export type JobKind = (typeof JOB_KINDS)[number];

/** What a job moves: the spec's modes (ALL: reading requests, BASE: buildings and meters) and readings. */
export const JOB_MODES = [...IMPORT_MODES, 'READINGS'] as const;
export type JobMode = (typeof JOB_MODES)[number];

/**
 * A job runs from the moment it is accepted; it ends succeeded or failed. A job whose server stopped
 * (killed, restarted) is marked failed by any instance once its heartbeat is older than
 * `JOB_TIMINGS.staleAfterMs`; an import's transaction ends with its connection, so nothing of it stays.
 */
export const JOB_STATES = ['running', 'succeeded', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

/**
 * A job keeps at most this many messages (the first, by row), then one that counts the rest: a file of
 * a million bad or implausible rows must not become a million-entry answer.
 */
export const JOB_MESSAGES_MAX = 1_000;

export const JOB_TIMINGS = {
  /** A running job's server writes its heartbeat (and progress) this often. */
  heartbeatMs: 2_000,
  /** Without a heartbeat for this long, the job's server is gone: the job is failed. */
  staleAfterMs: 30_000,
  /** Every server looks for stale jobs this often. */
  sweepMs: 10_000,
} as const;

/**
 * An export started with `Prefer: respond-async` keeps its file (`jobs/{id}/file/`) this long after it
 * ended; every server's sweep then deletes it. A constant, not a setting: the database must not fill up.
 */
export const EXPORT_FILE_KEEP_HOURS = 24;

/** What a job says about one row of its file (the spreadsheet's row number, 1 = the header) or the whole. */
export const jobMessageSchema = z.object({
  row: z.number().int().nullable(),
  column: z.string().nullable(),
  message: z.string(),
});
export type JobMessage = z.infer<typeof jobMessageSchema>;

/** GET jobs/{id}/: a job's state and progress; an import's messages and counts are its report. */
export const jobSchema = z.object({
  url: z.string(),
  resource_id: z.uuid(),
  kind: z.enum(JOB_KINDS),
  mode: z.enum(JOB_MODES),
  dry_run: z.boolean(),
  file_name: z.string(),
  state: z.enum(JOB_STATES),
  /** Rows processed so far, of `rows_total` once the total is known (null before). */
  rows_done: z.number().int(),
  rows_total: z.number().int().nullable(),
  messages: z.array(jobMessageSchema),
  /** What the finished job did, by object type: `{created: {meters: 12}, updated: {…}}` for an import. */
  result: z.record(z.string(), z.unknown()).nullable(),
  created_by: z.string().nullable(),
  created: z.iso.datetime(),
  finished: z.iso.datetime().nullable(),
});
export type Job = z.infer<typeof jobSchema>;

export const JOB_ORDERINGS = ['created', '-created'] as const;

/** The line a job keeps after its first JOB_MESSAGES_MAX messages: it counts the ones not kept. */
export const notKeptMessagesNote = (notKept: number): JobMessage => ({
  row: null,
  column: null,
  message: message('jobs.notKept', { count: notKept }),
});

/** The count the note starts with, in any language's digit grouping ("1,234", "1.234"). */
const NOT_KEPT = /^([\d,.\s\u00a0\u202f]+) /;

/**
 * How many messages a job had: the note after the first JOB_MESSAGES_MAX stands for those not kept (a
 * message may follow it: the server stopped); without it, each message counts once.
 */
export function jobMessagesTotal(messages: readonly JobMessage[]): number {
  const note = messages[JOB_MESSAGES_MAX];
  const notKept = note && note.row === null ? NOT_KEPT.exec(note.message) : null;
  return notKept ? messages.length - 1 + Number(notKept[1]!.replace(/\D/g, '')) : messages.length;
}
