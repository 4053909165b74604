import type { CircleContact, CircleLogEntry, CircleRight, CircleStatus, ConsentMethod, VisitStep } from '@ta/shared';
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
  billing: { yours: 'circle.right.billing.yours', theirs: 'circle.right.billing.theirs' },
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
    case 'proposed':
      return { id: 'circle.status.proposed', at: null, status: 'proposed' };
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

/**
 * Those waiting for the client's yes first, then active contacts, then invitations, then the removed
 * (kept so the client sees who had access).
 */
export function sortedContacts(contacts: readonly CircleContact[]): CircleContact[] {
  const order: Record<CircleStatus, number> = { proposed: 0, active: 1, invited: 2, removed: 3 };
  return [...contacts].sort((a, b) => order[a.status] - order[b.status] || a.name.localeCompare(b.name));
}

/**
 * The access log's actions (the event types the server records for a client's circle) and how the
 * page says them. Those about a member of the circle name that member; the others name who acted.
 * An action not listed here shows the log's own sentence.
 */
const ACTION_WORDS: Record<string, { id: MessageId; about: 'contact' | 'actor' }> = {
  'circle.invited': { id: 'circle.log.invited', about: 'contact' },
  'circle.accepted': { id: 'circle.log.accepted', about: 'actor' },
  'circle.rights-changed': { id: 'circle.log.rights-changed', about: 'contact' },
  'circle.removed': { id: 'circle.log.removed', about: 'contact' },
  'circle.confirmed': { id: 'circle.log.confirmed', about: 'contact' },
  'circle.switched-in': { id: 'circle.log.signed-in', about: 'actor' },
  'contact.created': { id: 'circle.log.request-sent', about: 'actor' },
  'contact.callback-requested': { id: 'circle.log.callback', about: 'actor' },
  'appointment.cancelled': { id: 'circle.log.appointment-cancelled', about: 'actor' },
  'visit.report-viewed': { id: 'circle.log.viewed-report', about: 'actor' },
  'visit.report-downloaded': { id: 'circle.log.downloaded-report', about: 'actor' },
  'visit.finding-answered': { id: 'circle.log.finding-decided', about: 'actor' },
  'chat.message-sent': { id: 'circle.log.chat', about: 'actor' },
};

/** How the log says an entry, with the name it carries; null when the page has no words for it. */
export function logActionWords(entry: Pick<CircleLogEntry, 'action' | 'actorName' | 'contactName'>): {
  id: MessageId;
  name: string;
} | null {
  const words = ACTION_WORDS[entry.action];
  if (!words) return null;
  return { id: words.id, name: words.about === 'contact' ? (entry.contactName ?? entry.actorName) : entry.actorName };
}
