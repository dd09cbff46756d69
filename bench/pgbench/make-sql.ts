/**
 * Writes bench/pgbench/buildings.sql, meters.sql, reading_requests.sql and readings.sql: the statements
 * ONE API request of the load runs,
 * taken from the server's own code, not retyped. The real code paths (authentication's user look-up,
 * the repository's scoped query with buildingScope / meterScope, `paginate` with the list's filters,
 * search and ordering) run against a Kysely instance whose driver records each compiled statement
 * instead of sending it. The parameters become pgbench variables where the load varies them
 * (:company, :user, the search term, the medium, the building, :offset) and literals elsewhere.
 * The readings list also runs two statements on the page's reading ids (results with consumption, photo
 * metadata), the reading requests list one on the page's meters (their series, for the expected values):
 * pgbench keeps those ids with \gset (the page statement wrapped in array_agg) and passes them as one
 * array, `= ANY(:ids::uuid[])`, where the API sends an `IN ($1 … $50)` list.
 *
 *   npx tsx bench/pgbench/make-sql.ts      (bench/run-all.sh runs it before pgbench)
 *
 * `npm test` makes the scripts from the demo database and runs each statement
 * (apps/server/test/bench-pgbench.test.ts), so a query shape it cannot translate shows at once.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Actor } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
} from 'kysely';
import { AccountsRepository } from '../../apps/server/src/auth/accounts.repository';
import { loadConfig } from '../../apps/server/src/config';
import type { Database } from '../../apps/server/src/db/schema';
import { listQuerySchema, paginate } from '../../apps/server/src/http/list';
import { buildingsList } from '../../apps/server/src/modules/buildings/buildings.list';
import { BuildingsRepository } from '../../apps/server/src/modules/buildings/buildings.repository';
import { metersList } from '../../apps/server/src/modules/meters/meters.list';
import { MetersRepository } from '../../apps/server/src/modules/meters/meters.repository';
import { readingRequestsList } from '../../apps/server/src/modules/reading-requests/reading-requests.list';
import { ReadingRequestsRepository } from '../../apps/server/src/modules/reading-requests/reading-requests.repository';
import { PlausibilityRepository } from '../../apps/server/src/modules/readings/plausibility.repository';
import { readingsList } from '../../apps/server/src/modules/readings/readings.list';
import { ReadingsRepository } from '../../apps/server/src/modules/readings/readings.repository';
import { LOAD_MEDIA, SEARCH_TERMS } from '../generator/lists';
import {
  buildingsQuery,
  metersQuery,
  PAGE_SIZE,
  PAGES,
  READING_PAGES,
  readingBuildings,
  readingRequestsQuery,
  readingsQuery,
} from '../load-mix';

/** Records statements; answers a large count so that `paginate` goes on to the page query (or its end). */
class RecordingDriver implements Driver {
  readonly statements: CompiledQuery[] = [];
  async init() {}
  async acquireConnection(): Promise<DatabaseConnection> {
    const statements = this.statements;
    return {
      async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
        statements.push(query);
        const isCount = /^select count\(\*\)/i.test(query.sql);
        // A page statement that counts too (`countInPage`, http/list.ts) answers one row with the count.
        const countsInPage = /count\(\*\) OVER \(\)/.test(query.sql);
        if (countsInPage) return { rows: [{ full_count__: 1_000_000 }] as R[] };
        return { rows: (isCount ? [{ count: 1_000_000 }] : []) as R[] };
      },
      // biome-ignore lint/correctness/useYield: never streams
      async *streamQuery() {
        throw new Error('not used');
      },
    };
  }
  async beginTransaction() {}
  async commitTransaction() {}
  async rollbackTransaction() {}
  async releaseConnection() {}
  async destroy() {}
}

// Sentinel values, recognised in the recorded parameters and replaced by pgbench expressions.
const COMPANY = '00000000-0000-4000-8000-00000000c0de';
const USER = '00000000-0000-4000-8000-0000000000ee';
const SESSION = '00000000-0000-4000-8000-00000005e551';
const TERM = 'benchsearchterm';
const MEDIUM = 'biomass';
const BUILDING = '00000000-0000-4000-8000-0000000b0d1d';
const PAGE = 3;
const OFFSET = (PAGE - 1) * PAGE_SIZE;
/** The ids of a page, as the completion statements receive them. */
const PAGE_IDS = Array.from(
  { length: PAGE_SIZE },
  (_, i) => `00000000-0000-4000-8000-${String(100000000000 + i).padStart(12, '0')}`,
);
const ID_MARK = '__page_id__';

const quote = (value: string) => `'${value.replace(/'/g, "''")}'`;
const pgArray = (values: readonly string[]) => `(ARRAY[${values.map(quote).join(', ')}])`;
/** A list parameter as PostgreSQL's array text, `'{"a","b"}'`: the statement's own cast types it. */
const arrayLiteral = (values: readonly (string | number)[]) =>
  quote(`{${values.map((v) => `"${String(v).replace(/["\\]/g, '\\$&')}"`).join(',')}}`);

function substitute(query: CompiledQuery, buildings: readonly string[]): string {
  const sql = query.sql.replace(/\$(\d+)/g, (_match, index: string) => {
    const value = query.parameters[Number(index) - 1];
    if (value === COMPANY) return ':company';
    if (value === BUILDING) return `${pgArray(buildings)}[:building]`;
    if (typeof value === 'string' && PAGE_IDS.includes(value)) return ID_MARK;
    if (value instanceof Date) return `'${value.toISOString()}'`;
    if (value === USER) return ':user';
    if (value === SESSION) return ':session';
    if (value === TERM) return `${pgArray(SEARCH_TERMS)}[:term]`;
    if (value === MEDIUM) return `${pgArray(LOAD_MEDIA)}[:medium]`;
    if (value === OFFSET) return ':offset';
    // A list bound as one array (`= ANY($1::uuid[])`): the page's ids are what \gset kept in :ids.
    if (Array.isArray(value) && value.length > 0 && value.every((v) => PAGE_IDS.includes(v))) return ':ids';
    if (Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number')) {
      return arrayLiteral(value);
    }
    if (typeof value === 'number' || typeof value === 'boolean') return String(value);
    if (typeof value === 'string') return quote(value);
    throw new Error(`Unexpected parameter ${JSON.stringify(value)} in ${query.sql}`);
  });
  return sql.replace(new RegExp(`in \\((?:${ID_MARK}(?:, )?)+\\)`, 'gi'), '= ANY(:ids::uuid[])');
}

async function record(
  path: string,
  buildings: readonly string[],
  run: (db: Kysely<Database>, request: FastifyRequest) => Promise<unknown>,
): Promise<string[]> {
  const driver = new RecordingDriver();
  const db = new Kysely<Database>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => driver,
      createIntrospector: (k) => new PostgresIntrospector(k),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
  const request = { url: path, host: 'bench', protocol: 'http' } as FastifyRequest;
  // What authentication runs for every request (apps/server/src/auth/authenticate.ts).
  await new AccountsRepository(db).findByIdInSession(USER, SESSION);
  await run(db, request);
  return driver.statements.map((statement) => substitute(statement, buildings));
}

const actor: Actor = { userId: USER, role: 'scheduler', companyId: COMPANY, companyType: 'energy_supplier' };

const NAMES = ['user look-up (authentication)', 'count', 'page'];

/** One pgbench script: the statements of one API request, with the pgbench variables they use. */
export interface PgbenchScript {
  file: string;
  title: string;
  /** `\set` lines: the variables the load varies. */
  sets: string[];
  statements: string[];
  names: string[];
  /** The page statement keeps these ids of its rows (an aggregate over `p`, the page) in :ids. */
  pageIds?: string;
}

/** The page statement as the script runs it when later statements need its ids (\gset into :ids). */
export const keepPageIds = (sql: string, pageIds: string) =>
  `select coalesce(${pageIds}, '{}') as ids from (${sql}) p`;

export function scriptText({ title, sets, statements, names, pageIds }: PgbenchScript): string {
  const body = statements.map((sql, i) => {
    const name = names[i] ?? `statement ${i + 1}`;
    if (pageIds && name === 'page') {
      return `-- page (${pageIds} kept in :ids)\n${keepPageIds(sql, pageIds)} \\gset`;
    }
    return `-- ${name}\n${sql};`;
  });
  return [
    `-- ${title}`,
    '-- GENERATED by bench/pgbench/make-sql.ts from the server code; do not edit (run it again).',
    `-- One transaction = the ${statements.length} statements one API request runs. pgbench -M extended -D company=… -D user=… -D session=…`,
    ...sets,
    ...body,
    '',
  ].join('\n');
}

/** The four scripts, `ids` being the buildings the readings list is filtered by (:building picks one). */
export async function makeScripts(ids: readonly string[]): Promise<PgbenchScript[]> {
  const pageSet = `\\set offset ${PAGE_SIZE} * random(0, ${PAGES - 1})`;
  const buildingsPath = buildingsQuery(PAGE, TERM);
  const buildings = await record(buildingsPath, ids, (db, request) => {
    const query = listQuerySchema(buildingsList()).parse(
      Object.fromEntries(new URL(buildingsPath, 'http://x').searchParams),
    );
    const repository = new BuildingsRepository(db);
    return paginate(
      request,
      repository.scoped(actor),
      buildingsList(actor),
      query,
      repository.slimList(actor),
    );
  });
  const metersPath = metersQuery(PAGE, MEDIUM);
  const meters = await record(metersPath, ids, (db, request) => {
    const query = listQuerySchema(metersList).parse(
      Object.fromEntries(new URL(metersPath, 'http://x').searchParams),
    );
    const repository = new MetersRepository(db);
    return paginate(request, repository.scoped(actor), metersList, query, repository.slimList(actor));
  });
  const overdueDays = loadConfig({}).portal.OVERDUE_BEFORE_DAYS;
  const requestsPath = readingRequestsQuery(PAGE, TERM);
  const requests = await record(requestsPath, ids, async (db, request) => {
    const list = readingRequestsList(overdueDays, actor.companyId);
    const query = listQuerySchema(list).parse(
      Object.fromEntries(new URL(requestsPath, 'http://x').searchParams),
    );
    const repository = new ReadingRequestsRepository(db);
    await paginate(request, repository.scoped(actor), list, query, repository.slimList(actor));
    // What ReadingRequestsService.complete runs for the page: the expected values from the series of
    // the page's meters (apps/server/src/modules/readings/plausibility.ts expectedValuesOf). The
    // answering readings are looked up only for rows that have one: a page of new requests has none.
    await new PlausibilityRepository(db).series(PAGE_IDS);
  });
  const readingsPath = readingsQuery(PAGE, BUILDING);
  const readings = await record(readingsPath, ids, async (db, request) => {
    const query = listQuerySchema(readingsList).parse(
      Object.fromEntries(new URL(readingsPath, 'http://x').searchParams),
    );
    const repository = new ReadingsRepository(db);
    await paginate(request, repository.scoped(actor), readingsList, query);
    // What ReadingsService.complete runs for the page's rows (both at once in the API).
    await repository.resultsWithConsumption(actor, PAGE_IDS);
    await repository.imageMetas(actor, PAGE_IDS);
  });
  return [
    {
      file: 'buildings.sql',
      title: `GET ${buildingsQuery(PAGE, '<term>')}`,
      sets: [`\\set term random(1, ${SEARCH_TERMS.length})`, pageSet],
      statements: buildings,
      names: NAMES,
    },
    {
      file: 'meters.sql',
      title: `GET ${metersQuery(PAGE, '<medium>')}`,
      sets: [`\\set medium random(1, ${LOAD_MEDIA.length})`, pageSet],
      statements: meters,
      names: NAMES,
    },
    {
      file: 'reading_requests.sql',
      title: `GET ${readingRequestsQuery(PAGE, '<term>')}`,
      sets: [`\\set term random(1, ${SEARCH_TERMS.length})`, pageSet],
      statements: requests,
      // The page statement counts too (countInPage): no count statement.
      names: [NAMES[0]!, 'page', "series of the page's meters (expected values)"],
      pageIds: 'array_agg(DISTINCT p.meter_id)',
    },
    {
      file: 'readings.sql',
      title: `GET ${readingsQuery(PAGE, '<building>')}`,
      sets: [
        `\\set building random(1, ${ids.length})`,
        `\\set offset ${PAGE_SIZE} * random(0, ${READING_PAGES - 1})`,
      ],
      statements: readings,
      names: [...NAMES, 'results with consumption (page ids)', 'photo metadata (page ids)'],
      pageIds: 'array_agg(p.id)',
    },
  ];
}

async function main() {
  const dir = import.meta.dirname;
  const scripts = await makeScripts(readingBuildings());
  for (const script of scripts) writeFileSync(join(dir, script.file), scriptText(script));
  console.log(
    `written to ${dir}: ${scripts.map((s) => `${s.file} (${s.statements.length} statements)`).join(', ')}`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
