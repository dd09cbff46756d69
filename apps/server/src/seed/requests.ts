import { type ReadingRequestStatus, STATUS_NOTES, type StatusNote } from '@portal/contracts';
import { addDays, atTime, earlier } from './dates';
import { Random } from './random';
import { randomWindow, type Window, type WindowKind, windowAround } from './request-windows';
import type { Directory, MeterPlan, Person, ReadingPlan, Row, SeedContext } from './types';

/** Open requests per status and window kind; success ones come from readings. */
const OPEN: ReadonlyArray<[ReadingRequestStatus, WindowKind, number]> = [
  ['new', 'overdue', 8],
  ['new', 'current', 20],
  ['new', 'future', 12],
  ['postponed', 'current', 4],
  ['postponed', 'future', 4],
  ['postponed_notified', 'future', 6],
  ['rejected', 'past', 14],
  ['rejected_selfservice', 'past', 5],
];
const SUCCESS: ReadonlyArray<[ReadingRequestStatus, number]> = [
  ['success', 36],
  ['success_selfservice', 10],
];

const NOTE_TEXTS: Record<StatusNote, string> = {
  incorrect_scheduled: 'Falsch disponiert',
  meter_defect: 'Zähler defekt',
  meter_not_found: 'Zähler nicht gefunden',
  meter_not_read_in_time: 'Zähler nicht rechtzeitig abgelesen',
  access_not_possible: 'Kein Zugang möglich',
  reading_period_finalized: 'Ablesung nicht durchgeführt',
  object_closed: 'Objekt geschlossen',
};
const REASONS = [
  'Turnusablesung',
  'Jahresablesung',
  'Mieterwechsel zum Monatsende',
  'Kontrollablesung nach Verbrauchsanstieg',
  'Zwischenablesung Abrechnung',
];
const NOTES = [
  'Bitte vorher beim Hausmeister melden',
  'Mieter ist nur vormittags erreichbar',
  'Schlüssel liegt im Büro der Hausverwaltung',
  'Zähler im Technikraum, Code 4711',
];

/** About 120 reading requests in every status for the related companies, and four for Fremdwerk. */
export function buildRequests(
  ctx: SeedContext,
  dir: Directory,
  meters: readonly MeterPlan[],
  readings: readonly ReadingPlan[],
): Row<'reading_requests'>[] {
  const rng = Random.forArea('requests');
  const rows: Row<'reading_requests'>[] = [];
  const taken = new Set<string>();
  let rejectedCount = 0;

  const add = (
    meter: MeterPlan,
    status: ReadingRequestStatus,
    window: Window,
    delegate: Person | null,
    reading: ReadingPlan | null,
  ) => {
    const key = `${meter.id}|${delegate?.id ?? ''}|${window.start.getTime()}`;
    if (taken.has(key)) return;
    taken.add(key);
    const employee = creator(meter, dir, rng);
    const createdBase = earlier(window.start, ctx.reference);
    const created = atTime(addDays(createdBase, -rng.int(3, 30)), rng.int(7, 17), rng.int(0, 59));
    const note = noteFor(status, rejectedCount, rng);
    if (status === 'rejected') rejectedCount += 1;
    const modified = reading
      ? atTime(reading.date, 0, 5)
      : status === 'new'
        ? created
        : atTime(addDays(created, 2), 0, 0);
    rows.push({
      id: ctx.ids.next(),
      meter_id: meter.id,
      status,
      status_note: note,
      status_note_text: note ? NOTE_TEXTS[note] : null,
      delegate_id: delegate?.id ?? null,
      planned_reading_date: window.start,
      planned_reading_date_end: window.end,
      reason: rng.chance(0.4) ? rng.pick(REASONS) : null,
      note: rng.chance(0.25) ? rng.pick(NOTES) : null,
      reading_id: reading?.id ?? null,
      expected_values: null,
      employee_id: employee.id,
      tour: rng.chance(0.2) ? `Tour ${rng.int(1, 20)}` : null,
      owner_company_id: employee.companyId,
      owner_id: employee.id,
      created,
      modified,
    });
  };

  const open = meters.filter(
    (m) => m.building.tenant === 'main' && m.active && m.building.active && !m.needsCheck,
  );
  for (const [status, kind, count] of OPEN) {
    for (let i = 0; i < count; i += 1) {
      const meter = rng.pick(open);
      const undispatched = status === 'new' && rng.chance(0.25);
      const delegate = undispatched ? null : (meter.building.delegate ?? rng.pick(dir.readers));
      add(meter, status, randomWindow(ctx.reference, kind, rng), delegate, null);
    }
  }

  const readable = rng.shuffle(
    readings.filter(
      (r) => r.meter.building.tenant === 'main' && r.type === 'periodic' && r.person.role === 'meter_reader',
    ),
  );
  let next = 0;
  for (const [status, count] of SUCCESS) {
    for (let i = 0; i < count; i += 1) {
      const reading = readable[next++]!;
      add(reading.meter, status, windowAround(reading.date, rng), reading.person, reading);
    }
  }

  addFremdwerk(ctx, dir, meters, readings, rng, add);
  return rows;
}

type Add = (
  meter: MeterPlan,
  status: ReadingRequestStatus,
  window: Window,
  delegate: Person | null,
  reading: ReadingPlan | null,
) => void;

function addFremdwerk(
  ctx: SeedContext,
  dir: Directory,
  meters: readonly MeterPlan[],
  readings: readonly ReadingPlan[],
  rng: Random,
  add: Add,
) {
  const own = meters.filter((m) => m.building.tenant === 'fremdwerk');
  const reader = dir.strangerReaders[0]!;
  add(own[0]!, 'new', randomWindow(ctx.reference, 'current', rng), reader, null);
  add(own[1]!, 'new', randomWindow(ctx.reference, 'future', rng), null, null);
  add(own[2]!, 'rejected', randomWindow(ctx.reference, 'past', rng), reader, null);
  const reading = readings.find((r) => r.meter.building.tenant === 'fremdwerk');
  if (reading) add(reading.meter, 'success', windowAround(reading.date, rng), reading.person, reading);
}

/** The scheduler who created a request: the building owner's, sometimes the energy supplier's. */
function creator(meter: MeterPlan, dir: Directory, rng: Random): Person {
  const { building } = meter;
  if (building.tenant === 'fremdwerk') return dir.stranger;
  if (building.ownerCompanyId === dir.companies.stadtwerke)
    return dir.supplierSchedulers[rng.chance(0.75) ? 0 : 1]!;
  if (meter.supplierId === dir.companies.stadtwerke && rng.chance(0.3)) return dir.supplierSchedulers[0]!;
  return building.manager ?? dir.consumerSchedulers[0]!;
}

/** Rejected requests cycle through all status notes; self-service rejections say why the tenant declined. */
function noteFor(status: ReadingRequestStatus, rejectedSoFar: number, rng: Random): StatusNote | null {
  if (status === 'rejected') return STATUS_NOTES[rejectedSoFar % STATUS_NOTES.length]!;
  if (status === 'rejected_selfservice') return rng.pick(['access_not_possible', 'object_closed'] as const);
  return null;
}
