import {
  asksForReading,
  FINDING_SEVERITIES,
  ITEM_ANSWERS,
  type FindingSeverity,
  type ItemAnswer,
  type ItemAnswerInput,
  type VisitItem,
} from '@ta/shared';

/** An item's answer as the staff member has it on screen (the note as typed). */
export interface AnswerDraft {
  answer: ItemAnswer | null;
  note: string;
  severity: FindingSeverity | null;
}

export function draftOf(item: Pick<VisitItem, 'answer' | 'note' | 'severity'>): AnswerDraft {
  return { answer: item.answer, note: item.note ?? '', severity: item.severity };
}

export function sameDraft(a: AnswerDraft, b: AnswerDraft): boolean {
  return a.answer === b.answer && a.note === b.note && a.severity === b.severity;
}

/** OK on an item that asks for a reading: the note holds the reading. */
export function takesReading(draft: AnswerDraft, label: string): boolean {
  return draft.answer === 'ok' && asksForReading(label);
}

/**
 * An issue is complete with its note and how serious it is; OK on an item that asks for a reading,
 * with the reading; OK and N/A otherwise as chosen.
 */
export function isComplete(draft: AnswerDraft, label: string): boolean {
  if (draft.answer === null) return false;
  if (takesReading(draft, label)) return draft.note.trim() !== '';
  if (draft.answer !== 'issue') return true;
  return draft.note.trim() !== '' && draft.severity !== null;
}

/** What the server is sent: a note with an issue or a reading (otherwise OK and N/A clear it). */
export function answerInput(answer: ItemAnswer, draft: AnswerDraft, label: string): ItemAnswerInput {
  if (answer === 'issue') return { answer, note: draft.note, severity: draft.severity };
  return { answer, note: takesReading({ ...draft, answer }, label) ? draft.note : null, severity: null };
}

/**
 * Answers not yet confirmed by the server, kept in localStorage per visit and per account, so a lost
 * signal or a closed tab loses nothing: they are sent again when the device is back online or the
 * visit's page opens again. Only the checklist's answers are kept (never the access notes).
 */
interface KeptAnswers {
  userId: number;
  items: Record<string, AnswerDraft>;
}

const PREFIX = 'ta-visit-answers:';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage turned off: unsent answers live only as long as the page.
    return null;
  }
}

function isDraft(value: unknown): value is AnswerDraft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Record<string, unknown>;
  return (
    (draft.answer === null || ITEM_ANSWERS.includes(draft.answer as ItemAnswer)) &&
    typeof draft.note === 'string' &&
    (draft.severity === null || FINDING_SEVERITIES.includes(draft.severity as FindingSeverity))
  );
}

/** The answers kept for this visit by this account (another account's are left alone and not sent). */
export function readKeptAnswers(visitId: number, userId: number): Map<number, AnswerDraft> {
  const kept = new Map<number, AnswerDraft>();
  const text = storage()?.getItem(PREFIX + visitId);
  if (!text) return kept;
  try {
    const parsed = JSON.parse(text) as Partial<KeptAnswers>;
    if (parsed.userId !== userId || typeof parsed.items !== 'object' || parsed.items === null) return kept;
    for (const [id, draft] of Object.entries(parsed.items)) {
      if (/^\d+$/.test(id) && isDraft(draft)) kept.set(Number(id), draft);
    }
  } catch {
    // Unreadable: nothing to send again.
  }
  return kept;
}

function writeKeptAnswers(visitId: number, userId: number, kept: Map<number, AnswerDraft>): void {
  const store = storage();
  if (!store) return;
  try {
    if (kept.size === 0) store.removeItem(PREFIX + visitId);
    else store.setItem(PREFIX + visitId, JSON.stringify({ userId, items: Object.fromEntries(kept) }));
  } catch {
    // Storage full: the page still holds the answer and keeps trying to send it.
  }
}

export function keepAnswer(visitId: number, userId: number, itemId: number, draft: AnswerDraft): void {
  const kept = readKeptAnswers(visitId, userId);
  kept.set(itemId, draft);
  writeKeptAnswers(visitId, userId, kept);
}

/** The server has `sent`: forget it, unless it was changed again meanwhile. */
export function forgetAnswer(visitId: number, userId: number, itemId: number, sent: AnswerDraft): void {
  const kept = readKeptAnswers(visitId, userId);
  const current = kept.get(itemId);
  if (!current || !sameDraft(current, sent)) return;
  kept.delete(itemId);
  writeKeptAnswers(visitId, userId, kept);
}

export function forgetVisitAnswers(visitId: number): void {
  storage()?.removeItem(PREFIX + visitId);
}
