import type { AppliedMethod, PhysicalMedium, ReadingType, Role } from '@portal/contracts';
import type { Insertable } from 'kysely';
import type { Database } from '../db/schema';

/** An insertable row of a table. */
export type Row<T extends keyof Database> = Insertable<Database[T]>;

/** A seeded user, as the other parts of the seed refer to it. */
export interface Person {
  id: string;
  email: string;
  name: string;
  role: Role;
  companyId: string;
}

/** The seeded companies and the people the other parts assign to buildings, requests and readings. */
export interface Directory {
  companies: {
    administration: string;
    stadtwerke: string;
    hausverwaltung: string;
    ablesedienst: string;
    fremdwerk: string;
  };
  admin: Person;
  /** Stadtwerke Demo schedulers, supplier@demo.example first. */
  supplierSchedulers: Person[];
  /** Hausverwaltung Demo schedulers, consumer@demo.example first. */
  consumerSchedulers: Person[];
  serviceScheduler: Person;
  /** Ablesedienst Demo meter readers, reader@demo.example first. */
  readers: Person[];
  stranger: Person;
  strangerReaders: Person[];
}

/** Which side of the tenancy wall a row is on: the three related companies, or Fremdwerk Demo alone. */
export type Tenant = 'main' | 'fremdwerk';

export type BuildingKind = 'residential' | 'commercial' | 'industrial';

export interface BuildingPlan {
  id: string;
  tenant: Tenant;
  kind: BuildingKind;
  ownerCompanyId: string;
  ownerUserId: string;
  active: boolean;
  statusChange: Date | null;
  city: string;
  zip: string;
  delegate: Person | null;
  manager: Person | null;
  /** Metered flats (residential) or rental units (commercial). */
  units: number;
  created: Date;
}

/** How consumption spreads over the year. */
export type Season = 'flat' | 'heating' | 'solar' | 'cooling';

/** One register of a meter and how it advances. */
export interface CounterPlan {
  obis: string;
  /** Average advance per month, in the meter's unit (already divided by the factor). */
  monthly: number;
  season: Season;
  /** Value at the start of the year of readings. */
  start: number;
}

export interface MeterPlan {
  id: string;
  meterId: string;
  building: BuildingPlan;
  medium: PhysicalMedium;
  unit: string;
  counters: CounterPlan[];
  /** Decimals of the reading values. */
  decimals: number;
  active: boolean;
  created: Date;
  needsCheck: boolean;
  supplierId: string | null;
  /** Cumulative registers get readings; concentrations (exhaust) do not. */
  readable: boolean;
  /** Set on both meters of the replacement chain. */
  replacement: { role: 'old' | 'new'; date: Date } | null;
}

/** A planned reading, before it becomes a readings row and its reading_results rows. */
export interface ReadingPlan {
  id: string;
  meter: MeterPlan;
  date: Date;
  type: ReadingType;
  person: Person;
  method: AppliedMethod;
  values: Array<{ obis: string; value: number }>;
  note: string | null;
}

/** What every part of the seed gets: the reference date and the one id sequence. */
export interface SeedContext {
  reference: Date;
  ids: { next(): string };
}
