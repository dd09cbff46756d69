type Json = Record<string, unknown>;

const PREFIX = '#/components/schemas/';

/** Response fields whose strings are absolute urls, relative-or-absolute urls, or date-times. */
const URI_FIELDS = new Set(['url', 'image_download', 'next', 'previous']);
const URI_REFERENCE_SUFFIX = '_url';
const DATE_TIME_FIELDS = new Set([
  'created',
  'modified',
  'expires',
  'last_login',
  'date_status_change',
  'last_status_change',
  'calibration_period_start',
  'calibration_period_end',
  'planned_reading_date',
  'planned_reading_date_end',
  'reading_date',
]);

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every value of a JSON tree, depth first. */
function* walk(value: unknown): Generator<Json> {
  if (Array.isArray(value)) for (const item of value) yield* walk(item);
  else if (isObject(value)) {
    yield value;
    for (const child of Object.values(value)) yield* walk(child);
  }
}

const refName = (node: Json) =>
  typeof node.$ref === 'string' && node.$ref.startsWith(PREFIX) ? node.$ref.slice(PREFIX.length) : null;

/** The component names `roots` use, directly or through other components. */
function reachable(roots: unknown[], schemas: Record<string, unknown>): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length) {
    for (const node of walk(queue.pop())) {
      const name = refName(node);
      if (name && !seen.has(name) && schemas[name]) {
        seen.add(name);
        queue.push(schemas[name]);
      }
    }
  }
  return seen;
}

function formatFor(name: string): string | null {
  if (URI_FIELDS.has(name)) return 'uri';
  if (name.endsWith(URI_REFERENCE_SUFFIX)) return 'uri-reference';
  if (DATE_TIME_FIELDS.has(name)) return 'date-time';
  return null;
}

/** `format` on a string schema (or the string branch of a nullable one) that has none. */
function setFormat(schema: Json, format: string) {
  const isString = (node: Json) =>
    node.type === 'string' || (Array.isArray(node.type) && node.type.includes('string'));
  const targets = isString(schema) ? [schema] : ((schema.anyOf as Json[] | undefined) ?? []).filter(isString);
  for (const target of targets) if (!target.format && !target.enum) target.format = format;
}

function addFormats(roots: unknown[]) {
  for (const root of roots) {
    for (const node of walk(root)) {
      if (!isObject(node.properties)) continue;
      for (const [name, property] of Object.entries(node.properties)) {
        const format = formatFor(name);
        if (format && isObject(property)) setFormat(property, format);
      }
    }
  }
}

/**
 * The finishing touches on the generated document: only the component schemas that are used; a
 * request body's component loses the "Input" suffix fastify-type-provider-zod gives it unless a
 * response schema has that name; formats of url and date-time fields in responses.
 */
export function tidyDocument(document: Json): Json {
  const components = (document.components ?? {}) as Json;
  const schemas = (components.schemas ?? {}) as Record<string, unknown>;
  const used = reachable([document.paths], schemas);

  const renamed = new Map<string, string>();
  for (const name of used) {
    const plain = name.replace(/Input$/, '');
    if (plain !== name && !used.has(plain)) renamed.set(name, plain);
  }
  const kept: Record<string, unknown> = {};
  for (const name of [...used].sort()) kept[renamed.get(name) ?? name] = schemas[name];
  components.schemas = kept;
  document.components = components;
  for (const node of walk([document.paths, kept])) {
    const name = refName(node);
    if (name && renamed.has(name)) node.$ref = `${PREFIX}${renamed.get(name)}`;
  }

  const responses: unknown[] = [];
  for (const operations of Object.values((document.paths ?? {}) as Record<string, Json>)) {
    for (const operation of Object.values(operations)) {
      if (isObject(operation) && isObject(operation.responses)) responses.push(operation.responses);
    }
  }
  const outputs = reachable(responses, kept);
  addFormats([...responses, ...[...outputs].map((name) => kept[name])]);
  return document;
}
