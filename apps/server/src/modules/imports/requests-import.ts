import {
  type Actor,
  assigneeRoleProblem,
  type JobMessage,
  judgeNewReadingRequest,
  LIMITS,
  message,
  type PortalConfiguration,
} from '@portal/contracts';
import type { DataAccess } from '../data-access';
import type { BaseImport } from './base-import';
import { berlinDayEnd } from './berlin-time';
import type { ImportedRequest } from './imports.repository';
import type { ParsedValue } from './value-parsers';

interface Row {
  row: number;
  values: Record<string, ParsedValue | null>;
}

const REQUEST_COLUMNS = [
  'planned_reading_date',
  'planned_reading_date_end',
  'delegate',
  'reason',
  'request_note',
  'request_status',
  'status_note',
];
const text = (value: ParsedValue | null | undefined) => (typeof value === 'string' ? value : null);
const iso = (value: ParsedValue | null | undefined) => (value instanceof Date ? value.toISOString() : null);

/**
 * Mode 0 (ALL): the rows' reading requests, after their buildings and meters (`BaseImport`, on the same
 * transaction). A request is named by its meter, reader and planned start (the duplicate rule): one that
 * exists with the same fields is left alone (an export re-imports unchanged), with other fields it is
 * refused; a new one is created as the form creates it (status new, a planned start today or later, a
 * reader who is no scheduler), for a meter the company may order readings of. The file's new meters
 * need a check like any new meter, but their requests come with them in the same file and are accepted.
 */
export class RequestsImport {
  private readonly messages: JobMessage[] = [];

  constructor(
    private readonly actor: Actor,
    private readonly config: PortalConfiguration,
  ) {}

  private refuse(row: number, column: string | null, message: string) {
    this.messages.push({ row, column, message });
  }

  /** Checks and writes the rows' requests; the messages if any is refused (the caller rolls back). */
  async run(
    data: DataAccess,
    rows: Row[],
    base: BaseImport,
  ): Promise<{ created: number; unchanged: number } | JobMessage[]> {
    const asked = rows.filter(({ values }) => REQUEST_COLUMNS.some((column) => values[column] != null));
    const emails = [
      ...new Set(asked.map(({ values }) => text(values.delegate)).filter((e): e is string => !!e)),
    ];
    const employees = await data.imports.pickableEmployees(this.actor, emails);
    const wanted: (ImportedRequest & {
      row: number;
      status: string;
      statusNote: string | null;
      endAsGiven: string | null;
      newMeter: boolean;
      needsCheck: boolean;
    })[] = [];
    for (const { row, values } of asked) {
      const meter = base.meters.get(text(values.meter_id) ?? '');
      const start = iso(values.planned_reading_date);
      // A planned end read as a day ends with that day; as given, it may name a stored request exactly.
      const endAsGiven = iso(values.planned_reading_date_end);
      const end = iso(
        values.planned_reading_date_end instanceof Date
          ? berlinDayEnd(values.planned_reading_date_end)
          : values.planned_reading_date_end,
      );
      if (!meter) this.refuse(row, 'meter_id', 'A reading request needs its meter.');
      if (!start) this.refuse(row, 'planned_reading_date', 'This field is required.');
      if (!end) this.refuse(row, 'planned_reading_date_end', 'This field is required.');
      for (const column of ['reason', 'request_note'])
        if ((text(values[column])?.length ?? 0) > LIMITS.shortText)
          this.refuse(row, column, message('validation.maxLength', { maximum: LIMITS.shortText }));
      const email = text(values.delegate);
      const delegate = email
        ? employees.find((e) => e.email.toLowerCase() === email.toLowerCase() && e.is_active)
        : undefined;
      if (email && !delegate) this.refuse(row, 'delegate', message('imports.unknownEmployee', { email }));
      else if (delegate) {
        const problem = assigneeRoleProblem('delegate', delegate.role);
        if (problem) this.refuse(row, 'delegate', problem);
      }
      if (!meter || !start || !end) continue;
      wanted.push({
        row,
        meterId: meter.id,
        delegateId: delegate?.id ?? null,
        start,
        end,
        endAsGiven,
        reason: text(values.reason),
        note: text(values.request_note),
        status: text(values.request_status) ?? 'new',
        statusNote: text(values.status_note),
        newMeter: meter.created === true,
        needsCheck: meter.needsCheck,
      });
    }
    if (this.messages.length) return this.messages;

    const existing = await data.imports.requestsAt(this.actor, wanted);
    const fresh: typeof wanted = [];
    let unchanged = 0;
    // A request is its meter, reader and planned start: the same one twice in the file is refused.
    const rowOf = new Map<string, number>();
    for (const request of wanted) {
      const key = `${request.meterId}\u001f${request.delegateId ?? ''}\u001f${request.start}`;
      const earlier = rowOf.get(key);
      if (earlier !== undefined) {
        this.refuse(request.row, 'planned_reading_date', message('imports.requestTwice', { row: earlier }));
        continue;
      }
      rowOf.set(key, request.row);
      const stored = existing.get(key);
      if (stored) {
        const differs = (
          [
            ['planned_reading_date_end', stored.end === request.end || stored.end === request.endAsGiven],
            ['reason', stored.reason === request.reason],
            ['request_note', stored.note === request.note],
            ['request_status', stored.status === request.status],
            ['status_note', stored.statusNote === request.statusNote],
          ] as const
        ).find(([, same]) => !same);
        if (!differs) unchanged++;
        else
          this.refuse(
            request.row,
            differs[0],
            'This reading request (meter, reader, planned start) exists with other fields.',
          );
        continue;
      }
      if (request.status !== 'new' || request.statusNote)
        this.refuse(
          request.row,
          request.status !== 'new' ? 'request_status' : 'status_note',
          'A new reading request starts as new, without a status note.',
        );
      const verdict = judgeNewReadingRequest({
        actor: this.actor,
        config: this.config,
        meter: { needsCheck: request.needsCheck, createdByThisWrite: request.newMeter },
        start: request.start,
        end: request.end,
      });
      for (const { message } of verdict.refused) this.refuse(request.row, 'meter_id', message);
      for (const [field, messages] of Object.entries(verdict.errors))
        for (const message of messages) this.refuse(request.row, field, message);
      fresh.push(request);
    }
    if (this.messages.length) return this.messages;
    await data.imports.insertRequests(this.actor, fresh);
    return { created: fresh.length, unchanged };
  }
}
