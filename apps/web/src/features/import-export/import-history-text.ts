import { type Job, type JobMessage, type JobMode, TRANSFER_MODE_IDS } from '@portal/contracts';
import { formatNumber } from '../../lib/format-number';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const KEY = 'importExport.history';

/** A job's mode as the id of the mode tabs and texts (`importExport.modes.<id>`). */
export const modeIdOf = (mode: JobMode): string =>
  Object.keys(TRANSFER_MODE_IDS).find((id) => TRANSFER_MODE_IDS[id] === mode) ?? mode;

/** One count of a job's result: what was done (`created`) to which records (`meters`; none for a plain total). */
export interface ResultCount {
  action: string;
  object: string | null;
  count: number;
}

/** The order of the actions and record types the app knows; others follow in the result's order. */
const ACTION_ORDER = ['created', 'updated', 'unchanged', 'answered', 'implausible'];
const OBJECT_ORDER = ['buildings', 'meters', 'reading_requests', 'readings'];
const rank = (order: string[], name: string | null) => {
  const index = name === null ? -1 : order.indexOf(name);
  return index === -1 ? order.length : index;
};

/**
 * The counts of a job's result (`{created: {buildings: 2, meters: 5}, implausible: 3}`), whatever actions
 * and record types it names (the known ones in a fixed order: the stored result keeps none); anything but
 * a number is skipped.
 */
export function resultCounts(result: Job['result']): ResultCount[] {
  if (!result) return [];
  const counts = Object.entries(result).flatMap(([action, value]): ResultCount[] => {
    if (typeof value === 'number') return [{ action, object: null, count: value }];
    if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
    return Object.entries(value).flatMap(([object, count]) =>
      typeof count === 'number' ? [{ action, object, count }] : [],
    );
  });
  // A stable sort: unknown names keep their order after the known ones.
  return counts.sort(
    (a, b) =>
      rank(ACTION_ORDER, a.action) - rank(ACTION_ORDER, b.action) ||
      rank(OBJECT_ORDER, a.object) - rank(OBJECT_ORDER, b.object),
  );
}

/** A record type's name ("Meters"), the raw name for one the app does not know. */
export const objectLabel = (object: string, t: Translate) =>
  t(`${KEY}.objects.${object}`, { defaultValue: object });

/** An action's name ("Created"), the raw name for one the app does not know. */
export const actionLabel = (action: string, t: Translate) =>
  t(`${KEY}.actions.${action}`, { defaultValue: action });

/** "5 meters" ("5" for a plain total). */
function countedText({ object, count }: ResultCount, t: Translate, language: string) {
  const formatted = formatNumber(count, language);
  return object
    ? t(`${KEY}.counted.${object}`, { count, formatted, defaultValue: `${formatted} ${object}` })
    : formatted;
}

/** "2 buildings and 5 meters created" (a check: "… would be created"): the counts of one action. */
function actionText(action: string, counts: ResultCount[], dryRun: boolean, t: Translate, language: string) {
  const objects = new Intl.ListFormat(language, { type: 'conjunction' }).format(
    counts.map((entry) => countedText(entry, t, language)),
  );
  return t(`${KEY}.did.${action}`, {
    // The verb agrees with all of them ("1 Gebäude und 1 Zähler würden angelegt").
    count: counts.reduce((sum, entry) => sum + entry.count, 0),
    objects,
    context: dryRun ? 'dry' : undefined,
    defaultValue: `${objects} ${action}`,
  });
}

/**
 * What a job did in a line: its non-zero counts by action ("5 meters created, 2 buildings updated"), or
 * that it changed nothing, imported nothing (failed) or is not done yet.
 */
export function resultSummary(job: Job, t: Translate, language: string): string {
  const context = job.dry_run ? 'dry' : undefined;
  if (job.state === 'running') return t(`${KEY}.summary.running`);
  if (job.state === 'failed') return t(`${KEY}.summary.failed`, { context });
  const byAction = new Map<string, ResultCount[]>();
  for (const entry of resultCounts(job.result)) {
    if (entry.count > 0) byAction.set(entry.action, [...(byAction.get(entry.action) ?? []), entry]);
  }
  if (byAction.size === 0) return t(`${KEY}.summary.nothing`, { context });
  return [...byAction]
    .map(([action, counts]) => actionText(action, counts, job.dry_run, t, language))
    .join(', ');
}

/** The job's state in words; a running one with its rows ("Running: 500 / 2,000"). */
export function stateText(job: Job, t: Translate, language: string): string {
  if (job.state !== 'running' || job.rows_total === null) return t(`${KEY}.states.${job.state}`);
  return t(`${KEY}.runningRows`, {
    done: formatNumber(job.rows_done, language),
    total: formatNumber(job.rows_total, language),
  });
}

/** A job's message as "Row 7, meter_id: …" ("Row 8: …" without a column; the message alone without a row). */
export const jobMessageText = (m: JobMessage, t: Translate): string =>
  m.row !== null && m.column
    ? t('importExport.import.messageAt', { row: m.row, column: m.column, message: m.message })
    : m.row !== null
      ? t('importExport.import.messageAtRow', { row: m.row, message: m.message })
      : m.message;
