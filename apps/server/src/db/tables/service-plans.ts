import type { PlanBilling, PlanDayState, PlanRepeats } from '@ta/shared';
import type { ColumnType, Generated } from 'kysely';
import type { Flag, Timestamp } from './columns.js';

/** Standing visits (migrations 501 and 511, docs/service-plans.md). */
export interface ServicePlanTables {
  servicePlans: ServicePlansTable;
  servicePlanPauses: ServicePlanPausesTable;
  servicePlanDays: ServicePlanDaysTable;
}

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

export interface ServicePlansTable {
  id: Generated<number>;
  clientId: number;
  serviceTypeId: number;
  repeats: PlanRepeats;
  startsOn: string;
  endsOn: string;
  /** JSON list of yyyy-MM-dd days, for `repeats = 'days'`; '[]' otherwise. */
  givenDays: ColumnType<string, string | undefined, string>;
  startTime: string;
  county: Nullable<string>;
  location: Nullable<string>;
  /** The staff member the plan prefers: the office's pick, else whoever took its first visit. */
  staffId: Nullable<number>;
  billing: ColumnType<PlanBilling, PlanBilling | undefined, PlanBilling>;
  monthlyPriceCents: Nullable<number>;
  active: Flag;
  /** A property's home checks (migration 511): visits put on the calendar by the office, not by the sweep. */
  propertyId: Nullable<number>;
  createdById: Nullable<number>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface ServicePlanPausesTable {
  id: Generated<number>;
  planId: number;
  firstDay: string;
  lastDay: string;
  createdAt: Timestamp;
}

export interface ServicePlanDaysTable {
  id: Generated<number>;
  planId: number;
  day: string;
  state: PlanDayState;
  appointmentId: Nullable<number>;
  reason: Nullable<string>;
  updatedAt: Timestamp;
}
