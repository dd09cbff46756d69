import {
  type Actor,
  type BuildingPatch,
  type BuildingWrite,
  canAddBuilding,
  canChooseCommercialConsumer,
  canChooseMeterReadingService,
  canDeleteBuilding,
  canEditBuilding,
  canSetPreferredDelegate,
  canSetPropertyManager,
  referenceId,
} from '@portal/contracts';
import type { Updateable } from 'kysely';
import type { AppContext } from '../../context';
import type { BuildingsTable } from '../../db/schema';
import { badRequest, conflict, forbidden, isPgError, notFound, PG_UNIQUE_VIOLATION } from '../../http/errors';
import { resolveCompany, resolveEmployee } from '../directory/pickers';
import { type BuildingRow, BuildingsRepository } from './buildings.repository';

const ADDRESS = ['city', 'zip_code', 'street', 'street_number'] as const;
const sameId = (reference: string | null, id: string | null) =>
  (reference ? referenceId(reference) : null) === id;
const sameEmail = (email: string | null, current: string | null) =>
  (email || null)?.toLowerCase() === current?.toLowerCase();

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

/** Business rules of buildings: permissions, references, duplicates, the status cascade. */
export class BuildingsService {
  readonly repository: BuildingsRepository;

  constructor(private readonly ctx: AppContext) {
    this.repository = new BuildingsRepository(ctx.db);
  }

  private get config() {
    return this.ctx.config.portal;
  }

  async get(actor: Actor, id: string): Promise<BuildingRow> {
    const building = await this.repository.findById(actor, id);
    if (!building) throw notFound();
    return building;
  }

  async create(actor: Actor, body: BuildingWrite, urlOf: (id: string) => string): Promise<BuildingRow> {
    if (!canAddBuilding(actor, this.config)) throw forbidden('You may not add buildings.');
    this.checkRequired(body);
    const values = await this.columns(actor, body, null);
    await this.refuseDuplicate(actor.companyId, body, urlOf);
    const insert = () =>
      this.repository.insert(this.ctx.db, {
        ...values,
        zip_code: body.zip_code,
        city: body.city,
        street: body.street,
        street_number: body.street_number,
        status: body.status ?? 'active',
        owner_company_id: actor.companyId,
        owner_id: actor.userId,
        // A commercial consumer's buildings are its own unless it names another.
        commercial_consumer_id:
          values.commercial_consumer_id ??
          (actor.companyType === 'commercial_consumer' ? actor.companyId : null),
      });
    const id = await this.translateConflicts(insert, urlOf, actor.companyId, body);
    return (await this.repository.findById(actor, id))!;
  }

  /** PUT (whole form) and PATCH (some fields, bulk actions). */
  async update(
    actor: Actor,
    id: string,
    body: BuildingPatch,
    urlOf: (id: string) => string,
    whole: boolean,
  ): Promise<BuildingRow> {
    const current = await this.get(actor, id);
    if (!canEditBuilding(actor, this.config) && !this.onlyAssignments(actor, body)) {
      throw forbidden('You may not edit this building.');
    }
    if (whole) this.checkRequired(body as BuildingWrite);
    this.refuseReadOnlyChanges(current, body);
    const values = await this.columns(actor, body, current);
    const merged = { ...current, ...values } as BuildingRow;
    if (ADDRESS.some((field) => body[field] !== undefined))
      await this.refuseDuplicate(current.owner_company_id, merged, urlOf, id);

    const { meters_reading_service, meters_reading_service_only_empty } = body;
    let serviceId: string | null | undefined;
    if (meters_reading_service !== undefined) {
      if (!canChooseMeterReadingService(actor, this.config))
        throw forbidden('You may not set the meter reading service.');
      serviceId = await resolveCompany(
        this.ctx.data,
        actor,
        'meters_reading_service',
        meters_reading_service,
        'meter_reading_service',
      );
    }

    const save = () =>
      this.ctx.db.transaction().execute(async (trx) => {
        await this.repository.update(trx, id, values);
        if (values.status !== undefined && values.status !== current.status) {
          await this.repository.cascadeStatus(
            trx,
            id,
            values.status as string,
            (values.date_status_change as Date | null) ?? null,
          );
        }
        if (serviceId !== undefined)
          await this.repository.setMetersReadingService(
            trx,
            id,
            serviceId,
            meters_reading_service_only_empty === true,
          );
      });
    await this.translateConflicts(save, urlOf, current.owner_company_id, merged, id);
    return (await this.repository.findById(actor, id))!;
  }

  async remove(actor: Actor, id: string): Promise<void> {
    const building = await this.get(actor, id);
    if (!canDeleteBuilding(actor, this.config, { ownerCompanyId: building.owner_company_id })) {
      throw forbidden('Only the company that owns a building may delete it.');
    }
    await this.repository.delete(id);
  }

  /** Schedulers without building edit rights may still assign delegate and property manager. */
  private onlyAssignments(actor: Actor, body: BuildingPatch) {
    const keys = Object.keys(body).filter((key) => body[key as keyof BuildingPatch] !== undefined);
    const allowed = new Set<string>();
    if (canSetPreferredDelegate(actor, this.config)) allowed.add('preferred_delegate');
    if (canSetPropertyManager(actor)) allowed.add('property_manager');
    if (canChooseMeterReadingService(actor, this.config)) {
      allowed.add('meters_reading_service');
      allowed.add('meters_reading_service_only_empty');
    }
    return keys.length > 0 && keys.every((key) => allowed.has(key));
  }

  private checkRequired(body: Partial<BuildingWrite>) {
    const missing = this.config.BUILDING_REQUIRED_FIELDS.filter((field) => {
      const value = (body as Record<string, unknown>)[field];
      return value === undefined || value === null || value === '';
    });
    if (missing.length)
      throw badRequest(Object.fromEntries(missing.map((field) => [field, ['This field is required.']])));
  }

  private refuseReadOnlyChanges(current: BuildingRow, body: BuildingPatch) {
    const errors: Record<string, string[]> = {};
    for (const field of this.config.BUILDING_READ_ONLY_ON_EDIT) {
      const value = (body as Record<string, unknown>)[field];
      // A form sends "" for an empty field that is stored as null: no change.
      const before = (current as Record<string, unknown>)[field] || null;
      if (value !== undefined && (value || null) !== before)
        errors[field] = ['This field cannot be changed after creation.'];
    }
    if (Object.keys(errors).length) throw badRequest(errors);
  }

  /** Body → columns, with each reference checked; a field the user may not set may only repeat its value. */
  private async columns(
    actor: Actor,
    body: BuildingPatch,
    current: BuildingRow | null,
  ): Promise<Updateable<BuildingsTable>> {
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
        this.ctx.data,
        actor,
        'commercial_consumer',
        consumerRef,
        'commercial_consumer',
      );
      const ownCompany = actor.companyType === 'commercial_consumer' && consumer === actor.companyId;
      if (!canChooseCommercialConsumer(actor) && !ownCompany)
        throw forbidden('You may not set the commercial consumer.');
      values.commercial_consumer_id = consumer;
    }
    const delegate = body.preferred_delegate;
    if (delegate !== undefined && !(current && sameEmail(delegate, current.preferred_delegate_email))) {
      if (!canSetPreferredDelegate(actor, this.config))
        throw forbidden('You may not set the preferred delegate.');
      values.preferred_delegate_id = await resolveEmployee(
        this.ctx.data,
        actor,
        'preferred_delegate',
        delegate,
        'delegate',
      );
    }
    const manager = body.property_manager;
    if (manager !== undefined && !(current && sameEmail(manager, current.property_manager_email))) {
      if (!canSetPropertyManager(actor)) throw forbidden('You may not set the property manager.');
      values.property_manager_id = await resolveEmployee(
        this.ctx.data,
        actor,
        'property_manager',
        manager,
        'property_manager',
      );
    }
    return values;
  }

  private async refuseDuplicate(
    ownerCompanyId: string,
    address: { city: string; zip_code: string; street: string; street_number: string },
    urlOf: (id: string) => string,
    exceptId?: string,
  ) {
    const duplicate = await this.repository.findDuplicate(ownerCompanyId, address, exceptId);
    if (duplicate)
      throw conflict('A building with this address already exists.', {
        collection: 'buildings',
        id: duplicate.id,
      });
  }

  /** A concurrent insert of the same address loses the race to the unique index: still a 409. */
  private async translateConflicts<T>(
    run: () => Promise<T>,
    urlOf: (id: string) => string,
    ownerCompanyId: string,
    address: { city: string; zip_code: string; street: string; street_number: string },
    exceptId?: string,
  ): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (!isPgError(error, PG_UNIQUE_VIOLATION)) throw error;
      const duplicate = await this.repository.findDuplicate(ownerCompanyId, address, exceptId);
      throw conflict(
        'A building with this address already exists.',
        duplicate && { collection: 'buildings', id: duplicate.id },
      );
    }
  }
}
