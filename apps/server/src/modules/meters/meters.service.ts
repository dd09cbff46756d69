import {
  type Actor,
  canCreateMeterFromScratch,
  canDeleteMeter,
  canEditMeter,
  canReplaceMeter,
  isMeterReader,
  type MeterPatch,
  meterReadOnlyOnEdit,
  referenceId,
  type WebportalSettings,
} from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { AppContext, RequestAuth } from '../../context';
import type { Database } from '../../db/schema';
import { badRequest, conflict, forbidden, isPgError, notFound, PG_UNIQUE_VIOLATION } from '../../http/errors';
import { meterColumns } from './meter-columns';
import { type MeterRow, MetersRepository } from './meters.repository';

export const facts = (meter: MeterRow) => ({
  needsCheck: meter.needs_check,
  ownerCompanyId: meter.owner_company_id,
  status: meter.status,
});

/** Business rules of meters: permissions, read-only fields, references, duplicates. */
export class MetersService {
  readonly repository: MetersRepository;

  constructor(private readonly ctx: AppContext) {
    this.repository = new MetersRepository(ctx.db);
  }

  private get config() {
    return this.ctx.config.portal;
  }

  async get(actor: Actor, id: string): Promise<MeterRow> {
    const meter = await this.repository.findById(actor, id);
    if (!meter) throw notFound();
    return meter;
  }

  async create(
    auth: RequestAuth,
    body: MeterPatch & { building: string; meter_id: string },
    urlOf: (id: string) => string,
  ) {
    const settings = auth.user.webportal_settings as WebportalSettings;
    // The spec's meter change made of single calls posts the new meter naming its predecessor: that
    // needs the meter-change permission on the predecessor instead of the from-scratch setting.
    const predecessor = body.predecessor_meter_id
      ? await this.repository.findById(auth.actor, referenceId(body.predecessor_meter_id))
      : undefined;
    const replacing = predecessor !== undefined && this.mayReplace(auth, predecessor);
    if (!replacing && !canCreateMeterFromScratch(auth.actor, settings))
      throw forbidden('You may not create meters from scratch.');
    const id = await this.translateConflict(auth.actor, body.meter_id, urlOf, () =>
      this.insertMeter(this.ctx.db, auth.actor, body, urlOf),
    );
    return (await this.repository.findById(auth.actor, id))!;
  }

  /** May the user change this meter (replace it by a new one)? The company's features come with the session. */
  mayReplace(auth: RequestAuth, meter: MeterRow): boolean {
    return canReplaceMeter(auth.actor, this.config, facts(meter), auth.user.company_features);
  }

  /**
   * A new meter, on `db` (a transaction in the replacement). Callers translate a lost race on the
   * meter number into 409 after the transaction ended (an aborted transaction answers no queries).
   */
  async insertMeter(
    db: Kysely<Database>,
    actor: Actor,
    body: MeterPatch & { building: string; meter_id: string },
    urlOf: (id: string) => string,
  ) {
    const values = await meterColumns(db, actor, this.config, body, null);
    // An energy supplier supplies, and a reading service reads, the meters it creates.
    if (values.energy_supplier_id === undefined && actor.companyType === 'energy_supplier')
      values.energy_supplier_id = actor.companyId;
    if (values.meter_reading_service_id === undefined && actor.companyType === 'meter_reading_service') {
      values.meter_reading_service_id = actor.companyId;
    }
    await this.refuseDuplicateNumber(db, actor, body.meter_id, urlOf);
    return this.repository.insert(db, {
      ...values,
      building_id: values.building_id as string,
      meter_id: body.meter_id,
      physical_medium: values.physical_medium as string,
      physical_unit: values.physical_unit as string,
      status: body.status ?? 'active',
      needs_check: false,
      owner_company_id: actor.companyId,
      owner_id: actor.userId,
    });
  }

  /** PUT saves the form (and clears needs_check); PATCH changes single fields (bulk actions). */
  async update(actor: Actor, id: string, body: MeterPatch, urlOf: (id: string) => string, whole: boolean) {
    const current = await this.get(actor, id);
    // Supplier, reading service and frequency have permissions of their own (checked in meterColumns),
    // which a company may hold for meters it cannot otherwise edit; never a meter reader.
    const onlyDelegated =
      !isMeterReader(actor) &&
      Object.keys(body).every((key) =>
        ['energy_supplier', 'meter_reading_service', 'reading_frequency'].includes(key),
      );
    if (!canEditMeter(actor, this.config, facts(current)) && !(onlyDelegated && !whole)) {
      throw forbidden('You may not edit this meter.');
    }
    this.refuseReadOnlyChanges(current, body);
    const meterNumber = body.meter_id ?? current.meter_id;
    // References are checked and the row written in one transaction: nothing changes in between.
    await this.translateConflict(actor, meterNumber, urlOf, () =>
      this.ctx.db.transaction().execute(async (trx) => {
        const values = await meterColumns(trx, actor, this.config, body, current);
        if (whole) values.needs_check = false;
        if (values.meter_id && values.meter_id !== current.meter_id)
          await this.refuseDuplicateNumber(trx, actor, values.meter_id, urlOf);
        await this.repository.update(trx, id, values);
      }),
    );
    return (await this.repository.findById(actor, id))!;
  }

  async remove(actor: Actor, id: string) {
    const meter = await this.get(actor, id);
    if (!canDeleteMeter(actor, this.config, facts(meter)))
      throw forbidden('Only the company that owns a meter may delete it.');
    await this.repository.delete(id);
  }

  private refuseReadOnlyChanges(current: MeterRow, body: MeterPatch) {
    const errors: Record<string, string[]> = {};
    for (const field of meterReadOnlyOnEdit(facts(current))) {
      const value = body[field as keyof MeterPatch];
      if (value === undefined) continue;
      const before = current[field as keyof MeterRow] ?? null;
      const after =
        field === 'predecessor_meter_id' && typeof value === 'string' ? referenceId(value) : (value ?? null);
      if (after !== before) errors[field] = ['This field cannot be changed after creation.'];
    }
    if (Object.keys(errors).length) throw badRequest(errors);
  }

  private async refuseDuplicateNumber(
    db: Kysely<Database>,
    actor: Actor,
    meterNumber: string,
    urlOf: (id: string) => string,
  ) {
    const existing = await this.repository.findByNumber(meterNumber, db);
    if (existing) throw await this.duplicate(actor, existing.id, meterNumber, urlOf);
  }

  /** 409 naming the existing meter; its url only when the user may see it. */
  private async duplicate(
    actor: Actor,
    existingId: string | undefined,
    meterNumber: string,
    urlOf: (id: string) => string,
  ) {
    const visible = existingId ? await this.repository.findById(actor, existingId) : undefined;
    return conflict(
      `A meter with the meter number ${meterNumber} already exists.`,
      visible ? urlOf(visible.id) : undefined,
    );
  }

  async translateConflict<T>(
    actor: Actor,
    meterNumber: string,
    urlOf: (id: string) => string,
    run: () => Promise<T>,
  ) {
    try {
      return await run();
    } catch (error) {
      if (isPgError(error, PG_UNIQUE_VIOLATION) && error.constraint === 'meters_meter_id_key') {
        const existing = await this.repository.findByNumber(meterNumber);
        throw await this.duplicate(actor, existing?.id, meterNumber, urlOf);
      }
      if (isPgError(error, PG_UNIQUE_VIOLATION) && error.constraint === 'meters_predecessor_meter_id_key') {
        throw badRequest({ predecessor_meter_id: ['This meter already has a successor.'] });
      }
      throw error;
    }
  }
}
