import {
  BUILDING_STATUS_LABELS,
  buildingPatchSchema,
  buildingSchema,
  buildingWriteSchema,
  conflictSchema,
  paginatedSchema,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listQuerySchema, paginate, shapeObject } from '../../http/list';
import {
  collectionOptionsRoute,
  ERROR_RESPONSES,
  idParams,
  optionsMetadata,
  optionsResponseSchema,
} from '../../http/options-metadata';
import { buildingsList } from './buildings.list';
import { mayBuilding } from './buildings.policy';
import { presentBuilding } from './buildings.presenter';
import { BuildingsService } from './buildings.service';

const params = idParams;
const tags = ['buildings'];
const errors = ERROR_RESPONSES;

export async function buildingsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = new BuildingsService(app.ctx);
  const config = app.ctx.config.portal;
  const metadata = {
    name: 'Building',
    writable: buildingWriteSchema,
    readable: buildingSchema,
    displayNames: BUILDING_STATUS_LABELS,
  };

  r.get('/api/v2/buildings/', {
    schema: {
      tags,
      summary: 'Buildings the user sees (ARCHITECTURE §4), with the spec filters; default order zip_code',
      querystring: listQuerySchema(buildingsList()),
      response: { 200: paginatedSchema(buildingSchema.partial()), ...errors },
    },
    handler: async (request) => {
      const { base, slim } = service.listSource(request.auth.actor);
      const page = await paginate(request, base, buildingsList(request.auth.actor), request.query, slim);
      return {
        ...page,
        results: page.results.map((row) => shapeObject(presentBuilding(request, row), request.query)),
      };
    },
  });

  r.post('/api/v2/buildings/', {
    schema: {
      tags,
      summary: 'Add a building (409 with the url of an existing one at the same address)',
      body: buildingWriteSchema,
      response: { 201: buildingSchema, ...errors, 409: conflictSchema },
    },
    handler: async (request, reply) => {
      const building = await service.create(request.auth, request.body);
      return reply.status(201).send(presentBuilding(request, building));
    },
  });

  r.get('/api/v2/buildings/:id/', {
    schema: { tags, params, response: { 200: buildingSchema, ...errors } },
    handler: async (request) =>
      presentBuilding(request, await service.get(request.auth.actor, request.params.id)),
  });

  r.put('/api/v2/buildings/:id/', {
    schema: {
      tags,
      summary: 'Edit a building (address fields are fixed after creation)',
      params,
      body: buildingWriteSchema,
      response: { 200: buildingSchema, ...errors, 409: conflictSchema },
    },
    handler: async (request) =>
      presentBuilding(request, await service.replace(request.auth, request.params.id, request.body)),
  });

  r.patch('/api/v2/buildings/:id/', {
    schema: {
      tags,
      summary:
        'Change some fields; a status change cascades to all meters; meters_reading_service sets the service on its meters',
      params,
      body: buildingPatchSchema,
      response: { 200: buildingSchema, ...errors, 409: conflictSchema },
    },
    handler: async (request) =>
      presentBuilding(request, await service.patch(request.auth, request.params.id, request.body)),
  });

  r.delete('/api/v2/buildings/:id/', {
    schema: {
      tags,
      summary: 'Delete a building (only its owner company), with its meters and readings',
      params,
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      await service.remove(request.auth, request.params.id);
      return reply.status(204).send(null);
    },
  });

  r.options(
    '/api/v2/buildings/',
    collectionOptionsRoute(tags, 'DRF metadata with the status choices', metadata),
  );

  r.options('/api/v2/buildings/:id/', {
    schema: {
      tags,
      summary: 'DRF metadata; PUT only when the user may edit this building',
      params,
      response: { 200: optionsResponseSchema, ...errors },
    },
    handler: async (request) => {
      const building = await service.get(request.auth.actor, request.params.id);
      return optionsMetadata(metadata, mayBuilding(request.auth, config, 'edit', building) ? ['PUT'] : []);
    },
  });
}
