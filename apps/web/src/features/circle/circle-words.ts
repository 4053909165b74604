import type { CircleContact, CircleRight, CircleStatus, ConsentMethod, VisitStep } from '@ta/shared';
import type { MessageId } from '../../i18n/messages/en';

/**
 * The circle's words (docs/circle.md): each right said plainly, from the account holder's side
 * ("See your requests") and from the trusted contact's ("See Mary Smith's requests").
 */
export const RIGHT_WORDS: Record<CircleRight, { yours: MessageId; theirs: MessageId }> = {
  requests: { yours: 'circle.right.requests.yours', theirs: 'circle.right.requests.theirs' },
  appointments: { yours: 'circle.right.appointments.yours', theirs: 'circle.right.appointments.theirs' },
  reports: { yours: 'circle.right.reports.yours', theirs: 'circle.right.reports.theirs' },
  notices: { yours: 'circle.right.notices.yours', theirs: 'circle.right.notices.theirs' },
  act: { yours: 'circle.right.act.yours', theirs: 'circle.right.act.theirs' },
};

/** The steps of a visit someone can be e-mailed about. */
export const VISIT_STEP_WORDS: Record<VisitStep, MessageId> = {
  on_my_way: 'circle.step.on_my_way',
  arrived: 'circle.step.arrived',
  done: 'circle.step.done',
};

export const CONSENT_WORDS: Record<ConsentMethod, MessageId> = {
  in_person: 'circle.consent.in_person',
  phone: 'circle.consent.phone',
  written: 'circle.consent.written',
  email: 'circle.consent.email',
};

/** The status line of a contact: the words and the date they carry. */
export function statusLine(contact: CircleContact): { id: MessageId; at: string | null; status: CircleStatus } {
  switch (contact.status) {
    case 'invited':
      return { id: 'circle.status.invited', at: contact.inviteExpiresAt, status: 'invited' };
    case 'active':
      return { id: 'circle.status.active', at: contact.acceptedAt, status: 'active' };
    default:
      return { id: 'circle.status.removed', at: contact.removedAt, status: 'removed' };
  }
}

/** An invitation whose link no longer works: shown as expired rather than as waiting. */
export function invitationExpired(contact: CircleContact, now: Date): boolean {
  return (
    contact.status === 'invited' &&
    contact.inviteExpiresAt !== null &&
    new Date(contact.inviteExpiresAt).getTime() <= now.getTime()
  );
}

/** Active contacts first, then invitations, then the removed (kept so the client sees who had access). */
export function sortedContacts(contacts: readonly CircleContact[]): CircleContact[] {
  const order: Record<CircleStatus, number> = { active: 0, invited: 1, removed: 2 };
  return [...contacts].sort((a, b) => order[a.status] - order[b.status] || a.name.localeCompare(b.name));
}

/**
 * The access log's `action` words and how the page says them ("Anna Lee viewed a home-check
 * report"). The words are matched without regard to case or to `.`, `-` and `_` between them, so
 * `report.viewed` and `report_viewed` read the same; an unknown word shows the log's own summary.
 */
const ACTION_WORDS: Record<string, MessageId> = {
  invited: 'circle.log.invited',
  circle_invited: 'circle.log.invited',
  accepted: 'circle.log.accepted',
  circle_accepted: 'circle.log.accepted',
  removed: 'circle.log.removed',
  circle_removed: 'circle.log.removed',
  rights_changed: 'circle.log.rights-changed',
  circle_updated: 'circle.log.rights-changed',
  updated: 'circle.log.rights-changed',
  staff_added: 'circle.log.staff-added',
  circle_staff_added: 'circle.log.staff-added',
  signed_in: 'circle.log.signed-in',
  acting_started: 'circle.log.signed-in',
  viewed_requests: 'circle.log.viewed-requests',
  requests_viewed: 'circle.log.viewed-requests',
  viewed_appointments: 'circle.log.viewed-appointments',
  appointments_viewed: 'circle.log.viewed-appointments',
  viewed_properties: 'circle.log.viewed-properties',
  properties_viewed: 'circle.log.viewed-properties',
  viewed_property: 'circle.log.viewed-properties',
  property_viewed: 'circle.log.viewed-properties',
  viewed_report: 'circle.log.viewed-report',
  report_viewed: 'circle.log.viewed-report',
  request_sent: 'circle.log.request-sent',
  sent_request: 'circle.log.request-sent',
  request_created: 'circle.log.request-sent',
  chat_message: 'circle.log.chat',
  chat_sent: 'circle.log.chat',
  appointment_cancelled: 'circle.log.appointment-cancelled',
  cancelled_appointment: 'circle.log.appointment-cancelled',
  finding_decided: 'circle.log.finding-decided',
  decided_finding: 'circle.log.finding-decided',
};

export function logActionWords(action: string): MessageId | null {
  const key = action
    .trim()
    .toLowerCase()
    .replace(/[.\-\s]+/g, '_');
  return ACTION_WORDS[key] ?? null;
}
