import {
  APPOINTMENT_STATUS_LABELS,
  balanceCents,
  formatCents,
  formatPercent,
  invoiceLabel,
  quoteLabel,
  CONTACT_STATUS_LABELS,
  propertyName,
  type AdminBlogPost,
  type AdminContact,
  type CircleRight,
  type ConsentMethod,
  type ClientRequest,
  type AppointmentStatus,
  type PaymentMethod,
  type VisitResult,
  type VisitStep,
  type VisitFrequency,
} from '@ta/shared';
import type { AppointmentRecord } from '../appointments/appointments-repository.js';
import type { ContactRequestRecord } from '../requests/contact-requests-repository.js';
import type { NewEvent } from './events-repository.js';
import type { BillingRules, PriceItem } from '../quotes/price-list-repository.js';
import type { UserRecord } from '../accounts/users-repository.js';

/**
 * Every kind of event the activity feed (the back office's Latest Activity) records: its type, what
 * it is about and the sentence staff read. Made here and nowhere else, so the same kind always reads
 * the same way; a caller passes the result to `repos.events.record`.
 */

/** The feed's event types: what the dashboard and the tests look events up by. */
export type EventType =
  | 'appointment.created'
  | 'appointment.scheduled'
  | 'appointment.updated'
  | 'appointment.cancelled'
  | 'appointment.deleted'
  | 'appointment.progress'
  | 'appointment.late-alert'
  | 'contact.created'
  | 'contact.callback-requested'
  | 'contact.status-changed'
  | 'contact.assigned'
  | 'contact.notes-updated'
  | 'contact.claimed'
  | 'photos.uploaded'
  | 'photo.deleted'
  | 'photos.linked'
  | 'user.registered'
  | 'user.password_changed'
  | 'user.email_changed'
  | 'user.password_reset'
  | 'user.created'
  | 'user.updated'
  | 'user.reactivated'
  | 'user.deactivated'
  | 'user.two-step-on'
  | 'user.two-step-off'
  | 'settings.two-step-required'
  | 'blog.created'
  | 'blog.published'
  | 'blog.unpublished'
  | 'blog.updated'
  | 'blog.deleted'
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
  | 'circle.invited'
  | 'circle.accepted'
  | 'circle.rights-changed'
  | 'circle.removed'
  | 'circle.confirmed'
  | 'circle.switched-in'
  | 'circle.viewed'
  | 'circle.refused'
  | 'visit.report-viewed'
  | 'visit.report-downloaded'
  | 'visit.finding-answered'
  | 'chat.message-sent'
  | 'availability.opening-hours-changed'
  | 'availability.holiday-added'
  | 'availability.holiday-removed'
  | 'availability.cutoff-changed'
  | 'availability.service-rules-changed'
  | 'availability.staff-hours-changed'
  | 'availability.staff-services-changed'
  | 'availability.staff-counties-changed'
  | 'availability.time-off-added'
  | 'availability.time-off-removed'
  | 'job.work-started'
  | 'job.work-finished'
  | 'job.work-times-changed'
  | 'job.item-added'
  | 'job.item-removed'
  | 'notary.entry-added'
  | 'notary.entry-changed'
  | 'notary.id-number-read'
  | 'notary.journal-exported'
  | 'price-item.created'
  | 'price-item.updated'
  | 'price-item.deactivated'
  | 'price-item.reactivated'
  | 'billing.rules-changed'
  | 'quote.created'
  | 'quote.sent'
  | 'quote.version-made'
  | 'quote.withdrawn'
  | 'quote.approved'
  | 'quote.changes-requested'
  | 'quote.scheduled'
  | 'invoice.created'
  | 'invoice.sent'
  | 'invoice.voided'
  | 'payment.recorded'
  | 'payment.voided';

export interface EventToRecord extends NewEvent {
  type: EventType;
}

type Person = Pick<UserRecord, 'id' | 'firstName' | 'lastName'>;

const nameOf = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`;
const photos = (count: number) => `${count} furniture ${count === 1 ? 'photo' : 'photos'}`;

/**
 * A trusted contact helping with a client's account acts as themselves, for the client
 * (docs/circle-access.md): the event's actor is the contact and `onBehalfOfId` the client, and its
 * sentence says so ("Anna Lee for Mary Smith …"). `client` is left out when people act for themselves.
 */
function forClient(event: EventToRecord, client: Person | undefined): EventToRecord {
  return client ? { ...event, onBehalfOfId: client.id } : event;
}
const whoFor = (actor: Person, client: Person | undefined) =>
  client ? `${nameOf(actor)} for ${nameOf(client)}` : nameOf(actor);

const aboutAppointment = (actorId: number | null, appointmentId: number) =>
  ({ actorId, subjectType: 'appointment', subjectId: appointmentId }) as const;
const aboutRequest = (actorId: number | null, requestId: number) =>
  ({ actorId, subjectType: 'contact_request', subjectId: requestId }) as const;
const aboutUser = (actorId: number, userId: number) => ({ actorId, subjectType: 'user', subjectId: userId }) as const;
const aboutPost = (actorId: number, postId: number) =>
  ({ actorId, subjectType: 'blog_post', subjectId: postId }) as const;

// Appointments

/** Staff booked an appointment typed in on the appointments screen. */
export function appointmentBooked(actor: Person, appointment: AppointmentRecord): EventToRecord {
  return {
    type: 'appointment.created',
    ...aboutAppointment(actor.id, appointment.id),
    summary: `${nameOf(actor)} booked ${appointment.serviceName ?? 'an appointment'} for ${appointment.clientName} on ${appointment.appointmentDate} at ${appointment.startTime}`,
  };
}

/** Staff scheduled an appointment from a request; `started`: the request moved to in-progress. */
export function appointmentScheduled(
  actor: Person,
  appointment: AppointmentRecord,
  request: Pick<AdminContact, 'trackingToken'>,
  started: boolean,
): EventToRecord {
  return {
    type: 'appointment.scheduled',
    ...aboutAppointment(actor.id, appointment.id),
    summary: `${nameOf(actor)} scheduled ${appointment.serviceName ?? 'an appointment'} for ${appointment.clientName} on ${appointment.appointmentDate} at ${appointment.startTime} (request ${request.trackingToken}${started ? ', now In Progress' : ''})`,
  };
}

/** What changed on an appointment, in words. */
function appointmentChanges(before: AppointmentRecord, after: AppointmentRecord): string[] {
  const changes: string[] = [];
  if (before.status !== after.status) {
    changes.push(`status ${APPOINTMENT_STATUS_LABELS[before.status]} → ${APPOINTMENT_STATUS_LABELS[after.status]}`);
  }
  if (before.appointmentDate !== after.appointmentDate || before.startTime !== after.startTime) {
    changes.push(`moved to ${after.appointmentDate} at ${after.startTime}`);
  } else if (before.endTime !== after.endTime) changes.push(`ends at ${after.endTime}`);
  if (before.location !== after.location) changes.push('place');
  if (before.serviceTypeId !== after.serviceTypeId) changes.push(`service to ${after.serviceName ?? 'none'}`);
  if (before.staffId !== after.staffId) changes.push(after.staffName ? `staff to ${after.staffName}` : 'staff removed');
  if (
    before.clientName !== after.clientName ||
    before.clientEmail !== after.clientEmail ||
    before.clientPhone !== after.clientPhone
  ) {
    changes.push('client details');
  }
  if (before.notes !== after.notes) changes.push('notes');
  return changes;
}

/** Staff edited an appointment (a cancellation is its own type); undefined when nothing changed. */
export function appointmentUpdated(
  actor: Person,
  before: AppointmentRecord,
  after: AppointmentRecord,
): EventToRecord | undefined {
  const changes = appointmentChanges(before, after);
  if (changes.length === 0) return undefined;
  const cancelled = before.status !== 'cancelled' && after.status === 'cancelled';
  return {
    type: cancelled ? 'appointment.cancelled' : 'appointment.updated',
    ...aboutAppointment(actor.id, after.id),
    summary: `${nameOf(actor)} updated the appointment of ${after.clientName} on ${after.appointmentDate}: ${changes.join(', ')}`,
  };
}

/** Staff deleted an appointment. */
export function appointmentDeleted(actor: Person, appointment: AppointmentRecord): EventToRecord {
  return {
    type: 'appointment.deleted',
    ...aboutAppointment(actor.id, appointment.id),
    summary: `${nameOf(actor)} deleted the appointment of ${appointment.clientName} on ${appointment.appointmentDate}`,
  };
}

/** What the feed says of each step of a visit. */
const VISIT_STEP_WORDS: Record<VisitStep, string> = {
  on_my_way: 'is on the way to',
  arrived: 'arrived at',
  done: 'finished',
};

/**
 * The staff member (or an admin for them) tapped a step of a visit (docs/visit-status.md);
 * `statusBefore` tells whether the step moved the appointment's status.
 */
export function visitStepTapped(
  actor: Person,
  appointment: AppointmentRecord,
  step: VisitStep,
  statusBefore: AppointmentStatus,
): EventToRecord {
  const moved =
    statusBefore === appointment.status
      ? ''
      : ` (status ${APPOINTMENT_STATUS_LABELS[statusBefore]} → ${APPOINTMENT_STATUS_LABELS[appointment.status]})`;
  return {
    type: 'appointment.progress',
    ...aboutAppointment(actor.id, appointment.id),
    summary: `${nameOf(actor)} ${VISIT_STEP_WORDS[step]} the visit of ${appointment.clientName} on ${appointment.appointmentDate} at ${appointment.startTime}${moved}`,
  };
}

/** The office was alerted that a visit had not started 30 minutes after its start. */
export function visitLateAlerted(visit: {
  appointmentId: number;
  clientName: string;
  date: string;
  startTime: string;
}) {
  return {
    type: 'appointment.late-alert',
    ...aboutAppointment(null, visit.appointmentId),
    summary: `Not started 30 minutes after its start: the visit of ${visit.clientName} on ${visit.date} at ${visit.startTime}; the office was e-mailed`,
  } satisfies EventToRecord;
}

/** A client cancelled their own appointment, or a trusted contact did for them (`onBehalfOf`). */
export function appointmentCancelledByClient(
  actor: Person,
  appointment: AppointmentRecord,
  onBehalfOf?: Person,
): EventToRecord {
  return forClient(
    {
      type: 'appointment.cancelled',
      ...aboutAppointment(actor.id, appointment.id),
      summary: onBehalfOf
        ? `${whoFor(actor, onBehalfOf)} cancelled the appointment on ${appointment.appointmentDate} at ${appointment.startTime}`
        : `${appointment.clientName} cancelled their appointment on ${appointment.appointmentDate} at ${appointment.startTime}`,
    },
    onBehalfOf,
  );
}

/**
 * A client (or a trusted contact for them, `onBehalfOf`) moved their appointment to another open time
 * (docs/booking.md, "Changes by the client and the cut-off").
 */
export function appointmentMovedByClient(
  actor: Person,
  before: AppointmentRecord,
  after: AppointmentRecord,
  onBehalfOf?: Person,
): EventToRecord {
  const moved = `from ${before.appointmentDate} at ${before.startTime} to ${after.appointmentDate} at ${after.startTime}`;
  return forClient(
    {
      type: 'appointment.updated',
      ...aboutAppointment(actor.id, after.id),
      summary: onBehalfOf
        ? `${whoFor(actor, onBehalfOf)} moved the appointment ${moved}`
        : `${after.clientName} moved their appointment ${moved}`,
    },
    onBehalfOf,
  );
}

// Contact requests

/**
 * A request came in from one of the site's forms (from a signed-in account or from anyone), or from
 * a trusted contact for the client whose account they help with (`onBehalfOf`).
 */
export function requestSubmitted(
  actor: Person | null,
  request: ContactRequestRecord,
  onBehalfOf?: Person,
): EventToRecord {
  return forClient(
    {
      type: 'contact.created',
      ...aboutRequest(actor?.id ?? null, request.id),
      summary:
        actor && onBehalfOf
          ? `New request from ${whoFor(actor, onBehalfOf)}: ${request.serviceInterest}`
          : `New request from ${request.firstName} ${request.lastName}: ${request.serviceInterest}`,
    },
    onBehalfOf,
  );
}

/** Someone asked to be called back (a contact request of the callback kind), perhaps for a client. */
export function callbackRequested(
  actor: Person | null,
  request: ContactRequestRecord,
  onBehalfOf?: Person,
): EventToRecord {
  return forClient(
    {
      type: 'contact.callback-requested',
      ...aboutRequest(actor?.id ?? null, request.id),
      summary:
        actor && onBehalfOf
          ? `${whoFor(actor, onBehalfOf)} asked to be called back`
          : `${nameOf(request).trim()} asked to be called back`,
    },
    onBehalfOf,
  );
}

const statusMove = (before: AdminContact, after: AdminContact) =>
  `(${CONTACT_STATUS_LABELS[before.status]} → ${CONTACT_STATUS_LABELS[after.status]})`;

/** Staff changed a request's status with Update. */
export function requestStatusChanged(actor: Person, before: AdminContact, after: AdminContact): EventToRecord {
  return {
    type: 'contact.status-changed',
    ...aboutRequest(actor.id, after.id),
    summary: `${nameOf(actor)} updated request ${after.trackingToken} from ${nameOf(after)} ${statusMove(before, after)}`,
  };
}

/** Staff took a new request on themselves (Assign). */
export function requestTaken(actor: Person, before: AdminContact, after: AdminContact): EventToRecord {
  return {
    type: 'contact.assigned',
    ...aboutRequest(actor.id, after.id),
    summary: `${nameOf(actor)} took on request ${after.trackingToken} from ${nameOf(after)} ${statusMove(before, after)}`,
  };
}

/** Staff gave a request to someone, or to nobody; a new request given to someone starts. */
export function requestGiven(actor: Person, before: AdminContact, after: AdminContact): EventToRecord {
  const started = before.status !== after.status;
  return {
    type: 'contact.assigned',
    ...aboutRequest(actor.id, after.id),
    summary: `${nameOf(actor)} gave request ${after.trackingToken} from ${nameOf(after)} to ${after.assignedToName ?? 'nobody'}${started ? ` ${statusMove(before, after)}` : ''}`,
  };
}

/** Staff changed only the notes on a request. */
export function requestNotesUpdated(actor: Person, request: AdminContact): EventToRecord {
  return {
    type: 'contact.notes-updated',
    ...aboutRequest(actor.id, request.id),
    summary: `${nameOf(actor)} updated the notes on request ${request.trackingToken} from ${nameOf(request)}`,
  };
}

/** A client added an earlier request to their account. */
export function requestClaimed(client: Person, request: ClientRequest): EventToRecord {
  return {
    type: 'contact.claimed',
    ...aboutRequest(client.id, request.id),
    summary: `${nameOf(client)} added request ${request.trackingToken} to their account`,
  };
}

// Furniture photos

/** Photos uploaded from one of the photo forms (from a signed-in account or from anyone). */
export function photosUploaded(
  actor: Person | null,
  uploaded: readonly { id: number }[],
  upload: { clientEmail: string; furnitureType: string },
): EventToRecord {
  return {
    type: 'photos.uploaded',
    actorId: actor?.id ?? null,
    subjectType: 'furniture_photo',
    subjectId: uploaded[0]?.id,
    summary: `${photos(uploaded.length)} from ${upload.clientEmail}: ${upload.furnitureType}`,
  };
}

/** Staff deleted a photo. */
export function photoDeleted(
  actor: Person,
  photoId: number,
  photo: { clientEmail: string; furnitureType: string },
): EventToRecord {
  return {
    type: 'photo.deleted',
    actorId: actor.id,
    subjectType: 'furniture_photo',
    subjectId: photoId,
    summary: `${nameOf(actor)} deleted a furniture photo (${photo.furnitureType}) from ${photo.clientEmail}`,
  };
}

/** Staff linked a client's unlinked photos to an appointment. */
export function photosLinked(
  actor: Person,
  appointment: AppointmentRecord,
  clientEmail: string,
  linked: number,
): EventToRecord {
  return {
    type: 'photos.linked',
    ...aboutAppointment(actor.id, appointment.id),
    summary: `${nameOf(actor)} linked ${photos(linked)} from ${clientEmail} to the appointment of ${appointment.clientName} on ${appointment.appointmentDate}`,
  };
}

// Accounts

/** Someone created their own client account. */
export function accountRegistered(user: Person): EventToRecord {
  return {
    type: 'user.registered',
    ...aboutUser(user.id, user.id),
    summary: `${nameOf(user)} created a client account`,
  };
}

/** Someone changed their own password while signed in. */
export function passwordChanged(user: Person): EventToRecord {
  return {
    type: 'user.password_changed',
    ...aboutUser(user.id, user.id),
    summary: `${nameOf(user)} changed their password`,
  };
}

/** The account holder moved their account to another e-mail address (the old one is told). */
export function emailChanged(user: Person): EventToRecord {
  return {
    type: 'user.email_changed',
    ...aboutUser(user.id, user.id),
    summary: `${nameOf(user)} changed their e-mail address`,
  };
}

/** Someone set a new password from the reset link. */
export function passwordReset(user: Person): EventToRecord {
  return {
    type: 'user.password_reset',
    ...aboutUser(user.id, user.id),
    summary: `${nameOf(user)} reset their password by e-mail`,
  };
}

/** An admin created an account. */
export function accountCreated(actor: Person, user: UserRecord): EventToRecord {
  return {
    type: 'user.created',
    ...aboutUser(actor.id, user.id),
    summary: `${nameOf(actor)} created the ${user.role} account @${user.username}${user.active ? '' : ' (inactive)'}`,
  };
}

/** What an admin's edit changed, in words. */
function accountChanges(before: UserRecord, after: UserRecord, passwordChanged: boolean): string[] {
  const changes: string[] = [];
  if (before.username !== after.username) changes.push(`username to @${after.username}`);
  if (before.email !== after.email) changes.push('e-mail address');
  if (before.firstName !== after.firstName || before.lastName !== after.lastName) changes.push('name');
  if (before.role !== after.role) changes.push(`role to ${after.role}`);
  if (before.active !== after.active) changes.push(after.active ? 'reactivated' : 'deactivated');
  if (passwordChanged) changes.push('password');
  return changes;
}

/** A staff member or admin set up two-step sign-in (docs/two-step.md). */
export function twoStepTurnedOn(user: Person): EventToRecord {
  return {
    type: 'user.two-step-on',
    ...aboutUser(user.id, user.id),
    summary: `${nameOf(user)} turned on two-step sign-in`,
  };
}

/** Two-step sign-in turned off: by its owner (password and code), or reset by an admin (a lost phone). */
export function twoStepTurnedOff(actor: Person, user: Person): EventToRecord {
  return {
    type: 'user.two-step-off',
    ...aboutUser(actor.id, user.id),
    summary:
      actor.id === user.id
        ? `${nameOf(user)} turned off two-step sign-in`
        : `${nameOf(actor)} reset two-step sign-in for ${nameOf(user)}`,
  };
}

/** An admin turned the "two-step sign-in required for staff" setting on or off. */
export function twoStepRequirementChanged(actor: Person, required: boolean): EventToRecord {
  return {
    type: 'settings.two-step-required',
    actorId: actor.id,
    subjectType: 'user',
    subjectId: actor.id,
    summary: required
      ? `${nameOf(actor)} required two-step sign-in for all staff`
      : `${nameOf(actor)} stopped requiring two-step sign-in for staff`,
  };
}

/** An admin edited someone's account; undefined when nothing changed. */
export function accountEdited(
  actor: Person,
  before: UserRecord,
  after: UserRecord,
  passwordChanged: boolean,
): EventToRecord | undefined {
  const changes = accountChanges(before, after, passwordChanged);
  if (changes.length === 0) return undefined;
  return {
    type: before.active === after.active ? 'user.updated' : after.active ? 'user.reactivated' : 'user.deactivated',
    ...aboutUser(actor.id, after.id),
    summary: `${nameOf(actor)} changed @${after.username}: ${changes.join(', ')}`,
  };
}

// The blog

/** Staff wrote a post, published at once or kept as a draft. */
export function postCreated(actor: Person, post: AdminBlogPost): EventToRecord {
  return {
    type: post.published ? 'blog.published' : 'blog.created',
    ...aboutPost(actor.id, post.id),
    summary: `${nameOf(actor)} ${post.published ? 'published' : 'drafted'} the blog post “${post.title}”`,
  };
}

/** Staff edited a post: published, unpublished, or changed otherwise. */
export function postUpdated(actor: Person, before: AdminBlogPost, after: AdminBlogPost): EventToRecord {
  const switched = before.published !== after.published;
  const verb = switched ? (after.published ? ('published' as const) : ('unpublished' as const)) : ('updated' as const);
  return {
    type: `blog.${verb}`,
    ...aboutPost(actor.id, after.id),
    summary: `${nameOf(actor)} ${verb} the blog post “${after.title}”`,
  };
}

/** Staff deleted a post. */
export function postDeleted(actor: Person, post: AdminBlogPost): EventToRecord {
  return {
    type: 'blog.deleted',
    ...aboutPost(actor.id, post.id),
    summary: `${nameOf(actor)} deleted the blog post “${post.title}”`,
  };
}

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
): EventToRecord {
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
): EventToRecord {
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
): EventToRecord {
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
): EventToRecord {
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
export function accessNotesOpened(actor: Person, visit: { id: number; propertyName: string }): EventToRecord {
  return {
    type: 'visit.access-notes-opened',
    ...aboutVisit(actor.id, visit.id),
    summary: `${nameOf(actor)} opened the access notes of ${visit.propertyName} for visit ${visit.id}`,
  };
}

// Chat

/**
 * A trusted contact chatted with the office for a client. One event a day per contact and client
 * is enough (the conversation's messages are in the inbox); the conversation's id is its key, so
 * it is never named here.
 */
export function chatOnBehalf(actor: Person, client: Person): EventToRecord {
  return forClient(
    {
      type: 'chat.message-sent',
      actorId: actor.id,
      subjectType: 'user',
      subjectId: client.id,
      summary: `${whoFor(actor, client)} sent chat messages to the office`,
    },
    client,
  );
}

// Storm mode

/** Staff made a storm's checks for every property in an area. */
export function stormChecksCreated(
  actor: Person,
  storm: { id: number; name: string; phase: 'pre-storm' | 'post-storm'; areaDescription: string; date: string },
  checks: number,
): EventToRecord {
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
export function propertyCreated(actor: Person, property: PropertyNamed, owner?: Person): EventToRecord {
  return {
    type: 'property.created',
    ...aboutProperty(actor.id, property.id),
    summary: owner
      ? `${nameOf(actor)} added the property ${propertyName(property)} for ${nameOf(owner)}`
      : `${nameOf(actor)} added the property ${propertyName(property)}`,
  };
}

/** A property's details were edited (its access notes have their own event). */
export function propertyUpdated(actor: Person, property: PropertyNamed): EventToRecord {
  return {
    type: 'property.updated',
    ...aboutProperty(actor.id, property.id),
    summary: `${nameOf(actor)} updated the property ${propertyName(property)}`,
  };
}

/** A property's access notes were set, replaced or removed. Never their text. */
export function accessNotesChanged(actor: Person, property: PropertyNamed, removed: boolean): EventToRecord {
  return {
    type: 'property.access-notes-changed',
    ...aboutProperty(actor.id, property.id),
    summary: `${nameOf(actor)} ${removed ? 'removed the' : 'changed the'} access notes of ${propertyName(property)}`,
  };
}

/** Staff chose a property's checklist or changed its own items. */
export function propertyChecklistChanged(actor: Person, property: PropertyNamed, templateName: string): EventToRecord {
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
): EventToRecord {
  return {
    type: 'visit-plan.created',
    ...aboutProperty(actor.id, property.id),
    summary: `${nameOf(actor)} planned visits of ${propertyName(property)} ${EVERY[plan.frequency]} from ${plan.startsOn} to ${plan.endsOn} (${visits(created)})`,
  };
}

/** Staff stopped a visit plan, which cancelled `cancelled` visits not yet started. */
export function visitPlanStopped(actor: Person, property: PropertyNamed, cancelled: number): EventToRecord {
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
): EventToRecord {
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
): EventToRecord {
  return {
    type: `checklist.${change}`,
    ...aboutChecklist(actor.id, template.id),
    summary: `${nameOf(actor)} ${change} the checklist “${template.name}”`,
  };
}

// The client's circle (docs/circle.md): every event is on the client's behalf, so their access log
// lists it, whoever the actor was (the client, a staff member with their consent, the contact).

/** A person of a client's circle, as a sentence names them. */
type CircleEntry = { id: number; name: string };
const aboutCircle = (actorId: number, clientId: number, entry: CircleEntry) =>
  ({ actorId, subjectType: 'trusted_contact', subjectId: entry.id, onBehalfOfId: clientId }) as const;
const CONSENT_WORDS: Record<ConsentMethod, string> = {
  in_person: 'in person',
  phone: 'by phone',
  written: 'in writing',
  email: 'by e-mail',
};

/** The client invited someone they trust, or staff did for them with the consent given `consent`. */
export function circleInvited(
  actor: Person,
  client: Person,
  entry: CircleEntry,
  consent?: ConsentMethod,
  waitsForClient = false,
): EventToRecord {
  const wait = waitsForClient ? '; waiting for the client to confirm' : '';
  return {
    type: 'circle.invited',
    ...aboutCircle(actor.id, client.id, entry),
    summary: consent
      ? `${nameOf(actor)} ${waitsForClient ? 'proposed' : 'invited'} ${entry.name} to the circle of ${nameOf(client)} (the client agreed ${CONSENT_WORDS[consent]}${wait})`
      : `${nameOf(actor)} invited ${entry.name} to their circle`,
  };
}

/** A contact staff proposed was confirmed, by the client or by an admin: the invitation went out. */
export function circleConfirmed(actor: Person, client: Person, entry: CircleEntry): EventToRecord {
  return {
    type: 'circle.confirmed',
    ...aboutCircle(actor.id, client.id, entry),
    summary:
      actor.id === client.id
        ? `${nameOf(actor)} confirmed ${entry.name} in their circle`
        : `${nameOf(actor)} confirmed ${entry.name} in the circle of ${nameOf(client)}`,
  };
}

/** The invitee accepted: their account now helps with the client's. */
export function circleAccepted(
  contact: Person,
  client: { id: number; name: string },
  entry: CircleEntry,
): EventToRecord {
  return {
    type: 'circle.accepted',
    ...aboutCircle(contact.id, client.id, entry),
    summary: `${nameOf(contact)} accepted the invitation to help ${client.name}`,
  };
}

/** The client changed what someone of their circle may do. */
export function circleRightsChanged(
  actor: Person,
  client: Person,
  entry: CircleEntry,
  rights: readonly CircleRight[],
): EventToRecord {
  return {
    type: 'circle.rights-changed',
    ...aboutCircle(actor.id, client.id, entry),
    summary: `${nameOf(actor)} changed what ${entry.name} may do: ${rights.join(', ')}`,
  };
}

/** The client (or staff) removed someone from the circle, or withdrew their invitation. */
export function circleRemoved(actor: Person, client: Person, entry: CircleEntry): EventToRecord {
  const own = actor.id === client.id;
  return {
    type: 'circle.removed',
    ...aboutCircle(actor.id, client.id, entry),
    summary: own
      ? `${nameOf(actor)} removed ${entry.name} from their circle`
      : `${nameOf(actor)} removed ${entry.name} from the circle of ${nameOf(client)}`,
  };
}

/** A trusted contact began helping with the client's account in their session. */
export function circleSwitchedIn(
  contact: Person,
  client: { id: number; name: string },
  entryId: number,
): EventToRecord {
  return {
    type: 'circle.switched-in',
    actorId: contact.id,
    subjectType: 'trusted_contact',
    subjectId: entryId,
    onBehalfOfId: client.id,
    summary: `${nameOf(contact)} started helping with the account of ${client.name}`,
  };
}

/**
 * A trusted contact looked at some of the client's data (`what`: "the appointments", "a property").
 * `subject` names the page and, for one thing, its id: the log keeps one line a day per page.
 */
export function circleViewed(
  contact: Person,
  client: Person,
  what: string,
  subject: { type: string; id: number | null },
): EventToRecord {
  return {
    type: 'circle.viewed',
    actorId: contact.id,
    subjectType: subject.type,
    subjectId: subject.id,
    onBehalfOfId: client.id,
    summary: `${whoFor(contact, client)} looked at ${what}`,
  };
}

/**
 * The server refused a trusted contact something for the client (`what`: "cancel an appointment"):
 * a right they were not given, the holder's own, or any call once their access ended. What they
 * typed is never part of it.
 */
export function circleRefused(contact: Person, client: Person, what: string, accessEnded: boolean): EventToRecord {
  return {
    type: 'circle.refused',
    actorId: contact.id,
    subjectType: null,
    subjectId: null,
    onBehalfOfId: client.id,
    summary: `${whoFor(contact, client)} was refused${accessEnded ? ' (access ended)' : ''}: ${what}`,
  };
}

// Availability (docs/booking.md, "Availability screens"): what decides the times offered online.

/** An admin changed something of the business's calendar (opening hours, a holiday, the cut-off). */
export function businessAvailabilityChanged(
  actor: Person,
  change:
    | { kind: 'opening-hours' }
    | { kind: 'holiday-added' | 'holiday-removed'; day: string; name: string }
    | { kind: 'cutoff'; hours: number },
): EventToRecord {
  const who = nameOf(actor);
  const about = { actorId: actor.id, subjectType: null, subjectId: null };
  switch (change.kind) {
    case 'opening-hours':
      return { type: 'availability.opening-hours-changed', ...about, summary: `${who} changed the opening hours` };
    case 'holiday-added':
      return {
        type: 'availability.holiday-added',
        ...about,
        summary: `${who} added the holiday “${change.name}” on ${change.day}`,
      };
    case 'holiday-removed':
      return {
        type: 'availability.holiday-removed',
        ...about,
        summary: `${who} removed the holiday “${change.name}” on ${change.day}`,
      };
    case 'cutoff':
      return {
        type: 'availability.cutoff-changed',
        ...about,
        summary: `${who} set online changes to close ${change.hours} ${change.hours === 1 ? 'hour' : 'hours'} before a visit`,
      };
  }
}

/** An admin changed a service's booking rules. */
export function serviceRulesChanged(actor: Person, service: { id: number; name: string }): EventToRecord {
  return {
    type: 'availability.service-rules-changed',
    actorId: actor.id,
    subjectType: 'service_type',
    subjectId: service.id,
    summary: `${nameOf(actor)} changed the booking rules of ${service.name}`,
  };
}

/** An admin changed a staff member's availability. */
export function staffAvailabilityChanged(
  actor: Person,
  staff: Person,
  change:
    | { kind: 'hours' | 'services' | 'counties' }
    | { kind: 'time-off-added' | 'time-off-removed'; firstDay: string; lastDay: string },
): EventToRecord {
  const about = aboutUser(actor.id, staff.id);
  const whose = `${nameOf(staff)}’s`;
  const days = (c: { firstDay: string; lastDay: string }) =>
    c.firstDay === c.lastDay ? c.firstDay : `${c.firstDay} to ${c.lastDay}`;
  switch (change.kind) {
    case 'hours':
    case 'services':
    case 'counties':
      return {
        type: `availability.staff-${change.kind}-changed`,
        ...about,
        summary: `${nameOf(actor)} changed ${whose} ${change.kind === 'hours' ? 'working hours' : change.kind}`,
      };
    case 'time-off-added':
      return {
        type: 'availability.time-off-added',
        ...about,
        summary: `${nameOf(actor)} added time off for ${nameOf(staff)}: ${days(change)}`,
      };
    case 'time-off-removed':
      return {
        type: 'availability.time-off-removed',
        ...about,
        summary: `${nameOf(actor)} removed time off of ${nameOf(staff)}: ${days(change)}`,
      };
  }
}

// Time on the job (docs/job-time.md)

/** A visit as the time-on-the-job events name it. */
type JobVisit = { id: number; clientName: string; appointmentDate: string };
const visitWords = (visit: JobVisit) => `the visit of ${visit.clientName} on ${visit.appointmentDate}`;

/** Start work or Finish work was tapped on the phone (or by an admin for the staff member). */
export function workTapped(actor: Person, visit: JobVisit, which: 'started' | 'finished'): EventToRecord {
  return {
    type: which === 'started' ? 'job.work-started' : 'job.work-finished',
    ...aboutAppointment(actor.id, visit.id),
    summary: `${nameOf(actor)} ${which} work on ${visitWords(visit)}`,
  };
}

/** The office typed or corrected the start and end of the work (New York wall-clock times). */
export function workTimesChanged(actor: Person, visit: JobVisit, times: { start: string; end: string }): EventToRecord {
  return {
    type: 'job.work-times-changed',
    ...aboutAppointment(actor.id, visit.id),
    summary: `${nameOf(actor)} set the time on the job of ${visitWords(visit)} to ${times.start}–${times.end}`,
  };
}

/** A grocery, part or other item bought for the job was added or removed. */
export function jobItemChanged(
  actor: Person,
  visit: JobVisit,
  item: { description: string; amount: string; receipt: boolean },
  change: 'added' | 'removed',
): EventToRecord {
  const receipt = change === 'added' && item.receipt ? ' with a receipt photo' : '';
  return {
    type: change === 'added' ? 'job.item-added' : 'job.item-removed',
    ...aboutAppointment(actor.id, visit.id),
    summary: `${nameOf(actor)} ${change} “${item.description}” (${item.amount})${receipt} ${change === 'added' ? 'to' : 'from'} ${visitWords(visit)}`,
  };
}

// The notary journal: entries are named by number only, so the feed (which staff read too) never
// carries a signer's details or an ID number.

const aboutNotaryEntry = (actorId: number, entryId: number) =>
  ({ actorId, subjectType: 'notary_entry', subjectId: entryId }) as const;

export function notaryEntryAdded(actor: Person, entry: { id: number; correctsEntryId: number | null }): EventToRecord {
  const corrects = entry.correctsEntryId === null ? '' : `, a correction of #${entry.correctsEntryId}`;
  return {
    type: 'notary.entry-added',
    ...aboutNotaryEntry(actor.id, entry.id),
    summary: `${nameOf(actor)} added notary journal entry #${entry.id}${corrects}`,
  };
}

export function notaryEntryChanged(actor: Person, entry: { id: number }): EventToRecord {
  return {
    type: 'notary.entry-changed',
    ...aboutNotaryEntry(actor.id, entry.id),
    summary: `${nameOf(actor)} changed notary journal entry #${entry.id} on the day it was written`,
  };
}

/** The number itself is never in the event. */
export function notaryIdNumberRead(actor: Person, entry: { id: number }): EventToRecord {
  return {
    type: 'notary.id-number-read',
    ...aboutNotaryEntry(actor.id, entry.id),
    summary: `${nameOf(actor)} read the ID number of journal entry #${entry.id}`,
  };
}

export function notaryJournalExported(
  actor: Person,
  range: { from: string; to: string },
  format: 'CSV' | 'PDF',
): EventToRecord {
  return {
    type: 'notary.journal-exported',
    actorId: actor.id,
    subjectType: 'notary_journal',
    subjectId: null,
    summary: `${nameOf(actor)} downloaded the notary journal from ${range.from} to ${range.to} (${format})`,
  };
}

// The price list and the billing rules

const priceOf = (item: PriceItem) =>
  item.percentBp !== null
    ? formatPercent(item.percentBp)
    : item.amountCents !== null
      ? formatCents(item.amountCents)
      : '';

/** An admin added, edited, deactivated or reactivated a price-list item. */
export function priceItemChanged(
  actor: Person,
  item: PriceItem,
  change: 'created' | 'updated' | 'deactivated' | 'reactivated',
): EventToRecord {
  const verb = { created: 'added', updated: 'changed', deactivated: 'stopped offering', reactivated: 'offered again' }[
    change
  ];
  return {
    type: `price-item.${change}`,
    actorId: actor.id,
    subjectType: 'price_item',
    subjectId: item.id,
    summary: `${nameOf(actor)} ${verb} the price “${item.name}” (${item.kind}, ${priceOf(item)})`,
  };
}

/** An admin changed the billing rules. */
export function billingRulesChanged(actor: Person, rules: BillingRules): EventToRecord {
  const hours = rules.minimumMinutes / 60;
  return {
    type: 'billing.rules-changed',
    actorId: actor.id,
    subjectType: null,
    subjectId: null,
    summary: `${nameOf(actor)} set the billing rules: ${hours} ${hours === 1 ? 'hour' : 'hours'} minimum, invoices due in ${rules.dueDays} days, quotes valid ${rules.quoteValidDays} days`,
  };
}

// Quotes (docs/quotes.md): named by their label and the recipient's name; the e-mailed link's token,
// the answerer's address and the answer's message are never in a sentence.

/** A quote as its events name it. */
type QuoteNamed = { id: number; recipientName: string };
const aboutQuote = (actorId: number | null, quoteId: number) =>
  ({ actorId, subjectType: 'quote', subjectId: quoteId }) as const;
const quoteWords = (quote: QuoteNamed) => `${quoteLabel(quote.id)} for ${quote.recipientName}`;

/** Staff made a quote from a request. */
export function quoteCreated(actor: Person, quote: QuoteNamed, request: { serviceInterest: string }): EventToRecord {
  return {
    type: 'quote.created',
    ...aboutQuote(actor.id, quote.id),
    summary: `${nameOf(actor)} made ${quoteWords(quote)} from their request: ${request.serviceInterest}`,
  };
}

/** Staff sent a version of a quote to the client. */
export function quoteSent(actor: Person, quote: QuoteNamed, version: number): EventToRecord {
  return {
    type: 'quote.sent',
    ...aboutQuote(actor.id, quote.id),
    summary: `${nameOf(actor)} sent ${quoteLabel(quote.id)} version ${version} to ${quote.recipientName}`,
  };
}

/** Staff (or an admin, for an approved quote) made the next version, a draft. */
export function quoteVersionMade(actor: Person, quote: QuoteNamed, version: number): EventToRecord {
  return {
    type: 'quote.version-made',
    ...aboutQuote(actor.id, quote.id),
    summary: `${nameOf(actor)} made version ${version} of ${quoteWords(quote)}`,
  };
}

/** Staff withdrew a quote: it can no longer be answered. */
export function quoteWithdrawn(actor: Person, quote: QuoteNamed): EventToRecord {
  return {
    type: 'quote.withdrawn',
    ...aboutQuote(actor.id, quote.id),
    summary: `${nameOf(actor)} withdrew ${quoteWords(quote)}`,
  };
}

/**
 * The client answered a quote: approved it with a typed name, or asked for changes. `actor` is the
 * signed-in client or trusted contact (with `onBehalfOf`, the client they answer for); null when the
 * answer came from the e-mailed link signed out.
 */
export function quoteAnswered(
  actor: Person | null,
  quote: QuoteNamed,
  version: { version: number; totalCents: number },
  answer: { action: 'approved'; typedName: string } | { action: 'changes_requested' },
  onBehalfOf?: Person,
): EventToRecord {
  const who = actor ? whoFor(actor, onBehalfOf) : `${quote.recipientName} (from the e-mailed link)`;
  const which = `${quoteLabel(quote.id)} version ${version.version}`;
  const about = aboutQuote(actor?.id ?? null, quote.id);
  return forClient(
    answer.action === 'approved'
      ? {
          type: 'quote.approved',
          ...about,
          summary: `${who} approved ${which} for ${formatCents(version.totalCents)}, signed “${answer.typedName}”`,
        }
      : { type: 'quote.changes-requested', ...about, summary: `${who} asked for changes to ${which}` },
    actor ? onBehalfOf : undefined,
  );
}

/** Staff scheduled an approved quote: it became an appointment. */
export function quoteScheduled(
  actor: Person,
  quote: QuoteNamed,
  appointment: { appointmentDate: string; startTime: string },
): EventToRecord {
  return {
    type: 'quote.scheduled',
    ...aboutQuote(actor.id, quote.id),
    summary: `${nameOf(actor)} scheduled ${quoteWords(quote)} on ${appointment.appointmentDate} at ${appointment.startTime}`,
  };
}

// Invoices and payments (docs/invoices.md): named by the invoice's label, amounts from cents.

/** An invoice as its events name it. */
type InvoiceNamed = { id: number; number: number; recipientName: string };
const aboutInvoice = (actorId: number, invoiceId: number) =>
  ({ actorId, subjectType: 'invoice', subjectId: invoiceId }) as const;
const invoiceWords = (invoice: InvoiceNamed) => `${invoiceLabel(invoice.number)} for ${invoice.recipientName}`;
const PAYMENT_METHOD_WORDS: Record<PaymentMethod, string> = {
  cash: 'in cash',
  check: 'by check',
  card_in_person: 'by card, in person',
  zelle: 'by Zelle',
  online: 'online',
};
const balanceWords = (invoice: { totalCents: number; paidCents: number }) => {
  const left = balanceCents(invoice.totalCents, invoice.paidCents);
  return left === 0 ? 'paid in full' : `${formatCents(left)} left to pay`;
};

/** Staff made (and e-mailed) an invoice for a visit's job or its late cancellation. */
export function invoiceCreated(
  actor: Person,
  invoice: InvoiceNamed & { kind: 'job' | 'late_cancellation'; totalCents: number },
): EventToRecord {
  const what = invoice.kind === 'job' ? 'the job' : 'the late cancellation';
  return {
    type: 'invoice.created',
    ...aboutInvoice(actor.id, invoice.id),
    summary: `${nameOf(actor)} made ${invoiceWords(invoice)} for ${what}, total ${formatCents(invoice.totalCents)}`,
  };
}

/** Staff sent an invoice again (Send again). */
export function invoiceSent(actor: Person, invoice: InvoiceNamed): EventToRecord {
  return {
    type: 'invoice.sent',
    ...aboutInvoice(actor.id, invoice.id),
    summary: `${nameOf(actor)} sent ${invoiceLabel(invoice.number)} again to ${invoice.recipientName}`,
  };
}

/** An admin voided an invoice, with the reason. */
export function invoiceVoided(
  actor: Person,
  invoice: InvoiceNamed & { totalCents: number },
  reason: string,
): EventToRecord {
  return {
    type: 'invoice.voided',
    ...aboutInvoice(actor.id, invoice.id),
    summary: `${nameOf(actor)} voided ${invoiceWords(invoice)} (${formatCents(invoice.totalCents)}): ${reason}`,
  };
}

/** Staff recorded a payment; `invoice` is as it stands after it. */
export function paymentRecorded(
  actor: Person,
  invoice: InvoiceNamed & { totalCents: number; paidCents: number },
  payment: { amountCents: number; method: PaymentMethod },
): EventToRecord {
  return {
    type: 'payment.recorded',
    ...aboutInvoice(actor.id, invoice.id),
    summary: `${nameOf(actor)} recorded a payment of ${formatCents(payment.amountCents)} ${PAYMENT_METHOD_WORDS[payment.method]} on ${invoiceWords(invoice)}; ${balanceWords(invoice)}`,
  };
}

/** An admin voided a payment, with the reason; `invoice` is as it stands after it. */
export function paymentVoided(
  actor: Person,
  invoice: InvoiceNamed & { totalCents: number; paidCents: number },
  payment: { amountCents: number; method: PaymentMethod },
  reason: string,
): EventToRecord {
  return {
    type: 'payment.voided',
    ...aboutInvoice(actor.id, invoice.id),
    summary: `${nameOf(actor)} voided the payment of ${formatCents(payment.amountCents)} ${PAYMENT_METHOD_WORDS[payment.method]} on ${invoiceWords(invoice)}: ${reason}; ${balanceWords(invoice)}`,
  };
}
