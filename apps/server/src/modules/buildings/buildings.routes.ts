import {
  BUILDING_STATUS_LABELS,
  buildingPatchSchema,
  buildingReadOnlyOnEdit,
  buildingSchema,
  buildingWriteSchema,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { listQuerySchema, paginate } from '../../http/list';
import { registerResourceRoutes } from '../../http/resource-routes';
import { buildingsList } from './buildings.list';
import { mayBuilding } from './buildings.policy';
import { presentBuilding } from './buildings.presenter';
import { BuildingsService } from './buildings.service';

export async function buildingsRoutes(app: FastifyInstance) {
  const service = new BuildingsService(app.ctx);
  const config = app.ctx.config.portal;

  registerResourceRoutes(app, {
    collection: 'buildings',
    tags: ['buildings'],
    schemas: { object: buildingSchema, write: buildingWriteSchema, patch: buildingPatchSchema },
    list: {
      query: listQuerySchema(buildingsList()),
      page: (request, query) => {
        const { base, slim } = service.listSource(request.auth.actor);
        return paginate(request, base, buildingsList(request.auth.actor), query, slim);
      },
    },
    service,
    present: presentBuilding,
    metadata: {
      name: 'Building',
      writable: buildingWriteSchema,
      readable: buildingSchema,
      displayNames: BUILDING_STATUS_LABELS,
    },
    mayEdit: (auth, building) => mayBuilding(auth, config, 'edit', building),
    readOnlyOnEdit: () => buildingReadOnlyOnEdit(config),
    summaries: {
      list: 'Buildings the user sees (ARCHITECTURE §4), with the spec filters; default order zip_code',
      create: 'Add a building (409 with the url of an existing one at the same address)',
      replace: 'Edit a building (address fields are fixed after creation)',
      patch:
        'Change some fields; a status change cascades to all meters; meters_reading_service sets the service on its meters',
      remove: 'Delete a building (only its owner company), with its meters and readings',
      options: 'DRF metadata with the status choices',
      objectOptions:
        'DRF metadata; PUT only when the user may edit this building, with the fields fixed after creation read_only',
    },
  });
}
