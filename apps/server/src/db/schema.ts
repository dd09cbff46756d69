import type {
  Appearance,
  AppliedMethod,
  BuildingStatus,
  CompanyType,
  ContractorLinkStatus,
  ContractStatus,
  JobKind,
  JobMessage,
  JobMode,
  JobState,
  MeterStatus,
  PhysicalMedium,
  Plausibility,
  PlausibilityReason,
  ReadingOrigin,
  ReadingRequestOrigin,
  ReadingRequestStatus,
  ReadingType,
  Role,
  StatusNote,
} from '@portal/contracts';
import type { ColumnType, Generated } from 'kysely';

/**
 * Kysely table types, written once from migrations/0001-schema.ts. Columns with a CHECK list (and those
 * only ever written from the contracts' enums) have the contracts' enum types.
 */

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** numeric comes back as a string from both drivers; it is written as a number or string. */
type Numeric = ColumnType<string, number | string, number | string>;
type Json<T> = ColumnType<T, string | T | undefined, string | T>;

interface Stamps {
  created: Generated<Date>;
  modified: Generated<Date>;
  owner_id: string | null;
}

export interface CompaniesTable extends Stamps {
  id: Generated<string>;
  name: string;
  company_type: CompanyType;
  custom_reference: string | null;
  address: Generated<string>;
  vat: string | null;
  contract_status: Generated<ContractStatus>;
  expiration_date: NullableTimestamp;
  enabled_features: Generated<string[]>;
}

export interface CompanyContractorsTable {
  company_id: string;
  contractor_id: string;
  /** `ContractorLinkStatus`: only an accepted link grants anything (migration 0028). */
  status: Generated<ContractorLinkStatus>;
  created: Generated<Date>;
}

export interface UsersTable extends Stamps {
  id: Generated<string>;
  email: string;
  password_hash: string | null;
  is_active: Generated<boolean>;
  last_login: NullableTimestamp;
  role: Role;
  company_id: string;
  name: Generated<string>;
  is_external: Generated<boolean>;
  uses_sso: Generated<boolean>;
  token_version: Generated<number>;
  password_change_urgency: 'required' | 'recommended' | null;
  webportal_settings: Json<Record<string, unknown>>;
}

/** A server session: the session cookie and the access tokens issued with it name its id (migration 0004). */
export interface SessionsTable {
  id: string;
  user_id: string;
  created: Generated<Date>;
  expires_at: Timestamp;
}

/** A single sign-on under way, until its callback (migration 0032). */
export interface SsoLoginsTable {
  state: string;
  nonce: string;
  code_verifier: string;
  next_path: string;
  expires_at: Timestamp;
}

export interface PasswordResetTokensTable {
  id: Generated<string>;
  user_id: string;
  token_hash: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created: Generated<Date>;
}

export interface BuildingsTable extends Stamps {
  id: Generated<string>;
  label: string | null;
  custom_data: Json<Record<string, unknown>>;
  note: string | null;
  lat: number | null;
  lon: number | null;
  country: string | null;
  state: string | null;
  zip_code: string;
  city: string;
  street: string;
  street_number: string;
  business_entity: string | null;
  business_unit: string | null;
  status: Generated<BuildingStatus>;
  date_status_change: NullableTimestamp;
  commercial_consumer_id: string | null;
  preferred_delegate_id: string | null;
  property_manager_id: string | null;
  owner_company_id: string;
  search_text: ColumnType<string, never, never>;
}

export interface MetersTable extends Stamps {
  id: Generated<string>;
  building_id: string;
  label: string | null;
  meter_id: string;
  barcode_id: string | null;
  metering_code: string | null;
  malo_code: string | null;
  obis_codes: Generated<string[]>;
  physical_medium: PhysicalMedium;
  physical_unit: string;
  note: string | null;
  factor: ColumnType<string, number | string | undefined, number | string>;
  integer_digits: Generated<number>;
  fraction_digits: Generated<number>;
  appearance: Generated<Appearance>;
  reading_frequency: string | null;
  custom_reference_meter: string | null;
  custom_references_counters: Json<Record<string, string>>;
  energy_supplier_id: string | null;
  meter_reading_service_id: string | null;
  needs_check: Generated<boolean>;
  calibration_period_start: NullableTimestamp;
  calibration_period_end: NullableTimestamp;
  predecessor_meter_id: string | null;
  main_meter_id: string | null;
  status: Generated<MeterStatus>;
  date_status_change: NullableTimestamp;
  owner_company_id: string;
  search_text: ColumnType<string, never, never>;
}

export interface ReadingsTable extends Stamps {
  id: Generated<string>;
  meter_id: string;
  reading_date: Timestamp;
  type: Generated<ReadingType>;
  note: string | null;
  applying_person_id: string | null;
  owner_company_id: string;
  /** The worst of its results' (migration 0005). */
  plausibility: Generated<Plausibility>;
  origin: Generated<ReadingOrigin>;
  /** A request links it (migration 0009, kept by the requests' triggers). */
  answered: Generated<boolean>;
}

export interface ReadingResultsTable {
  reading_id: string;
  obis: string;
  /** numeric(21,6) since migration 0003. */
  value: Numeric;
  applied_method: Generated<AppliedMethod>;
  plausibility: Generated<Plausibility>;
  plausibility_reasons: Generated<PlausibilityReason[]>;
}

export interface ImagesTable extends Stamps {
  id: Generated<string>;
  sha256: string;
  content_type: string;
  size_bytes: number;
  owner_company_id: string;
}

export interface ReadingImageMetasTable {
  id: Generated<string>;
  reading_id: string;
  image_id: string;
  obis: Generated<string[]>;
  camera_model: Generated<string>;
  frame_number: Generated<number>;
  os_version: Generated<string>;
  pixolus_version: Generated<string>;
  flash: Generated<boolean>;
  created: Generated<Date>;
}

export interface ReadingRequestsTable extends Stamps {
  id: Generated<string>;
  meter_id: string;
  status: Generated<ReadingRequestStatus>;
  status_note: StatusNote | null;
  status_note_text: string | null;
  delegate_id: string | null;
  planned_reading_date: Timestamp;
  planned_reading_date_end: Timestamp;
  reason: string | null;
  note: string | null;
  reading_id: string | null;
  expected_values: Json<Record<string, unknown> | null>;
  employee_id: string | null;
  tour: string | null;
  owner_company_id: string;
  /** The meter's building, kept by triggers (migration 0007): the list's scope reads it. */
  building_id: Generated<string>;
  /** Its meter's and building's search text, kept by triggers (migration 0013). */
  search_text: ColumnType<string | null, never, never>;
  /** Whether its meter has a main meter, kept by triggers (migration 0014). */
  sub_meter: ColumnType<boolean, never, never>;
  origin: Generated<ReadingRequestOrigin>;
}

export interface ReadingScheduleRunsTable {
  id: Generated<string>;
  started: Generated<Date>;
  finished: Date | null;
  look_ahead_until: Timestamp;
  meters_due: Generated<number>;
  requests_created: Generated<number>;
  error: string | null;
  instance: string;
}

/** Imports and exports (migration 0017); an import's job is also its report. */
export interface JobsTable {
  id: Generated<string>;
  company_id: string;
  owner_id: string | null;
  kind: JobKind;
  mode: JobMode;
  dry_run: Generated<boolean>;
  file_name: Generated<string>;
  state: Generated<JobState>;
  rows_done: Generated<number>;
  rows_total: number | null;
  messages: Json<JobMessage[]>;
  result: Json<Record<string, unknown>> | null;
  created: Timestamp;
  finished: Timestamp | null;
  heartbeat: Timestamp;
  /** An export that stores its file (migration 0020): the file's type from its start, its size once kept. */
  file_content_type: string | null;
  file_size: number | null;
  /** What another process needs to run the job again if its own dies (migration 0024); null: not resumable. */
  resume: Json<Record<string, unknown>> | null;
  attempts: Generated<number>;
}

/** A stored export's file in parts of about 1 MiB, numbered from 0 (migration 0020). */
export interface JobFilesTable {
  job_id: string;
  part: number;
  bytes: Uint8Array;
}

/** A write's `Idempotency-Key` and the object it created (migration 0021). */
export interface IdempotencyKeysTable {
  user_id: string;
  key: string;
  route: string;
  request_hash: string;
  object_id: string | null;
  created: Generated<Timestamp>;
}

/** The sign-in throttle's latest failures per key (migration 0022). */
export interface LoginFailuresTable {
  key: string;
  times: Date[];
  last_failure: Timestamp;
}

/** A photo's bytes when IMAGE_STORE=database (migration 0023), named by their SHA-256. */
export interface ImageFilesTable {
  sha256: string;
  bytes: Uint8Array;
}

/** Dashboard counts per period, building and start (migration 0010), one column per kind. */
export interface BuildingCountsTable {
  period: 'd' | 'm' | 'y';
  building_id: string;
  start: Timestamp;
}

/** Changes to the dashboard counts not merged into building_counts yet (migration 0010). */
export interface BuildingCountDeltasTable {
  building_id: string;
  day: Timestamp;
  kind: string;
  n: number;
}

/** One row: raised with every change of building_counts (migration 0012). */
export interface BuildingCountsGenerationTable {
  one: boolean;
  generation: number;
}

export interface BuildingCountsRecountTable {
  one: boolean;
  recounted_to: string | null;
  stepped: Date | null;
  completed: Date | null;
}

/** The audit trail (migration 0015): written only by the `audit_row` triggers. */
export interface AuditLogTable {
  id: ColumnType<string, never, never>;
  at: ColumnType<Date, never, never>;
  transaction_id: ColumnType<string, never, never>;
  actor_kind: ColumnType<'user' | 'system' | 'database', never, never>;
  actor_id: ColumnType<string | null, never, never>;
  actor_company_id: ColumnType<string | null, never, never>;
  actor_label: ColumnType<string | null, never, never>;
  object_type: ColumnType<string, never, never>;
  object_id: ColumnType<string, never, never>;
  action: ColumnType<'insert' | 'update' | 'delete', never, never>;
  /** As stored: [before, after] per field, or (`plain`, a new object's entry) the values; read through `audit_pairs`. */
  changes: ColumnType<Record<string, unknown>, never, never>;
  plain: ColumnType<boolean, never, never>;
}

export interface Database {
  companies: CompaniesTable;
  company_contractors: CompanyContractorsTable;
  users: UsersTable;
  password_reset_tokens: PasswordResetTokensTable;
  sessions: SessionsTable;
  sso_logins: SsoLoginsTable;
  buildings: BuildingsTable;
  meters: MetersTable;
  readings: ReadingsTable;
  reading_results: ReadingResultsTable;
  images: ImagesTable;
  reading_image_metas: ReadingImageMetasTable;
  reading_requests: ReadingRequestsTable;
  jobs: JobsTable;
  job_files: JobFilesTable;
  idempotency_keys: IdempotencyKeysTable;
  login_failures: LoginFailuresTable;
  image_files: ImageFilesTable;
  reading_schedule_runs: ReadingScheduleRunsTable;
  building_counts: BuildingCountsTable;
  building_count_deltas: BuildingCountDeltasTable;
  building_counts_generation: BuildingCountsGenerationTable;
  building_counts_recount: BuildingCountsRecountTable;
  audit_log: AuditLogTable;
}
