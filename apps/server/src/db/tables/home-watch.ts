import type {
  FindingDecision,
  FindingSeverity,
  FloridaCounty,
  ItemAnswer,
  StormAreaKind,
  StormPhase,
  VisitKind,
  VisitResult,
} from '@ta/shared';
import type { Generated } from 'kysely';
import type { Timestamp, NullableTimestamp, Flag, Status } from './columns.js';

/** Home watch: checklists, properties, storms, visits and their items and photos (a property's plans are standing visits). */
export interface HomeWatchTables {
  checklistTemplates: ChecklistTemplatesTable;
  checklistTemplateItems: ChecklistTemplateItemsTable;
  properties: PropertiesTable;
  propertyChecklistItems: PropertyChecklistItemsTable;
  storms: StormsTable;
  propertyVisits: PropertyVisitsTable;
  visitItems: VisitItemsTable;
  visitPhotos: VisitPhotosTable;
}

/** Home watch (migration 901, docs/home-watch.md). */
export interface ChecklistTemplatesTable {
  id: Generated<number>;
  name: string;
  isDefault: Flag;
  createdAt: Timestamp;
  updatedAt: NullableTimestamp;
}

export interface ChecklistTemplateItemsTable {
  id: Generated<number>;
  templateId: number;
  section: string;
  label: string;
  /** Spanish of the section and the label (migration 431); null: not written, English shows. */
  sectionEs: string | null;
  labelEs: string | null;
  position: number;
}

export interface PropertiesTable {
  id: Generated<number>;
  clientId: number;
  label: string | null;
  addressLine: string;
  city: string;
  zip: string;
  county: FloridaCounty;
  awayFrom: string | null;
  awayUntil: string | null;
  alarmCompany: string | null;
  emergencyContacts: string | null;
  preferredVendors: string | null;
  /** Sealed with lib/secret-box.ts; only the visit's assigned staff member's call opens it. */
  accessNotesSealed: string | null;
  checklistTemplateId: number | null;
  createdAt: Timestamp;
  updatedAt: NullableTimestamp;
}

export interface PropertyChecklistItemsTable {
  id: Generated<number>;
  propertyId: number;
  section: string;
  label: string;
  /** Spanish of the section and the label (migration 431); null: not written, English shows. */
  sectionEs: string | null;
  labelEs: string | null;
  position: number;
}

export interface StormsTable {
  id: Generated<number>;
  name: string;
  phase: StormPhase;
  areaKind: StormAreaKind;
  areaDescription: string;
  date: string;
  createdById: number | null;
  createdAt: Timestamp;
}

export interface PropertyVisitsTable {
  id: Generated<number>;
  propertyId: number;
  /** The visit's appointment: its date, times, staff member and status. */
  appointmentId: number;
  stormId: number | null;
  kind: Status<VisitKind>;
  startedAt: NullableTimestamp;
  finishedAt: NullableTimestamp;
  result: VisitResult | null;
  summary: string | null;
  reportSentAt: NullableTimestamp;
  createdAt: Timestamp;
}

/** A checklist item copied into a visit when it starts, with its answer and the owner's decision. */
export interface VisitItemsTable {
  id: Generated<number>;
  visitId: number;
  section: string;
  label: string;
  /** Spanish of the section and the label (migration 431); null: not written, English shows. */
  sectionEs: string | null;
  labelEs: string | null;
  position: number;
  answer: ItemAnswer | null;
  note: string | null;
  severity: FindingSeverity | null;
  answeredAt: NullableTimestamp;
  decision: FindingDecision | null;
  decisionNote: string | null;
  decidedAt: NullableTimestamp;
  repairRequestId: number | null;
}

export interface VisitPhotosTable {
  id: Generated<number>;
  itemId: number;
  visitId: number;
  storageKey: string;
  contentType: string;
  byteSize: number;
  width: number;
  height: number;
  uploadedById: number | null;
  uploadedAt: Timestamp;
}
