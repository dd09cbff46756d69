import {
  conflictSchema,
  METER_CHOICE_LABELS,
  meterPatchSchema,
  meterReplacementSchema,
  meterSchema,
  meterWriteSchema,
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
import { replaceMeter } from './meter-replacement';
import { metersList } from './meters.list';
import { mayMeter } from './meters.policy';
import { presentMeter } from './meters.presenter';
import { MetersService } from './meters.service';

const params = idParams;
const tags = ['meters'];
const errors = ERROR_RESPONSES;
export async function metersRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = new MetersService(app.ctx);
  const config = app.ctx.config.portal;
  const metadata = {
    name: 'Meter',
    writable: meterWriteSchema,
    readable: meterSchema,
    displayNames: METER_CHOICE_LABELS,
  };

  r.get('/api/v2/meters/', {
    schema: {
      tags,
      summary: 'Meters the user sees, with the spec filters; default order meter_id',
      querystring: listQuerySchema(metersList),
      response: { 200: paginatedSchema(meterSchema.partial()), ...errors },
    },
    handler: async (request) => {
      const { base, slim } = service.listSource(request.auth.actor);
      const page = await paginate(request, base, metersList, request.query, slim);
      return {
        ...page,
        results: page.results.map((row) => shapeObject(presentMeter(request, row), request.query)),
      };
    },
  });

  r.post('/api/v2/meters/', {
    schema: {
      tags,
      summary: 'New meter from scratch (409 for a meter number that exists)',
      body: meterWriteSchema,
      response: { 201: meterSchema, ...errors, 409: conflictSchema },
    },
    handler: async (request, reply) => {
      const meter = await service.create(request.auth, request.body);
      return reply.status(201).send(presentMeter(request, meter));
    },
  });

  r.get('/api/v2/meters/:id/', {
    schema: { tags, params, response: { 200: meterSchema, ...errors } },
    handler: async (request) =>
      presentMeter(request, await service.get(request.auth.actor, request.params.id)),
  });

  r.put('/api/v2/meters/:id/', {
    schema: {
      tags,
      summary: 'Save the meter form (clears needs_check)',
      params,
      body: meterWriteSchema,
      response: { 200: meterSchema, ...errors, 409: conflictSchema },
    },
    handler: async (request) =>
      presentMeter(request, await service.replace(request.auth, request.params.id, request.body)),
  });

  r.patch('/api/v2/meters/:id/', {
    schema: {
      tags,
      summary:
        'Change fields: reading service, energy supplier ("" = none), reading frequency, status, building (address change)',
      params,
      body: meterPatchSchema,
      response: { 200: meterSchema, ...errors, 409: conflictSchema },
    },
    handler: async (request) =>
      presentMeter(request, await service.patch(request.auth, request.params.id, request.body)),
  });

  r.delete('/api/v2/meters/:id/', {
    schema: {
      tags,
      summary: 'Delete a meter (admin or scheduler of the owner company)',
      params,
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      await service.remove(request.auth, request.params.id);
      return reply.status(204).send(null);
    },
  });

  r.post('/api/v2/meters/:id/replacement/', {
    schema: {
      tags,
      summary:
        'Meter change in one transaction: old reading, new meter with predecessor, new reading, old meter inactive',
      params,
      body: meterReplacementSchema,
      response: { 201: meterSchema, ...errors, 409: conflictSchema },
    },
    handler: async (request, reply) => {
      const meter = await replaceMeter(app.ctx, service, request.auth, request.params.id, request.body);
      return reply.status(201).send(presentMeter(request, meter));
    },
  });

  r.options(
    '/api/v2/meters/',
    collectionOptionsRoute(
      tags,
      'DRF metadata with status, appearance and physical_medium choices',
      metadata,
    ),
  );

  r.options('/api/v2/meters/:id/', {
    schema: {
      tags,
      summary: 'DRF metadata; PUT only when the user may edit this meter',
      params,
      response: { 200: optionsResponseSchema, ...errors },
    },
    handler: async (request) => {
      const meter = await service.get(request.auth.actor, request.params.id);
      return optionsMetadata(metadata, mayMeter(request.auth, config, 'edit', meter) ? ['PUT'] : []);
    },
  });
}
