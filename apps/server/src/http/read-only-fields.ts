import type { FastifyInstance, RouteOptions } from 'fastify';
import { z } from 'zod';

/** The keys to drop from a body, and the nested objects (or arrays of them) to look into. */
export interface ReadOnlyTree {
  drop: Set<string>;
  nested: Map<string, ReadOnlyTree>;
}

type Side = 'input' | 'output';
type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schema under optional, nullable, default …; a pipe's input side for a body, output side for a response. */
function core(schema: z.ZodType, side: Side): z.ZodType {
  const def = defOf(schema);
  if (def.innerType) return core(def.innerType, side);
  if (def.type === 'pipe') {
    const next = side === 'input' ? def.in! : def.out!;
    // A transform has no shape of its own: its other side has.
    return defOf(next).type === 'transform'
      ? core(side === 'input' ? def.out! : def.in!, side)
      : core(next, side);
  }
  return schema;
}

function shapeOf(schema: z.ZodType, side: Side): Record<string, z.ZodType> | null {
  const def = defOf(core(schema, side));
  return def.type === 'object' ? def.shape! : null;
}

/** An array's element schema, or the schema itself. */
function itemOf(schema: z.ZodType, side: Side): z.ZodType {
  const def = defOf(core(schema, side));
  return def.type === 'array' ? def.element! : schema;
}

/**
 * The read-only fields of a resource as a body of it may carry them: the fields its response schema
 * has and the body schema has not, also inside nested objects and arrays of objects both have
 * (a reading's results carry their computed consumption). Null when either is no object.
 */
export function readOnlyTree(response: z.ZodType, body: z.ZodType): ReadOnlyTree | null {
  const readable = shapeOf(response, 'output');
  const writable = shapeOf(body, 'input');
  if (!readable || !writable) return null;
  const tree: ReadOnlyTree = { drop: new Set(), nested: new Map() };
  for (const [name, schema] of Object.entries(readable)) {
    const write = writable[name];
    if (!write) {
      tree.drop.add(name);
      continue;
    }
    const nested = readOnlyTree(itemOf(schema, 'output'), itemOf(write, 'input'));
    if (nested && (nested.drop.size || nested.nested.size)) tree.nested.set(name, nested);
  }
  return tree;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A copy of the body without the read-only fields; anything else is left for the schema to judge. */
export function withoutReadOnly(value: unknown, tree: ReadOnlyTree): unknown {
  if (!isPlainObject(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (tree.drop.has(key)) continue;
    const nested = tree.nested.get(key);
    if (!nested) copy[key] = item;
    else if (Array.isArray(item)) copy[key] = item.map((entry) => withoutReadOnly(entry, nested));
    else copy[key] = withoutReadOnly(item, nested);
  }
  return copy;
}

/** A resource's own routes: POST <collection>/, PUT and PATCH <collection>/{id}/. */
const RESOURCE_URL = /^\/api\/v2\/[\w-]+\/(:\w+\/)?$/;
const WRITES: Record<string, string> = { POST: '201', PUT: '200', PATCH: '200' };

const isZod = (value: unknown): value is z.ZodType => value instanceof z.ZodType;

/**
 * DRF ignores read-only fields in request bodies, so a client may send back the object it read
 * unchanged. Every write route of a resource gets its body schema wrapped: the fields its
 * response has and its body has not are dropped before validation, so they never reach a service;
 * any other unknown field still answers 400.
 */
export function ignoreReadOnlyFields(app: FastifyInstance) {
  app.addHook('onRoute', (route: RouteOptions) => {
    const method = typeof route.method === 'string' ? route.method : null;
    const status = method ? WRITES[method] : undefined;
    const schema = route.schema as { body?: unknown; response?: Record<string, unknown> } | undefined;
    if (!status || !schema || !RESOURCE_URL.test(route.url) || route.config?.public) return;
    const { body } = schema;
    const response = schema.response?.[status];
    if (!isZod(body) || !isZod(response)) return;
    const tree = readOnlyTree(response, body);
    if (!tree || (!tree.drop.size && !tree.nested.size)) return;
    route.schema = { ...route.schema, body: z.preprocess((value) => withoutReadOnly(value, tree), body) };
  });
}
