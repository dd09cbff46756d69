import { type Kysely, sql } from 'kysely';

// The value lists are copied, not imported from @portal/contracts: a migration must keep producing the
// same schema when the enums change later (a later migration changes the CHECK constraints).
const list = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');
const COMPANY_TYPES = [
  'companies_administration',
  'energy_supplier',
  'commercial_consumer',
  'meter_reading_service',
];
const MEDIA = [
  'air',
  'air_compressed',
  'biomass',
  'coolant',
  'cooling',
  'electricity',
  'exhaust',
  'fuel',
  'gas',
  'generic',
  'heat',
  'heat_submetering',
  'hours_operating',
  'lpg',
  'reactive_energy',
  'steam',
  'water',
  'water_cold',
  'water_warm',
];
const REQUEST_STATUSES = [
  'new',
  'postponed',
  'postponed_notified',
  'rejected',
  'rejected_selfservice',
  'success',
  'success_selfservice',
];

/** created / modified / owner, on every object. */
const STAMPS = `
  created timestamptz NOT NULL DEFAULT now(),
  modified timestamptz NOT NULL DEFAULT now(),
  owner_id uuid`;

/**
 * The whole product's data model (both spec documents, section 3). PGlite runs one statement per
 * query, so the migration is a list of statements.
 */
const statements = [
  `CREATE EXTENSION IF NOT EXISTS pg_trgm`,
  // UUIDv7: time-ordered ids, also as column defaults so bulk SQL inserts (seed, bench) get them.
  `CREATE FUNCTION uuid_generate_v7() RETURNS uuid LANGUAGE plpgsql VOLATILE AS $$
   DECLARE bytes bytea := uuid_send(gen_random_uuid());
   BEGIN
     bytes := overlay(bytes PLACING substring(int8send(floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint) FROM 3) FROM 1 FOR 6);
     bytes := set_byte(bytes, 6, (get_byte(bytes, 6) & 15) | 112);
     RETURN encode(bytes, 'hex')::uuid;
   END $$`,
  `CREATE FUNCTION set_modified() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN NEW.modified := now(); RETURN NEW; END $$`,

  `CREATE TABLE companies (
    id uuid PRIMARY KEY DEFAULT uuid_generate_v7(),
    name varchar(100) NOT NULL,
    company_type text NOT NULL CHECK (company_type IN (${list(COMPANY_TYPES)})),
    custom_reference varchar(100),
    address varchar(255) NOT NULL DEFAULT '',
    vat varchar(50),
    contract_status text NOT NULL DEFAULT 'no_contract' CHECK (contract_status IN ('no_contract', 'basis', 'api_user', 'inactive')),
    expiration_date timestamptz,
    enabled_features text[] NOT NULL DEFAULT '{}',
    ${STAMPS},
    CONSTRAINT companies_name_address_key UNIQUE (name, address)
  )`,
  `CREATE INDEX companies_type_idx ON companies (company_type, name)`,
  `CREATE INDEX companies_vat_idx ON companies (vat) WHERE vat IS NOT NULL`,
  `CREATE INDEX companies_search_idx ON companies USING gin (lower(name || ' ' || address || ' ' || coalesce(custom_reference, '')) gin_trgm_ops)`,

  `CREATE TABLE company_contractors (
    company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
    contractor_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
    created timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (company_id, contractor_id),
    CHECK (company_id <> contractor_id)
  )`,
  `CREATE INDEX company_contractors_contractor_idx ON company_contractors (contractor_id)`,

  `CREATE TABLE users (
    id uuid PRIMARY KEY DEFAULT uuid_generate_v7(),
    email varchar(254) NOT NULL,
    password_hash text,
    is_active boolean NOT NULL DEFAULT true,
    last_login timestamptz,
    role text NOT NULL CHECK (role IN ('admin', 'scheduler', 'basic', 'meter_reader')),
    company_id uuid NOT NULL REFERENCES companies (id) ON DELETE RESTRICT,
    name varchar(100) NOT NULL DEFAULT '',
    is_external boolean NOT NULL DEFAULT false,
    uses_sso boolean NOT NULL DEFAULT false,
    token_version integer NOT NULL DEFAULT 0,
    password_change_urgency text CHECK (password_change_urgency IN ('required', 'recommended')),
    webportal_settings jsonb NOT NULL DEFAULT '{}',
    ${STAMPS} REFERENCES users (id) ON DELETE SET NULL
  )`,
  `CREATE UNIQUE INDEX users_email_key ON users (lower(email))`,
  `CREATE INDEX users_company_idx ON users (company_id, role)`,
  `CREATE INDEX users_search_idx ON users USING gin (lower(email || ' ' || name) gin_trgm_ops)`,
  `ALTER TABLE companies ADD CONSTRAINT companies_owner_fk FOREIGN KEY (owner_id) REFERENCES users (id) ON DELETE SET NULL`,

  `CREATE TABLE password_reset_tokens (
    id uuid PRIMARY KEY DEFAULT uuid_generate_v7(),
    user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    token_hash text NOT NULL UNIQUE,
    expires_at timestamptz NOT NULL,
    used_at timestamptz,
    created timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX password_reset_tokens_user_idx ON password_reset_tokens (user_id)`,

  `CREATE TABLE buildings (
    id uuid PRIMARY KEY DEFAULT uuid_generate_v7(),
    label varchar(100),
    custom_data jsonb NOT NULL DEFAULT '{}',
    note varchar(100),
    lat double precision,
    lon double precision,
    country varchar(100),
    state varchar(100),
    zip_code varchar(10) NOT NULL,
    city varchar(100) NOT NULL,
    street varchar(100) NOT NULL,
    street_number varchar(10) NOT NULL,
    business_entity varchar(100),
    business_unit varchar(100),
    status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
    date_status_change timestamptz,
    commercial_consumer_id uuid REFERENCES companies (id) ON DELETE SET NULL,
    preferred_delegate_id uuid REFERENCES users (id) ON DELETE SET NULL,
    property_manager_id uuid REFERENCES users (id) ON DELETE SET NULL,
    owner_company_id uuid NOT NULL REFERENCES companies (id) ON DELETE RESTRICT,
    search_text text GENERATED ALWAYS AS (lower(
      coalesce(label, '') || ' ' || zip_code || ' ' || city || ' ' || street || ' ' || street_number || ' ' ||
      coalesce(business_entity, '') || ' ' || coalesce(business_unit, '') || ' ' || coalesce(note, ''))) STORED,
    ${STAMPS} REFERENCES users (id) ON DELETE SET NULL
  )`,
  // Duplicate building: same city, zip, street and number within the owning company.
  `CREATE UNIQUE INDEX buildings_address_key ON buildings (owner_company_id, lower(city), lower(zip_code), lower(street), lower(street_number))`,
  `CREATE INDEX buildings_zip_idx ON buildings (zip_code, id)`,
  `CREATE INDEX buildings_address_idx ON buildings (city, street, street_number)`,
  `CREATE INDEX buildings_status_idx ON buildings (status)`,
  `CREATE INDEX buildings_owner_company_idx ON buildings (owner_company_id, zip_code)`,
  `CREATE INDEX buildings_consumer_idx ON buildings (commercial_consumer_id)`,
  `CREATE INDEX buildings_delegate_idx ON buildings (preferred_delegate_id)`,
  `CREATE INDEX buildings_manager_idx ON buildings (property_manager_id)`,
  `CREATE INDEX buildings_business_entity_idx ON buildings (business_entity)`,
  `CREATE INDEX buildings_search_idx ON buildings USING gin (search_text gin_trgm_ops)`,

  `CREATE TABLE meters (
    id uuid PRIMARY KEY DEFAULT uuid_generate_v7(),
    building_id uuid NOT NULL REFERENCES buildings (id) ON DELETE CASCADE,
    label varchar(100),
    meter_id varchar(100) NOT NULL,
    barcode_id varchar(100),
    metering_code varchar(200),
    malo_code varchar(200),
    obis_codes text[] NOT NULL DEFAULT '{}',
    physical_medium text NOT NULL CHECK (physical_medium IN (${list(MEDIA)})),
    physical_unit varchar(20) NOT NULL,
    note varchar(500),
    factor numeric NOT NULL DEFAULT 1 CHECK (factor > 0),
    integer_digits integer NOT NULL DEFAULT -999,
    fraction_digits integer NOT NULL DEFAULT -999,
    appearance text NOT NULL DEFAULT 'auto',
    reading_frequency varchar(100),
    custom_reference_meter varchar(100),
    custom_references_counters jsonb NOT NULL DEFAULT '{}',
    energy_supplier_id uuid REFERENCES companies (id) ON DELETE SET NULL,
    meter_reading_service_id uuid REFERENCES companies (id) ON DELETE SET NULL,
    needs_check boolean NOT NULL DEFAULT false,
    calibration_period_start timestamptz,
    calibration_period_end timestamptz,
    predecessor_meter_id uuid UNIQUE REFERENCES meters (id) ON DELETE SET NULL,
    main_meter_id uuid REFERENCES meters (id) ON DELETE SET NULL,
    status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
    date_status_change timestamptz,
    owner_company_id uuid NOT NULL REFERENCES companies (id) ON DELETE RESTRICT,
    search_text text GENERATED ALWAYS AS (lower(
      meter_id || ' ' || coalesce(label, '') || ' ' || coalesce(barcode_id, '') || ' ' ||
      coalesce(metering_code, '') || ' ' || coalesce(malo_code, '') || ' ' || coalesce(custom_reference_meter, ''))) STORED,
    ${STAMPS} REFERENCES users (id) ON DELETE SET NULL,
    CONSTRAINT meters_meter_id_key UNIQUE (meter_id),
    CHECK (predecessor_meter_id <> id),
    CHECK (main_meter_id <> id)
  )`,
  `CREATE INDEX meters_building_idx ON meters (building_id, meter_id)`,
  `CREATE INDEX meters_supplier_idx ON meters (energy_supplier_id, building_id)`,
  `CREATE INDEX meters_service_idx ON meters (meter_reading_service_id, building_id)`,
  `CREATE INDEX meters_main_meter_idx ON meters (main_meter_id)`,
  `CREATE INDEX meters_medium_idx ON meters (physical_medium, status)`,
  `CREATE INDEX meters_needs_check_idx ON meters (building_id) WHERE needs_check`,
  `CREATE INDEX meters_owner_company_idx ON meters (owner_company_id)`,
  `CREATE INDEX meters_search_idx ON meters USING gin (search_text gin_trgm_ops)`,

  `CREATE TABLE readings (
    id uuid PRIMARY KEY DEFAULT uuid_generate_v7(),
    meter_id uuid NOT NULL REFERENCES meters (id) ON DELETE CASCADE,
    reading_date timestamptz NOT NULL,
    type text NOT NULL DEFAULT 'manual',
    note varchar(500),
    applying_person_id uuid REFERENCES users (id) ON DELETE SET NULL,
    owner_company_id uuid NOT NULL REFERENCES companies (id) ON DELETE RESTRICT,
    ${STAMPS} REFERENCES users (id) ON DELETE SET NULL
  )`,
  // Duplicate reading: same meter, reader and reading date.
  `CREATE UNIQUE INDEX readings_meter_reader_date_key ON readings (meter_id, applying_person_id, reading_date) NULLS NOT DISTINCT`,
  `CREATE INDEX readings_meter_date_idx ON readings (meter_id, reading_date DESC)`,
  `CREATE INDEX readings_date_idx ON readings (reading_date DESC)`,
  `CREATE INDEX readings_person_idx ON readings (applying_person_id)`,

  `CREATE TABLE reading_results (
    reading_id uuid NOT NULL REFERENCES readings (id) ON DELETE CASCADE,
    obis varchar(50) NOT NULL,
    value numeric NOT NULL,
    applied_method text NOT NULL DEFAULT 'manual',
    PRIMARY KEY (reading_id, obis)
  )`,

  `CREATE TABLE images (
    id uuid PRIMARY KEY DEFAULT uuid_generate_v7(),
    sha256 char(64) NOT NULL,
    content_type text NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png')),
    size_bytes integer NOT NULL CHECK (size_bytes > 0 AND size_bytes <= 2097152),
    owner_company_id uuid NOT NULL REFERENCES companies (id) ON DELETE RESTRICT,
    ${STAMPS} REFERENCES users (id) ON DELETE SET NULL
  )`,
  `CREATE INDEX images_sha_idx ON images (sha256)`,

  `CREATE TABLE reading_image_metas (
    id uuid PRIMARY KEY DEFAULT uuid_generate_v7(),
    reading_id uuid NOT NULL REFERENCES readings (id) ON DELETE CASCADE,
    image_id uuid NOT NULL REFERENCES images (id) ON DELETE RESTRICT,
    obis text[] NOT NULL DEFAULT '{}',
    camera_model varchar(100) NOT NULL DEFAULT 'portal',
    frame_number integer NOT NULL DEFAULT 0,
    os_version varchar(100) NOT NULL DEFAULT 'none',
    pixolus_version varchar(100) NOT NULL DEFAULT 'portal',
    flash boolean NOT NULL DEFAULT false,
    created timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX reading_image_metas_reading_idx ON reading_image_metas (reading_id)`,
  `CREATE INDEX reading_image_metas_image_idx ON reading_image_metas (image_id)`,

  `CREATE TABLE reading_requests (
    id uuid PRIMARY KEY DEFAULT uuid_generate_v7(),
    meter_id uuid NOT NULL REFERENCES meters (id) ON DELETE CASCADE,
    status text NOT NULL DEFAULT 'new' CHECK (status IN (${list(REQUEST_STATUSES)})),
    status_note text,
    status_note_text varchar(255),
    delegate_id uuid REFERENCES users (id) ON DELETE SET NULL,
    planned_reading_date timestamptz NOT NULL,
    planned_reading_date_end timestamptz NOT NULL,
    reason varchar(100),
    note varchar(100),
    reading_id uuid REFERENCES readings (id) ON DELETE SET NULL,
    expected_values jsonb,
    employee_id uuid REFERENCES users (id) ON DELETE SET NULL,
    tour varchar(100),
    owner_company_id uuid NOT NULL REFERENCES companies (id) ON DELETE RESTRICT,
    ${STAMPS} REFERENCES users (id) ON DELETE SET NULL,
    CHECK (planned_reading_date <= planned_reading_date_end)
  )`,
  // Duplicate request: same meter, reader and planned start.
  `CREATE UNIQUE INDEX reading_requests_meter_reader_start_key ON reading_requests (meter_id, delegate_id, planned_reading_date) NULLS NOT DISTINCT`,
  `CREATE INDEX reading_requests_status_idx ON reading_requests (status, planned_reading_date_end)`,
  `CREATE INDEX reading_requests_delegate_idx ON reading_requests (delegate_id, status)`,
  `CREATE INDEX reading_requests_created_idx ON reading_requests (created DESC)`,
  `CREATE INDEX reading_requests_owner_company_idx ON reading_requests (owner_company_id, status)`,
  `CREATE INDEX reading_requests_reading_idx ON reading_requests (reading_id)`,

  `CREATE TABLE import_reports (
    id uuid PRIMARY KEY DEFAULT uuid_generate_v7(),
    company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
    mode text NOT NULL CHECK (mode IN ('ALL', 'BASE')),
    dry_run boolean NOT NULL,
    file_name varchar(255) NOT NULL,
    result text NOT NULL,
    messages jsonb NOT NULL DEFAULT '[]',
    ${STAMPS} REFERENCES users (id) ON DELETE SET NULL
  )`,
  `CREATE INDEX import_reports_company_idx ON import_reports (company_id, created DESC)`,

  ...[
    'companies',
    'users',
    'buildings',
    'meters',
    'readings',
    'reading_requests',
    'images',
    'import_reports',
  ].map(
    (table) =>
      `CREATE TRIGGER ${table}_modified BEFORE UPDATE ON ${table} FOR EACH ROW EXECUTE FUNCTION set_modified()`,
  ),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'import_reports',
    'reading_requests',
    'reading_image_metas',
    'images',
    'reading_results',
    'readings',
    'meters',
    'buildings',
    'password_reset_tokens',
    'company_contractors',
  ]) {
    await sql.raw(`DROP TABLE IF EXISTS ${table} CASCADE`).execute(db);
  }
  await sql.raw('ALTER TABLE companies DROP CONSTRAINT IF EXISTS companies_owner_fk').execute(db);
  await sql.raw('DROP TABLE IF EXISTS users CASCADE').execute(db);
  await sql.raw('DROP TABLE IF EXISTS companies CASCADE').execute(db);
  await sql.raw('DROP FUNCTION IF EXISTS set_modified, uuid_generate_v7').execute(db);
}
