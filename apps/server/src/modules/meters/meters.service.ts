import {
  type Actor,
  type MeterPatch,
  message,
  newMeterDefaults,
  type PhysicalMedium,
  referenceId,
} from '@portal/contracts';
import type { AppContext, RequestAuth } from '../../context';
import { badRequest, conflict, onUniqueViolation } from '../../http/errors';
import type { DataAccess } from '../data-access';
import { meterColumns } from './meter-columns';
import { authorizeMeter, authorizeMeterWrite, mayMeter } from './meters.policy';
import type { MeterRow } from './meters.repository';

export type NewMeterBody = MeterPatch & { building: string; meter_id: string };

/** Business rules of meters: permissions, read-only fields, references, duplicates. */
export class MetersService {
  constructor(private readonly ctx: AppContext) {}

  private get config() {
    return this.ctx.config.portal;
  }

  /** The list's queries (scoped rows, slim rows for counting and paging; see http/list.ts). */
  listSource(actor: Actor) {
    const { meters } = this.ctx.data;
    return { base: meters.scoped(actor), slim: meters.slimList(actor) };
  }

  get(actor: Actor, id: string): Promise<MeterRow> {
    return this.ctx.data.meters.findByIdOrThrow(actor, id);
  }

  async create(auth: RequestAuth, body: NewMeterBody): Promise<MeterRow> {
    // The spec's meter change made of single calls posts the new meter naming its predecessor: that
    // needs the meter-change permission on the predecessor instead of the from-scratch setting.
    const predecessor = body.predecessor_meter_id
      ? await this.ctx.data.meters.findById(auth.actor, referenceId(body.predecessor_meter_id))
      : undefined;
    const via = predecessor && mayMeter(auth, this.config, 'change', predecessor) ? 'meterChange' : 'form';
    return this.translateConflicts(auth.actor, body.meter_id, () =>
      this.ctx.data.transaction(auth.actor, async (data) => {
        const id = await this.insert(data, auth, body, via);
        return data.meters.findByIdOrThrow(auth.actor, id);
      }),
    );
  }

  /** PUT: saves the whole form (and clears needs_check). */
  replace(auth: RequestAuth, id: string, body: MeterPatch): Promise<MeterRow> {
    return this.save(auth, id, body, true);
  }

  /** PATCH: single fields (the bulk actions). */
  patch(auth: RequestAuth, id: string, body: MeterPatch): Promise<MeterRow> {
    return this.save(auth, id, body, false);
  }

  async remove(auth: RequestAuth, id: string): Promise<void> {
    const meter = await this.get(auth.actor, id);
    authorizeMeter(auth, this.config, 'delete', meter);
    await this.ctx.data.transaction(auth.actor, (data) => data.meters.delete(auth.actor, id));
  }

  /**
   * A new meter, on the caller's transaction (`create`, or the meter change). The caller wraps its
   * transaction in `translateConflicts`: a race lost on the meter number can only be answered after the
   * failed transaction has ended.
   */
  async insert(
    data: DataAccess,
    auth: RequestAuth,
    body: NewMeterBody,
    via: 'form' | 'meterChange',
  ): Promise<string> {
    const { actor } = auth;
    authorizeMeterWrite(auth, this.config, body, null, { wholeForm: true, via });
    const values = await meterColumns(data, actor, body, null);
    const defaults = newMeterDefaults(actor);
    values.energy_supplier_id ??= defaults.energy_supplier;
    values.meter_reading_service_id ??= defaults.meter_reading_service;
    await this.refuseTakenNumber(data, actor, body.meter_id);
    return data.meters.insert(actor, {
      ...values,
      building_id: values.building_id as string,
      meter_id: body.meter_id,
      physical_medium: values.physical_medium as PhysicalMedium,
      physical_unit: values.physical_unit as string,
      status: body.status ?? 'active',
      // Import flags its new meters always; with this switch, every new meter waits for a check (spec 1 §5).
      needs_check: this.config.CHECK_NEW_METERS_IN_ALL_BUILDINGS,
    });
  }

  private async save(auth: RequestAuth, id: string, body: MeterPatch, wholeForm: boolean) {
    const { actor } = auth;
    const current = await this.get(actor, id);
    authorizeMeterWrite(auth, this.config, body, current, { wholeForm });
    // References are checked and the row written in one transaction: nothing changes in between.
    return this.translateConflicts(actor, body.meter_id ?? current.meter_id, () =>
      this.ctx.data.transaction(actor, async (data) => {
        const values = await meterColumns(data, actor, body, current);
        if (wholeForm) values.needs_check = false;
        if (values.meter_id && values.meter_id !== current.meter_id)
          await this.refuseTakenNumber(data, actor, values.meter_id);
        await data.meters.update(actor, id, values);
        return data.meters.findByIdOrThrow(actor, id);
      }),
    );
  }

  private async refuseTakenNumber(data: DataAccess, actor: Actor, meterNumber: string) {
    const existing = await data.meters.findByNumber(actor, meterNumber);
    if (existing) throw this.numberTaken(meterNumber, existing);
  }

  private numberTaken(meterNumber: string, existing?: { id: string; visible: boolean }) {
    return conflict(
      message('meters.duplicate', { number: meterNumber }),
      existing?.visible ? { collection: 'meters', id: existing.id } : undefined,
    );
  }

  /** The unique constraints of meters as answers (a race lost after the checks above). */
  translateConflicts<T>(actor: Actor, meterNumber: string, work: () => Promise<T>) {
    return onUniqueViolation(work, async (constraint) => {
      if (constraint === 'meters_meter_id_key')
        return this.numberTaken(meterNumber, await this.ctx.data.meters.findByNumber(actor, meterNumber));
      if (constraint === 'meters_predecessor_meter_id_key')
        return badRequest({ predecessor_meter_id: ['This meter already has a successor.'] });
      return undefined;
    });
  }
}
