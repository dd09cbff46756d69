import { cutText, LIMITS, message } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import {
  type Expression,
  type ExpressionBuilder,
  type JoinBuilder,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
  sql,
} from 'kysely';
import { z } from 'zod';
import { badRequest, notFound } from './errors';
import type { AnyFilterDefinition } from './filters';
import { requestOrigin } from './origin';

/**
 * What a resource's list supports: whitelisted orderings, search, filters. The names are the contracts'
 * (`METER_ORDERING`, `METER_FILTERS` …): typed `ListDefinition<MeterOrdering, MeterFilter>`, a list that
 * misses or adds a name does not compile.
 */
export interface ListDefinition<Ordering extends string = string, Filter extends string = string> {
  /** API ordering name → SQL column (qualified). */
  ordering: Record<Ordering, string>;
  defaultOrdering: Ordering | `-${Ordering}`;
  /** Appended to every ordering so pages are stable. */
  tieBreaker: string;
  /** Lower-cased text (a trigram-indexed column, or an expression) that each search term must occur in. */
  searchColumn?: string | RawBuilder<string>;
  filters: Record<Filter, AnyFilterDefinition>;
}

const commaList = (description: string) =>
  z
    .string()
    .max(2000)
    .regex(/^[\w.,-]*$/, { error: 'Use comma-separated field names.' })
    .transform((value) => value.split(',').filter(Boolean))
    .optional()
    .describe(description);

/**
 * Query parameters every list accepts. Unknown parameters are ignored, as in DRF. The descriptions are
 * what the OpenAPI document says of each parameter: it is generated from these same schemas.
 */
export const baseListQuery = {
  pagination: z
    .enum(['page_number'], { error: 'Only page_number pagination is supported.' })
    .optional()
    .describe('Pagination style: only `page_number` (the default) is supported.'),
  page: z.coerce
    .number({ error: 'A valid integer is required.' })
    .int({ error: 'A valid integer is required.' })
    .min(1, { error: 'Ensure this value is greater than or equal to 1.' })
    .max(1_000_000_000, { error: 'Invalid page.' })
    .default(1)
    .describe('Page number, from 1. A page past the last answers 404.'),
  page_size: z.coerce
    .number({ error: 'A valid integer is required.' })
    .int({ error: 'A valid integer is required.' })
    .min(1, { error: 'Ensure this value is greater than or equal to 1.' })
    .transform((size) => Math.min(size, LIMITS.pageSizeMax))
    .default(LIMITS.pageSizeDefault)
    .describe(
      `Objects per page (default ${LIMITS.pageSizeDefault}; larger values than ${LIMITS.pageSizeMax} are capped).`,
    ),
  o: z.string().max(500).optional().describe('Ordering: comma-separated field names, `-` for descending.'),
  search: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const terms = (value ?? '')
        .split(',')
        .map((term) => term.trim())
        .filter(Boolean);
      if (terms.length > 20) ctx.addIssue({ code: 'custom', message: 'Use at most 20 search terms.' });
      if (terms.some((term) => term.length > LIMITS.searchTermMax)) {
        ctx.addIssue({
          code: 'custom',
          message: message('http.searchTermLength', { maximum: LIMITS.searchTermMax }),
        });
      }
      return terms;
    })
    .describe('Comma-separated terms (at most 20); each must occur in one of the search fields.'),
  fields: commaList('Comma-separated field names: only these top-level fields are returned.'),
  omit: commaList('Comma-separated field names left out of every object.'),
  expand: commaList(
    'Comma-separated references to inline as objects; names the resource does not offer are ignored.',
  ),
};

/** `fields`, `omit` and `expand`, which detail routes (GET <collection>/{id}/) take too. */
export const shapingQuery = {
  fields: baseListQuery.fields,
  omit: baseListQuery.omit,
  expand: baseListQuery.expand,
};

const NUL_MESSAGE = 'Null characters are not allowed.';
const hasNul = (value: unknown) => typeof value === 'string' && value.includes('\u0000');

/**
 * A querystring schema that refuses NUL characters in any value (also of parameters it ignores) before
 * the parameters themselves are parsed. A preprocess step, so the document shows the parameters.
 */
export function queryWithoutNul<T extends z.ZodType>(schema: T) {
  return z.preprocess((query, ctx) => {
    if (query && typeof query === 'object' && Object.values(query).some(hasNul))
      ctx.addIssue({ code: 'custom', message: NUL_MESSAGE, input: query });
    return query;
  }, schema);
}

/** The querystring schema of a list: the base parameters plus the resource's filters. */
export function listQuerySchema(definition: ListDefinition) {
  const filters = Object.fromEntries(
    Object.entries(definition.filters).map(([name, f]) => [
      name,
      f.description ? f.schema.optional().describe(f.description) : f.schema.optional(),
    ]),
  );
  const orderings = Object.keys(definition.ordering).join(', ');
  return queryWithoutNul(
    z.looseObject({
      ...baseListQuery,
      o: baseListQuery.o.describe(
        `Ordering: comma-separated field names, \`-\` for descending (default \`${definition.defaultOrdering}\`). Fields: ${orderings}.`,
      ),
      ...filters,
    }),
  );
}
export type ListQuery = z.output<ReturnType<typeof listQuerySchema>>;
/** What shapes one object: a list's query or a detail route's. */
export type ShapingQuery = { fields?: string[]; omit?: string[]; expand?: string[] };

/** Parses `o` against the whitelist: `-zip_code,city` → ORDER BY items. */
export function parseOrdering(definition: ListDefinition, o: string | undefined) {
  const terms = (o || definition.defaultOrdering)
    .split(',')
    .map((term) => term.trim())
    .filter(Boolean);
  return terms.map((term) => {
    const descending = term.startsWith('-');
    const name = descending ? term.slice(1) : term;
    const column = definition.ordering[name];
    if (!column) throw badRequest({ o: [message('http.unknownOrdering', { name: cutText(name, 100) })] });
    return { column, descending };
  });
}

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The WHERE conditions of the filters and search terms present in the query. */
export function listConditions(definition: ListDefinition, query: ListQuery): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  for (const [name, filter] of Object.entries(definition.filters)) {
    const value = (query as Record<string, unknown>)[name];
    if (value !== undefined && value !== '') conditions.push(filter.apply(value as never));
  }
  const { searchColumn } = definition;
  if (searchColumn) {
    const text = typeof searchColumn === 'string' ? sql.ref(searchColumn) : searchColumn;
    for (const term of query.search) {
      conditions.push(sql<SqlBool>`${text} LIKE '%' || lower(${escapeLike(term)}) || '%'`);
    }
  }
  return conditions;
}

/**
 * A cheaper way to the same rows, for big lists: the scoped rows without the joins only the page needs
 * (names for display). They are counted, and when they hold every ordering column the page takes its
 * ids from them first and joins the display columns for those ids alone (a deferred join).
 */
export interface SlimRows<SDB, STB extends keyof SDB, SO, DB, TB extends keyof DB, O> {
  rows: SelectQueryBuilder<SDB, STB, SO>;
  /** The table aliases `rows` has (`m`, `b` …): an ordering on any other needs the full query. */
  aliases: readonly string[];
  /** The display query WITHOUT the scope: it only ever receives ids that came through `rows`. */
  display: SelectQueryBuilder<DB, TB, O>;
}

/**
 * The column the page statement of a deferred join carries the count in (removed from the rows): a
 * window over the filtered rows, beside the page's ids, so the rows are found once, not twice (a count
 * statement and a page statement each found all of them; a dashboard counter, `page_size=1`, paid twice).
 */
const FULL_COUNT = 'full_count__';

/**
 * Runs a scoped base query as one page: filters, search, ordering, count, next/previous links.
 * A page past the end answers 404, as DRF does.
 */
export async function paginate<
  DB,
  TB extends keyof DB,
  O,
  SDB = DB,
  STB extends keyof SDB = TB & keyof SDB,
  SO = O,
>(
  request: FastifyRequest,
  base: SelectQueryBuilder<DB, TB, O>,
  definition: ListDefinition,
  query: ListQuery,
  slim?: SlimRows<SDB, STB, SO, DB, TB, O>,
) {
  const conditions = listConditions(definition, query);
  const ordering = parseOrdering(definition, query.o);
  const ordered = <Q extends SelectQueryBuilder<never, never, unknown>>(builder: Q): Q => {
    let sorted = builder;
    for (const { column, descending } of ordering) {
      // PostgreSQL's own null placement (last ascending, first descending), as Django orders, and
      // what a plain b-tree index serves.
      sorted = sorted.orderBy(sql.ref(column), descending ? 'desc' : 'asc') as Q;
    }
    return sorted.orderBy(sql.ref(definition.tieBreaker)) as Q;
  };

  let filtered = base as unknown as SelectQueryBuilder<never, never, unknown>;
  let slimFiltered = slim?.rows as unknown as SelectQueryBuilder<never, never, unknown> | undefined;
  for (const condition of conditions) {
    filtered = filtered.where(condition);
    slimFiltered = slimFiltered?.where(condition);
  }

  const offset = (query.page - 1) * query.page_size;
  const deferred =
    slim && slimFiltered && ordering.every(({ column }) => slim.aliases.includes(column.split('.')[0]!));
  let count: number;
  let rows: unknown[];
  if (deferred) {
    // One statement: the page's ids with the count of all rows (a window over the filtered rows,
    // before the limit), joined to the display columns. The rows are found in a subquery of their own
    // (OFFSET 0 keeps it one): PostgreSQL plans it for every row, as the count needs them all. In the
    // same query level the LIMIT made it plan for the first few, walking an ordering index and testing
    // each row against the whole scope (minutes for a meter list of page_size=1).
    const found = slimFiltered!
      .clearSelect()
      .select([
        sql.ref(definition.tieBreaker).as('id'),
        ...ordering.map(({ column }, i) => sql.ref(column).as(`o${i}`)),
      ])
      .offset(0);
    // biome-ignore lint/suspicious/noExplicitAny: the subquery's tables are the resource's
    const ids = (eb: ExpressionBuilder<any, any>) => {
      let page = eb
        .selectFrom(found.as('f'))
        .select([sql.ref('f.id').as('id'), sql<number>`(count(*) OVER ())::int`.as(FULL_COUNT)]);
      ordering.forEach(({ descending }, i) => {
        page = page.orderBy(sql.ref(`f.o${i}`), descending ? 'desc' : 'asc');
      });
      return page.orderBy(sql.ref('f.id')).limit(query.page_size).offset(offset).as('page_ids');
    };
    // biome-ignore lint/suspicious/noExplicitAny: the display query's tables are the resource's
    const display = slim.display as unknown as SelectQueryBuilder<any, any, unknown>;
    rows = await ordered(
      display
        .innerJoin(ids, (join: JoinBuilder<never, never>) =>
          join.on(sql<SqlBool>`page_ids.id = ${sql.ref(definition.tieBreaker)}`),
        )
        .select(sql.ref(`page_ids.${FULL_COUNT}`).as(FULL_COUNT)) as SelectQueryBuilder<
        never,
        never,
        unknown
      >,
    ).execute();
    // No row: page 1 of nothing, or a page past the end (which a count would show as offset >= count).
    count = rows.length ? Number((rows[0] as Record<string, unknown>)[FULL_COUNT]) : offset;
    for (const row of rows) delete (row as Record<string, unknown>)[FULL_COUNT];
  } else {
    // Count and page at once (two pooled connections; PGlite runs them in turn): the answer waits for
    // the slower of the two, not for both.
    const countQuery = filtered.clearSelect().select(sql<number>`count(*)::int`.as('count'));
    const page = ordered(filtered).limit(query.page_size).offset(offset);
    const [countRow, pageRows] = await Promise.all([countQuery.executeTakeFirstOrThrow(), page.execute()]);
    count = Number((countRow as { count: number }).count);
    rows = pageRows;
  }
  if (query.page > 1 && offset >= count) throw notFound('Invalid page.');
  const results = rows as O[];

  // As DRF: the link to the first page has no `page` parameter at all.
  const pageUrl = (page: number) => {
    const url = new URL(request.url, requestOrigin(request));
    if (page === 1) url.searchParams.delete('page');
    else url.searchParams.set('page', String(page));
    return url.toString();
  };
  return {
    count,
    next: offset + results.length < count ? pageUrl(query.page + 1) : null,
    previous: query.page > 1 ? pageUrl(query.page - 1) : null,
    results,
  };
}

/**
 * Several counts of one list in one statement: each query's filters and search (as `paginate` applies
 * them) are the FILTER of one count over one pass of `rows` (the scoped rows, scope included), so the
 * scope and the rows are read once for all of them instead of once per count. Keyed like `queries`.
 */
export async function countEach<Key extends string>(
  // biome-ignore lint/suspicious/noExplicitAny: the rows' tables are the resource's
  rows: SelectQueryBuilder<any, any, unknown>,
  definition: ListDefinition,
  queries: Record<Key, ListQuery>,
): Promise<Record<Key, number>> {
  const keys = Object.keys(queries) as Key[];
  const matches = keys.map((key) => {
    const conditions = listConditions(definition, queries[key]);
    return conditions.length ? sql<SqlBool>`(${sql.join(conditions, sql` AND `)})` : null;
  });
  let statement = rows
    .clearSelect()
    .select(
      keys.map((key, i) =>
        (matches[i]
          ? sql<number>`(count(*) FILTER (WHERE ${matches[i]}))::int`
          : sql<number>`count(*)::int`
        ).as(key),
      ),
    );
  // Only the rows some count takes (every count has conditions: otherwise all rows are read anyway).
  if (matches.every(Boolean)) statement = statement.where(sql<SqlBool>`(${sql.join(matches, sql` OR `)})`);
  const row = (await statement.executeTakeFirstOrThrow()) as unknown as Record<Key, number>;
  return Object.fromEntries(keys.map((key) => [key, Number(row[key])])) as Record<Key, number>;
}

/** `fields` keeps only the named keys, `omit` drops them (top-level keys). */
export function shapeObject<T extends Record<string, unknown>>(
  object: T,
  query: Pick<ShapingQuery, 'fields' | 'omit'>,
) {
  if (!query.fields?.length && !query.omit?.length) return object as Partial<T>;
  let entries = Object.entries(object);
  if (query.fields?.length) entries = entries.filter(([key]) => query.fields!.includes(key));
  if (query.omit?.length) entries = entries.filter(([key]) => !query.omit!.includes(key));
  return Object.fromEntries(entries) as Partial<T>;
}
