import { nameOf, type EventToRecord, type Person } from '../office/index.js';

/** The activity feed's events of the notary journal. */
export type NotaryEventType =
  'notary.entry-added' | 'notary.entry-changed' | 'notary.id-number-read' | 'notary.journal-exported';
type NotaryEvent = EventToRecord<NotaryEventType>;

// The notary journal: entries are named by number only, so the feed (which staff read too) never
// carries a signer's details or an ID number.

const aboutNotaryEntry = (actorId: number, entryId: number) =>
  ({ actorId, subjectType: 'notary_entry', subjectId: entryId }) as const;

export function notaryEntryAdded(actor: Person, entry: { id: number; correctsEntryId: number | null }): NotaryEvent {
  const corrects = entry.correctsEntryId === null ? '' : `, a correction of #${entry.correctsEntryId}`;
  return {
    type: 'notary.entry-added',
    ...aboutNotaryEntry(actor.id, entry.id),
    summary: `${nameOf(actor)} added notary journal entry #${entry.id}${corrects}`,
  };
}

export function notaryEntryChanged(actor: Person, entry: { id: number }): NotaryEvent {
  return {
    type: 'notary.entry-changed',
    ...aboutNotaryEntry(actor.id, entry.id),
    summary: `${nameOf(actor)} changed notary journal entry #${entry.id} on the day it was written`,
  };
}

/** The number itself is never in the event. */
export function notaryIdNumberRead(actor: Person, entry: { id: number }): NotaryEvent {
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
): NotaryEvent {
  return {
    type: 'notary.journal-exported',
    actorId: actor.id,
    subjectType: 'notary_journal',
    subjectId: null,
    summary: `${nameOf(actor)} downloaded the notary journal from ${range.from} to ${range.to} (${format})`,
  };
}
