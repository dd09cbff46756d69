import { conflictSchema, paginatedSchema } from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RequestAuth } from '../context';
import { type ListQuery, shapeObject } from './list';
import {
  collectionOptionsRoute,
  ERROR_RESPONSES as errors,
  type OptionsMetadataInput,
  optionsMetadata,
  optionsResponseSchema,
  idParams as params,
} from './options-metadata';

/** One page of a list, as `paginate` answers it. */
interface Page<Row> {
  count: number;
  next: string | null;
  previous: string | null;
  results: Row[];
}

/**
 * What the standard routes call: a module's service (see apps/server/README.md). `create` may run
 * `check` on the new row inside its transaction (the route passes its answer's validation), so a row
 * whose answer cannot be built is not stored. A resource without `replace` has no PUT, without `remove` no DELETE.
 */
export interface ResourceService<Row, Write, Patch> {
  get(actor: RequestAuth['actor'], id: string): Promise<Row>;
  create?(auth: RequestAuth, body: Write, check?: (row: Row) => void): Promise<Row>;
  replace?(auth: RequestAuth, id: string, body: Write): Promise<Row>;
  patch?(auth: RequestAuth, id: string, body: Patch): Promise<Row>;
  remove?(auth: RequestAuth, id: string): Promise<void>;
}

/**
 * The list: its query schema and one page of it (the module's list definition and `paginate`). Its rows
 * are the objects' rows, shown by `present`, unless `item` names the list's own rows, schema and presenter
 * (a list that shows less than an object).
 */
export type ResourceList<Row, ListRow> = {
  query: z.ZodType;
} & (
  | { page(request: FastifyRequest, query: ListQuery): Promise<Page<Row>>; item?: undefined }
  | {
      page(request: FastifyRequest, query: ListQuery): Promise<Page<ListRow>>;
      item: { schema: z.ZodObject; present(request: FastifyRequest, row: ListRow): Record<string, unknown> };
    }
);

export interface ResourceRoutes<Row, W extends z.ZodType, P extends z.ZodType, ListRow = Row> {
  /** The collection's path segment: `/api/v2/<collection>/`. */
  collection: string;
  tags: string[];
  schemas: { object: z.ZodObject; write: W; patch: P };
  list: ResourceList<Row, ListRow>;
  service: ResourceService<Row, z.output<W>, z.output<P>>;
  present(request: FastifyRequest, row: Row): Record<string, unknown>;
  /** OPTIONS: the metadata, and whether PUT is offered on an object. */
  metadata: OptionsMetadataInput;
  mayEdit(auth: RequestAuth, row: Row): boolean;
  /** The writable fields this object keeps (OPTIONS on it answers them `read_only` under PUT). */
  readOnlyOnEdit?(auth: RequestAuth, row: Row): readonly string[];
  /**
   * POST through the module instead of `service.create` directly (readings honour `Idempotency-Key`,
   * employees are mailed a link to the request's origin); `headers` documents the headers it reads.
   */
  create?: {
    headers?: z.ZodObject;
    run(request: FastifyRequest, reply: FastifyReply, check: (row: Row) => void): Promise<Row>;
  };
  summaries: Record<'list' | 'create' | 'options' | 'objectOptions', string> & {
    patch?: string;
    replace?: string;
    remove?: string;
  };
}

/**
 * The standard routes of a resource, each one service call and the pure presenter: GET (list), POST,
 * OPTIONS on the collection; GET, PUT (when the service replaces), PATCH (when it patches), DELETE (when it
 * removes), OPTIONS on an object. A module adds its other routes (the meter change, an employee's PATCH that
 * may answer a generated password) beside these.
 */
export function registerResourceRoutes<Row, W extends z.ZodType, P extends z.ZodType, ListRow = Row>(
  app: FastifyInstance,
  spec: ResourceRoutes<Row, W, P, ListRow>,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { tags, schemas, service, summaries } = spec;
  const collection = `/api/v2/${spec.collection}/`;
  const object = `${collection}:id/`;
  const present = spec.present;

  r.get(collection, {
    schema: {
      tags,
      summary: summaries.list,
      querystring: spec.list.query,
      response: { 200: paginatedSchema((spec.list.item?.schema ?? schemas.object).partial()), ...errors },
    },
    handler: async (request) => {
      const query = request.query as ListQuery;
      const { list } = spec;
      if (list.item) {
        const page = await list.page(request, query);
        const item = list.item;
        return {
          ...page,
          results: page.results.map((row) => shapeObject(item.present(request, row), query)),
        };
      }
      const page = await list.page(request, query);
      return { ...page, results: page.results.map((row) => shapeObject(present(request, row), query)) };
    },
  });

  const create = service.create?.bind(service);
  if (spec.create || create)
    r.post(collection, {
      schema: {
        tags,
        summary: summaries.create,
        body: schemas.write,
        ...(spec.create?.headers ? { headers: spec.create.headers } : {}),
        response: { 201: schemas.object, ...errors, 409: conflictSchema },
      },
      handler: async (request, reply) => {
        const check = (created: Row) => {
          schemas.object.parse(present(request, created));
        };
        const row = spec.create
          ? await spec.create.run(request, reply, check)
          : await create!(request.auth, request.body as z.output<W>, check);
        return reply.status(201).send(present(request, row));
      },
    });

  r.options(collection, collectionOptionsRoute(tags, summaries.options, spec.metadata));

  r.get(object, {
    schema: { tags, params, response: { 200: schemas.object, ...errors } },
    handler: async (request) => present(request, await service.get(request.auth.actor, request.params.id)),
  });

  for (const [method, body, save] of [
    ['PUT', schemas.write, 'replace'],
    ['PATCH', schemas.patch, 'patch'],
  ] as const) {
    if (!service[save]) continue;
    r.route({
      method,
      url: object,
      schema: {
        tags,
        summary: summaries[save],
        params,
        body,
        response: { 200: schemas.object, ...errors, 409: conflictSchema },
      },
      handler: async (request) => {
        const { id } = request.params as z.output<typeof params>;
        return present(request, await service[save]!(request.auth, id, request.body as never));
      },
    });
  }

  const remove = service.remove?.bind(service);
  if (remove)
    r.delete(object, {
      schema: { tags, summary: summaries.remove, params, response: { 204: z.null(), ...errors } },
      handler: async (request, reply) => {
        await remove(request.auth, request.params.id);
        return reply.status(204).send(null);
      },
    });

  r.options(object, {
    schema: {
      tags,
      summary: summaries.objectOptions,
      params,
      response: { 200: optionsResponseSchema, ...errors },
    },
    handler: async (request) => {
      const row = await service.get(request.auth.actor, request.params.id);
      return optionsMetadata(
        spec.metadata,
        spec.mayEdit(request.auth, row) ? ['PUT'] : [],
        spec.readOnlyOnEdit?.(request.auth, row),
      );
    },
  });
}
