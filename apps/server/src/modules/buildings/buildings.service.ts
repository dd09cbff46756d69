import {
  type Actor,
  type BuildingPatch,
  type BuildingWrite,
  defaultBuildingConsumer,
  referenceId,
} from '@portal/contracts';
import type { Updateable } from 'kysely';
import type { AppContext, RequestAuth } from '../../context';
import type { BuildingsTable } from '../../db/schema';
import { conflict, onUniqueViolation } from '../../http/errors';
import type { DataAccess } from '../data-access';
import { resolveCompany, resolveEmployee } from '../directory/pickers';
import { authorizeBuilding, authorizeBuildingWrite } from './buildings.policy';
import type { BuildingAddress, BuildingRow } from './buildings.repository';

const DUPLICATE_ADDRESS = 'A building with this address already exists.';
const ADDRESS = ['city', 'zip_code', 'street', 'street_number'] as const;
const TEXT_FIELDS = [
  'label',
  'note',
  'country',
  'state',
  'zip_code',
  'city',
  'street',
  'street_number',
  'business_entity',
  'business_unit',
] as const;

const sameId = (reference: string | null, id: string | null) =>
  (reference ? referenceId(reference) : null) === id;
const sameEmail = (email: string | null, current: string | null) =>
  (email || null)?.toLowerCase() === current?.toLowerCase();
/** Where a building would stand: the duplicate rule's key. */
interface Placement {
  ownerCompanyId: string;
  address: BuildingAddress;
  /** The building being saved, which may keep its own address. */
  exceptId?: string;
}

/** Business rules of buildings: permissions, references, duplicates, the status cascade. */
export class BuildingsService {
  constructor(private readonly ctx: AppContext) {}

  private get config() {
    return this.ctx.config.portal;
  }

  /** The list's queries (scoped rows, slim rows for counting and paging; see http/list.ts). */
  listSource(actor: Actor) {
    const { buildings } = this.ctx.data;
    return { base: buildings.scoped(actor), slim: buildings.slimList(actor) };
  }

  get(actor: Actor, id: string): Promise<BuildingRow> {
    return this.ctx.data.buildings.findByIdOrThrow(actor, id);
  }

  async create(auth: RequestAuth, body: BuildingWrite): Promise<BuildingRow> {
    const { actor } = auth;
    authorizeBuildingWrite(actor, this.config, body, null, true);
    const placement: Placement = { ownerCompanyId: actor.companyId, address: body };
    // References are checked and the row written in one transaction: nothing changes in between.
    return this.translateConflicts(
      actor,
      () => placement,
      () =>
        this.ctx.data.transaction(actor, async (data) => {
          const values = await this.columns(data, auth, body, null);
          await this.refuseDuplicate(data, actor, placement);
          const id = await data.buildings.insert(actor, {
            ...values,
            zip_code: body.zip_code,
            city: body.city,
            street: body.street,
            street_number: body.street_number,
            status: body.status ?? 'active',
            // A commercial consumer's buildings are its own unless it names another.
            commercial_consumer_id: values.commercial_consumer_id ?? defaultBuildingConsumer(actor),
          });
          return data.buildings.findByIdOrThrow(actor, id);
        }),
    );
  }

  /** PUT: saves the whole form (the configured required fields must be there). */
  replace(auth: RequestAuth, id: string, body: BuildingWrite): Promise<BuildingRow> {
    return this.save(auth, id, body, 'replace');
  }

  /** PATCH: some fields (the bulk actions); a status change cascades to the meters. */
  patch(auth: RequestAuth, id: string, body: BuildingPatch): Promise<BuildingRow> {
    return this.save(auth, id, body, 'patch');
  }

  async remove(auth: RequestAuth, id: string): Promise<void> {
    await this.ctx.data.transaction(auth.actor, async (data) => {
      const building = await data.buildings.findByIdOrThrow(auth.actor, id);
      authorizeBuilding(auth, this.config, 'delete', building);
      await data.buildings.delete(auth.actor, id);
    });
  }

  /** PUT and PATCH: checks, references, the building and its meters, all in one transaction. */
  private async save(
    auth: RequestAuth,
    id: string,
    body: BuildingPatch,
    mode: 'replace' | 'patch',
  ): Promise<BuildingRow> {
    const { actor } = auth;
    let placement: Placement | undefined;
    return this.translateConflicts(
      actor,
      () => placement,
      () =>
        this.ctx.data.transaction(actor, async (data) => {
          const current = await data.buildings.findByIdOrThrow(actor, id);
          authorizeBuildingWrite(actor, this.config, body, current, mode === 'replace');
          const values = await this.columns(data, auth, body, current);
          placement = {
            ownerCompanyId: current.owner_company_id,
            address: { ...current, ...values } as BuildingAddress,
            exceptId: id,
          };
          if (ADDRESS.some((field) => body[field] !== undefined))
            await this.refuseDuplicate(data, actor, placement);
          const serviceId = await this.metersReadingService(data, auth, body);

          await data.buildings.update(actor, id, values);
          if (values.status !== undefined && values.status !== current.status) {
            const date = (values.date_status_change as Date | null | undefined) ?? null;
            await data.meters.setStatusOfBuilding(actor, id, values.status, date);
          }
          if (serviceId !== undefined) {
            await data.meters.setReadingServiceOfBuilding(actor, id, serviceId, {
              onlyEmpty: body.meters_reading_service_only_empty === true,
            });
          }
          return data.buildings.findByIdOrThrow(actor, id);
        }),
    );
  }

  /** The bulk action "meter reading service": the company to set on the building's meters, if sent. */
  private async metersReadingService(data: DataAccess, auth: RequestAuth, body: BuildingPatch) {
    if (body.meters_reading_service === undefined) return undefined;
    return resolveCompany(
      data,
      auth.actor,
      'meters_reading_service',
      body.meters_reading_service,
      'meter_reading_service',
    );
  }

  /** Body → columns, each reference resolved in the caller's scope (the write rules have judged the body). */
  private async columns(
    data: DataAccess,
    auth: RequestAuth,
    body: BuildingPatch,
    current: BuildingRow | null,
  ): Promise<Updateable<BuildingsTable>> {
    const { actor } = auth;
    const values: Updateable<BuildingsTable> = {};
    for (const field of TEXT_FIELDS) if (body[field] !== undefined) values[field] = body[field] as string;
    if (body.lat !== undefined) values.lat = body.lat;
    if (body.lon !== undefined) values.lon = body.lon;
    if (body.custom_data !== undefined) values.custom_data = JSON.stringify(body.custom_data);
    if (body.status !== undefined) {
      values.status = body.status;
      values.date_status_change =
        body.status === 'inactive'
          ? body.date_status_change
            ? new Date(body.date_status_change)
            : new Date()
          : null;
    }

    const consumerRef = body.commercial_consumer;
    if (consumerRef !== undefined && !(current && sameId(consumerRef, current.commercial_consumer_id))) {
      const consumer = await resolveCompany(
        data,
        actor,
        'commercial_consumer',
        consumerRef,
        'commercial_consumer',
      );
      values.commercial_consumer_id = consumer;
    }
    const delegate = body.preferred_delegate;
    if (delegate !== undefined && !(current && sameEmail(delegate, current.preferred_delegate_email))) {
      values.preferred_delegate_id = await resolveEmployee(
        data,
        actor,
        'preferred_delegate',
        delegate,
        'delegate',
      );
    }
    const manager = body.property_manager;
    if (manager !== undefined && !(current && sameEmail(manager, current.property_manager_email))) {
      values.property_manager_id = await resolveEmployee(
        data,
        actor,
        'property_manager',
        manager,
        'property_manager',
      );
    }
    return values;
  }

  private async refuseDuplicate(data: DataAccess, actor: Actor, placement: Placement) {
    const error = await this.duplicate(data, actor, placement);
    if (error) throw error;
  }

  /** 409 for a building at the same address in the same owning company; it names that building if the caller sees it. */
  private async duplicate(data: DataAccess, actor: Actor, { ownerCompanyId, address, exceptId }: Placement) {
    const existing = await data.buildings.findDuplicate(actor, ownerCompanyId, address, exceptId);
    if (!existing) return undefined;
    return conflict(
      DUPLICATE_ADDRESS,
      existing.visible ? { collection: 'buildings', id: existing.id } : undefined,
    );
  }

  /**
   * A concurrent save of the same address loses the race to the unique index: still a 409 (looked up
   * after the failed transaction has ended). `placement` is read then: a save learns it inside.
   */
  private translateConflicts<T>(
    actor: Actor,
    placement: () => Placement | undefined,
    work: () => Promise<T>,
  ): Promise<T> {
    return onUniqueViolation(work, async (constraint) => {
      const where = placement();
      if (constraint !== 'buildings_address_key' || !where) return undefined;
      return (await this.duplicate(this.ctx.data, actor, where)) ?? conflict(DUPLICATE_ADDRESS);
    });
  }
}
