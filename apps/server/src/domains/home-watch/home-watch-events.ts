import { propertyName, type VisitFrequency, type VisitResult } from '@ta/shared';
import { forClient, nameOf, whoFor, type EventToRecord, type Person } from '../office/index.js';

/** The activity feed's events of home watch: visits and their reports, storms, properties, visit plans and checklists. */
export type HomeWatchEventType =
  | 'visit.started'
  | 'visit.finished'
  | 'visit.access-notes-opened'
  | 'storm.checks-created'
  | 'property.created'
  | 'property.updated'
  | 'property.access-notes-changed'
  | 'property.checklist-changed'
  | 'visit-plan.created'
  | 'visit-plan.stopped'
  | 'visit.added'
  | 'checklist.created'
  | 'checklist.updated'
  | 'checklist.deleted'
  | 'visit.report-viewed'
  | 'visit.report-downloaded'
  | 'visit.finding-answered';
type HomeWatchEvent = EventToRecord<HomeWatchEventType>;

// Home-watch visits

const aboutVisit = (actorId: number, visitId: number) =>
  ({ actorId, subjectType: 'property_visit', subjectId: visitId }) as const;

const VISIT_RESULT_WORDS: Record<VisitResult, string> = {
  'all-clear': 'all clear',
  issues: 'issues found',
  urgent: 'urgent',
};

/** The staff member assigned began a visit on site (time in), moving it from its planned day when they did. */
export function visitStarted(
  actor: Person,
  visit: { id: number; propertyName: string; date: string },
  movedTo?: string,
): HomeWatchEvent {
  const moved = movedTo === undefined ? '' : `, moving it from ${visit.date} to ${movedTo}`;
  return {
    type: 'visit.started',
    ...aboutVisit(actor.id, visit.id),
    summary: `${nameOf(actor)} started the visit of ${visit.propertyName}${moved}`,
  };
}

/** The staff member assigned finished a visit (time out) with its overall result. */
export function visitFinished(
  actor: Person,
  visit: { id: number; propertyName: string },
  result: VisitResult,
): HomeWatchEvent {
  return {
    type: 'visit.finished',
    ...aboutVisit(actor.id, visit.id),
    summary: `${nameOf(actor)} finished the visit of ${visit.propertyName}: ${VISIT_RESULT_WORDS[result]}`,
  };
}

/** A trusted contact read a client's visit report on the site, or downloaded its PDF. */
export function reportRead(
  actor: Person,
  client: Person,
  visit: { id: number; propertyName: string; date: string },
  how: 'viewed' | 'downloaded',
): HomeWatchEvent {
  return forClient(
    {
      type: how === 'viewed' ? 'visit.report-viewed' : 'visit.report-downloaded',
      ...aboutVisit(actor.id, visit.id),
      summary: `${whoFor(actor, client)} ${how === 'viewed' ? 'viewed' : 'downloaded'} the report of ${visit.propertyName} (visit of ${visit.date})`,
    },
    client,
  );
}

/** The owner (or a trusted contact for them) answered a finding of a report: repair, or no action. */
export function findingAnswered(
  actor: Person,
  finding: { visitId: number; label: string; propertyName: string },
  decision: 'repair' | 'no-action',
  onBehalfOf?: Person,
): HomeWatchEvent {
  return forClient(
    {
      type: 'visit.finding-answered',
      ...aboutVisit(actor.id, finding.visitId),
      summary: `${whoFor(actor, onBehalfOf)} ${decision === 'repair' ? 'asked for a repair of' : 'chose no action for'} “${finding.label}” at ${finding.propertyName}`,
    },
    onBehalfOf,
  );
}

/** Who opened a house's access notes, and for which visit; never the text. */
export function accessNotesOpened(actor: Person, visit: { id: number; propertyName: string }): HomeWatchEvent {
  return {
    type: 'visit.access-notes-opened',
    ...aboutVisit(actor.id, visit.id),
    summary: `${nameOf(actor)} opened the access notes of ${visit.propertyName} for visit ${visit.id}`,
  };
}

// Storm mode

/** Staff made a storm's checks for every property in an area. */
export function stormChecksCreated(
  actor: Person,
  storm: { id: number; name: string; phase: 'pre-storm' | 'post-storm'; areaDescription: string; date: string },
  checks: number,
): HomeWatchEvent {
  return {
    type: 'storm.checks-created',
    actorId: actor.id,
    subjectType: 'storm',
    subjectId: storm.id,
    summary: `${nameOf(actor)} planned ${checks} ${storm.phase} ${checks === 1 ? 'check' : 'checks'} for ${storm.name} (${storm.areaDescription}) on ${storm.date}`,
  };
}

// Home watch: properties, visit plans and checklists

/** A property's name and address, as a sentence names it. */
type PropertyNamed = { id: number; label: string | null; addressLine: string };
const aboutProperty = (actorId: number, propertyId: number) =>
  ({ actorId, subjectType: 'property', subjectId: propertyId }) as const;
const aboutChecklist = (actorId: number, templateId: number) =>
  ({ actorId, subjectType: 'checklist_template', subjectId: templateId }) as const;

/** A client added their property, or staff added one for a client (`owner`). */
export function propertyCreated(actor: Person, property: PropertyNamed, owner?: Person): HomeWatchEvent {
  return {
    type: 'property.created',
    ...aboutProperty(actor.id, property.id),
    summary: owner
      ? `${nameOf(actor)} added the property ${propertyName(property)} for ${nameOf(owner)}`
      : `${nameOf(actor)} added the property ${propertyName(property)}`,
  };
}

/** A property's details were edited (its access notes have their own event). */
export function propertyUpdated(actor: Person, property: PropertyNamed): HomeWatchEvent {
  return {
    type: 'property.updated',
    ...aboutProperty(actor.id, property.id),
    summary: `${nameOf(actor)} updated the property ${propertyName(property)}`,
  };
}

/** A property's access notes were set, replaced or removed. Never their text. */
export function accessNotesChanged(actor: Person, property: PropertyNamed, removed: boolean): HomeWatchEvent {
  return {
    type: 'property.access-notes-changed',
    ...aboutProperty(actor.id, property.id),
    summary: `${nameOf(actor)} ${removed ? 'removed the' : 'changed the'} access notes of ${propertyName(property)}`,
  };
}

/** Staff chose a property's checklist or changed its own items. */
export function propertyChecklistChanged(actor: Person, property: PropertyNamed, templateName: string): HomeWatchEvent {
  return {
    type: 'property.checklist-changed',
    ...aboutProperty(actor.id, property.id),
    summary: `${nameOf(actor)} set the checklist of ${propertyName(property)} (${templateName})`,
  };
}

const EVERY: Record<VisitFrequency, string> = {
  weekly: 'every week',
  'every-two-weeks': 'every two weeks',
  monthly: 'every month',
};
const visits = (count: number) => `${count} ${count === 1 ? 'visit' : 'visits'}`;

/** Staff made a visit plan, which put `created` visits on the calendar. */
export function visitPlanCreated(
  actor: Person,
  property: PropertyNamed,
  plan: { frequency: VisitFrequency; startsOn: string; endsOn: string },
  created: number,
): HomeWatchEvent {
  return {
    type: 'visit-plan.created',
    ...aboutProperty(actor.id, property.id),
    summary: `${nameOf(actor)} planned visits of ${propertyName(property)} ${EVERY[plan.frequency]} from ${plan.startsOn} to ${plan.endsOn} (${visits(created)})`,
  };
}

/** Staff stopped a visit plan, which cancelled `cancelled` visits not yet started. */
export function visitPlanStopped(actor: Person, property: PropertyNamed, cancelled: number): HomeWatchEvent {
  return {
    type: 'visit-plan.stopped',
    ...aboutProperty(actor.id, property.id),
    summary: `${nameOf(actor)} stopped a visit plan of ${propertyName(property)} (${visits(cancelled)} cancelled)`,
  };
}

/** Staff added one visit by hand. */
export function visitAdded(
  actor: Person,
  property: PropertyNamed,
  visit: { date: string; startTime: string },
): HomeWatchEvent {
  return {
    type: 'visit.added',
    ...aboutProperty(actor.id, property.id),
    summary: `${nameOf(actor)} added a visit of ${propertyName(property)} on ${visit.date} at ${visit.startTime}`,
  };
}

/** An admin created, edited or deleted a checklist template. */
export function checklistChanged(
  actor: Person,
  template: { id: number; name: string },
  change: 'created' | 'updated' | 'deleted',
): HomeWatchEvent {
  return {
    type: `checklist.${change}`,
    ...aboutChecklist(actor.id, template.id),
    summary: `${nameOf(actor)} ${change} the checklist “${template.name}”`,
  };
}
