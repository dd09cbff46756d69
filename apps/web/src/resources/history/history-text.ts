import { HIDDEN_ID, type HistoryEntry } from '@portal/contracts';
import { formatDateTime } from '../../lib/format-date';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The labels the app already has for a database column, by object type. A column without one (and
 * anything the server records later) is shown by its raw name.
 */
const FIELD_LABELS: Record<string, Record<string, string>> = {
  meters: {
    meter_id: 'meters.fields.meter_id',
    label: 'meters.fields.label',
    barcode_id: 'meters.fields.barcode_id',
    metering_code: 'meters.fields.metering_code',
    malo_code: 'meters.fields.malo_code',
    physical_medium: 'meters.fields.physical_medium',
    physical_unit: 'meters.fields.physical_unit',
    status: 'meters.fields.status',
    date_status_change: 'buildings.fields.date_status_change',
    needs_check: 'meters.fields.needs_check',
    appearance: 'meters.fields.appearance',
    integer_digits: 'meters.fields.integer_digits',
    fraction_digits: 'meters.fields.fraction_digits',
    factor: 'meterForm.fields.factor',
    obis_codes: 'meters.fields.obis_codes',
    energy_supplier_id: 'meters.fields.energy_supplier',
    meter_reading_service_id: 'meters.fields.meter_reading_service',
    note: 'meters.fields.note',
    custom_reference_meter: 'meters.fields.custom_reference_meter',
    custom_references_counters: 'meters.fields.custom_references_counters',
    reading_frequency: 'meters.fields.reading_frequency',
    main_meter_id: 'meters.fields.main_meter',
    predecessor_meter_id: 'meters.fields.predecessor',
    building_id: 'meters.fields.building',
    owner_company_id: 'meters.fields.owner',
  },
  buildings: {
    business_entity: 'buildings.fields.business_entity',
    label: 'buildings.fields.label',
    street: 'buildings.fields.street',
    street_number: 'buildings.fields.street_number',
    zip_code: 'buildings.fields.zip_code',
    city: 'buildings.fields.city',
    country: 'buildings.fields.country',
    state: 'buildings.fields.state',
    note: 'buildings.fields.note',
    status: 'buildings.fields.status',
    date_status_change: 'buildings.fields.date_status_change',
    commercial_consumer_id: 'buildings.fields.commercial_consumer',
    preferred_delegate_id: 'buildings.fields.preferred_delegate',
    property_manager_id: 'buildings.fields.property_manager',
    owner_company_id: 'meters.fields.owner',
  },
  readings: {
    meter_id: 'readingRequests.fields.meter',
    reading_date: 'readings.detail.readingDate',
    type: 'readings.detail.type',
    note: 'readings.detail.readingNote',
    applying_person_id: 'readings.detail.applyingPerson',
    origin: 'readingRequests.filters.origin',
    owner_company_id: 'meters.fields.owner',
  },
  reading_requests: {
    meter_id: 'readingRequests.fields.meter',
    status: 'readingRequests.columns.status',
    status_note: 'readingRequests.columns.status_note',
    delegate_id: 'readingRequests.fields.delegate',
    planned_reading_date: 'readingRequests.fields.planned_reading_date',
    planned_reading_date_end: 'readingRequests.fields.planned_reading_date_end',
    reason: 'readingRequests.fields.reason',
    note: 'readingRequests.fields.note',
    origin: 'readingRequests.filters.origin',
    owner_company_id: 'meters.fields.owner',
  },
  companies: {
    name: 'administration.teams.fields.name',
    address: 'administration.teams.fields.address',
    company_type: 'administration.teams.fields.company_type',
    custom_reference: 'administration.teams.fields.custom_reference',
    vat: 'administration.teams.fields.vat',
    contract_status: 'administration.teams.fields.contract_status',
    expiration_date: 'administration.teams.fields.expiration_date',
    enabled_features: 'administration.teams.fields.features',
    owner_id: 'history.fields.createdBy',
  },
  users: {
    email: 'administration.employees.fields.email',
    name: 'administration.employees.fields.employeeName',
    company_id: 'administration.employees.fields.company',
    role: 'administration.users.fields.role',
    is_external: 'history.fields.isExternal',
    uses_sso: 'administration.employees.fields.uses_sso',
    is_active: 'history.fields.active',
    password_hash: 'history.fields.password',
    password_change_urgency: 'history.fields.passwordChangeUrgency',
    token_version: 'history.fields.tokenVersion',
    owner_id: 'history.fields.createdBy',
  },
};

/** Columns whose values the app translates: the key prefix of their texts. */
const VALUE_TEXTS: Record<string, Record<string, string>> = {
  meters: { status: 'meters.statuses.', physical_medium: 'media.', appearance: 'meters.appearances.' },
  buildings: { status: 'buildings.statuses.' },
  companies: {
    company_type: 'administration.companyTypes.',
    contract_status: 'administration.contractStatuses.',
    enabled_features: 'administration.features.',
  },
  users: { role: 'administration.roles.' },
  readings: { type: 'readings.types.', origin: 'dashboard.trend.origins.' },
  reading_requests: {
    status: 'readingRequests.statuses.',
    status_note: 'readingRequests.statusNotes.',
    origin: 'readingRequests.origins.',
  },
};

/** A reading's value for one OBIS code is recorded on the reading as `results[<obis>].value`. */
const RESULT_VALUE = /^results\[(.+)\]\.value$/;
/**
 * A team's contractor link is recorded on the team as `contractors[<company id>].status` (pending,
 * accepted, declined; null once removed); entries from before links had a status as
 * `contractors[<company id>]` (true while it was one).
 */
const CONTRACTOR = /^contractors\[([^\]]+)\](\.status)?$/;
const CONTRACTOR_STATUS_TEXTS = 'administration.contractors.linkStatuses.';

/**
 * The field's label in the interface language, or its raw name when the app has none. `names` (the
 * entry's labels) names the ids a field holds (a team's contractors); an id without one is shown whole,
 * the server's placeholder for one the user does not see as "not visible to you".
 */
export function historyFieldLabel(
  objectType: string,
  field: string,
  t: Translate,
  names: Readonly<Record<string, string>> = {},
): string {
  const key = FIELD_LABELS[objectType]?.[field];
  if (key) return t(key);
  const result = objectType === 'readings' ? RESULT_VALUE.exec(field) : null;
  if (result) return t('readings.columns.value', { obis: result[1] });
  const contractor = objectType === 'companies' ? CONTRACTOR.exec(field) : null;
  const id = contractor?.[1];
  if (id)
    return t('history.fields.contractor', {
      name: id === HIDDEN_ID ? t('history.values.hidden') : (names[id] ?? id),
    });
  return field;
}

/**
 * The changes of one entry in the order the app shows the fields (the detail page's), then the fields it
 * has no label for by name. The server keeps no meaningful order (a JSON object's keys).
 */
export function inFieldOrder<C extends { field: string }>(objectType: string, changes: readonly C[]): C[] {
  const known = Object.keys(FIELD_LABELS[objectType] ?? {});
  const rank = (field: string) => {
    const index = known.indexOf(field);
    return index === -1 ? known.length : index;
  };
  return [...changes].sort((a, b) => rank(a.field) - rank(b.field) || a.field.localeCompare(b.field));
}

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}(:?\d{2})?)?$/;

const numberFormats = new Map<string, Intl.NumberFormat>();
/** Every recorded digit, grouped as the interface language groups them. */
function formatExact(value: number, language: string): string {
  let format = numberFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language, { maximumFractionDigits: 20 });
    numberFormats.set(language, format);
  }
  return format.format(value);
}

export interface ValueContext {
  objectType: string;
  field: string;
  language: string;
  t: Translate;
}

/**
 * A recorded value, compact: none as "–", yes/no, numbers with every digit, date-times in the interface
 * language, values the app translates (statuses, media …) translated, lists comma-separated and objects
 * as `key: value` pairs. Ids stay whole: UUIDv7s made together share their first characters; the server's
 * placeholder for one the user does not see (`HIDDEN_ID`) reads "not visible to you".
 */
export function historyValueText(value: unknown, context: ValueContext): string {
  const { t } = context;
  if (value === null || value === undefined || value === '') return t('history.values.none');
  if (typeof value === 'boolean') return t(value ? 'history.values.yes' : 'history.values.no');
  if (typeof value === 'number') return formatExact(value, context.language);
  if (typeof value === 'string') {
    if (value === HIDDEN_ID) return t('history.values.hidden');
    const prefix =
      VALUE_TEXTS[context.objectType]?.[context.field] ??
      (context.objectType === 'companies' && CONTRACTOR.exec(context.field)?.[2]
        ? CONTRACTOR_STATUS_TEXTS
        : undefined);
    if (prefix) return t(`${prefix}${value}`, { defaultValue: value });
    if (DATE_TIME.test(value)) return formatDateTime(value, context.language) || value;
    return value;
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return t('history.values.empty');
    return value.map((item) => historyValueText(item, context)).join(', ');
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 0) return t('history.values.empty');
    return entries.map(([key, item]) => `${key}: ${historyValueText(item, context)}`).join(', ');
  }
  return String(value);
}

/** The server's tasks that change data on their own (`DataAccess.transaction({ system })`). */
const SYSTEM_TASKS = new Set([
  'reading-schedule',
  'demo-seed',
  'kept-counts-merge',
  'kept-counts-recount',
  'password-reset',
]);

/**
 * Who made a change: a user by e-mail ("not visible to you" when the server withholds them), a system task by its translated name (an unknown task by its
 * own name), a direct database write as "Database (<role>)".
 */
export function historyActorName(actor: HistoryEntry['actor'], t: Translate): string {
  if (actor.kind === 'user') return actor.name ?? t('history.values.hidden');
  if (actor.kind === 'system') {
    if (!actor.name) return t('history.actor.system');
    return SYSTEM_TASKS.has(actor.name) ? t(`history.systemTasks.${actor.name}`) : actor.name;
  }
  return t('history.actor.database', { name: actor.name ?? '?' });
}
