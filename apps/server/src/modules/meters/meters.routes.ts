import {
  conflictSchema,
  METER_CHOICE_LABELS,
  meterPatchSchema,
  meterReadOnlyOnEdit,
  meterReplacementSchema,
  meterSchema,
  meterWriteSchema,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listQuerySchema, paginate } from '../../http/list';
import { ERROR_RESPONSES, idParams } from '../../http/options-metadata';
import { registerResourceRoutes } from '../../http/resource-routes';
import { replaceMeter } from './meter-replacement';
import { metersList } from './meters.list';
import { mayMeter, meterFacts } from './meters.policy';
import { presentMeter } from './meters.presenter';
import { MetersService } from './meters.service';

const tags = ['meters'];
export async function metersRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = new MetersService(app.ctx);
  const config = app.ctx.config.portal;

  registerResourceRoutes(app, {
    collection: 'meters',
    tags,
    schemas: { object: meterSchema, write: meterWriteSchema, patch: meterPatchSchema },
    list: {
      query: listQuerySchema(metersList),
      page: (request, query) => {
        const { base, slim } = service.listSource(request.auth.actor);
        return paginate(request, base, metersList, query, slim);
      },
    },
    service,
    present: presentMeter,
    metadata: {
      name: 'Meter',
      writable: meterWriteSchema,
      readable: meterSchema,
      displayNames: METER_CHOICE_LABELS,
    },
    mayEdit: (auth, meter) => mayMeter(auth, config, 'edit', meter),
    readOnlyOnEdit: (_auth, meter) => meterReadOnlyOnEdit(meterFacts(meter)),
    summaries: {
      list: 'Meters the user sees, with the spec filters; default order meter_id',
      create: 'New meter from scratch (409 for a meter number that exists)',
      replace: 'Save the meter form (clears needs_check)',
      patch:
        'Change fields: reading service, energy supplier ("" = none), reading frequency, status, building (address change)',
      remove: 'Delete a meter (admin or scheduler of the owner company)',
      options: 'DRF metadata with status, appearance and physical_medium choices',
      objectOptions:
        'DRF metadata; PUT only when the user may edit this meter, with the fields fixed after creation read_only (fewer while it needs a check)',
    },
  });

  r.post('/api/v2/meters/:id/replacement/', {
    schema: {
      tags,
      summary:
        'Meter change in one transaction: old reading, new meter with predecessor, new reading, old meter inactive',
      params: idParams,
      body: meterReplacementSchema,
      response: { 201: meterSchema, ...ERROR_RESPONSES, 409: conflictSchema },
    },
    handler: async (request, reply) => {
      const meter = await replaceMeter(app.ctx, service, request.auth, request.params.id, request.body);
      return reply.status(201).send(presentMeter(request, meter));
    },
  });
}
