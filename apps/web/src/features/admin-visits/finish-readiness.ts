import type { VisitItem } from '@ta/shared';
import { isComplete, takesReading, type AnswerDraft } from './visit-answers';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export interface ChecklistProgress {
  /** Items with a complete answer on screen (an issue with its note and severity). */
  answered: number;
  total: number;
}

export function checklistProgress(
  items: readonly VisitItem[],
  draftFor: (item: VisitItem) => AnswerDraft,
): ChecklistProgress {
  return { answered: items.filter((item) => isComplete(draftFor(item), item.label)).length, total: items.length };
}

/** "12 of 24 answered". */
export function progressText({ answered, total }: ChecklistProgress): string {
  return `${answered} of ${total} answered`;
}

/**
 * Why the visit cannot finish yet, in words, or none: every item answered, every issue with its
 * note, severity and a photo, every reading asked for written, and everything on screen saved on
 * the server.
 */
export function finishBlockers({
  items,
  draftFor,
  unsavedAnswers,
  unsentPhotos,
}: {
  items: readonly VisitItem[];
  draftFor: (item: VisitItem) => AnswerDraft;
  unsavedAnswers: number;
  unsentPhotos: number;
}): string[] {
  const drafts = items.map((item) => ({ item, draft: draftFor(item) }));
  const unanswered = drafts.filter(({ draft }) => draft.answer === null).length;
  const issues = drafts.filter(({ draft }) => draft.answer === 'issue');
  const incomplete = issues.filter(({ draft, item }) => !isComplete(draft, item.label)).length;
  const noReading = drafts.filter(
    ({ draft, item }) => takesReading(draft, item.label) && !isComplete(draft, item.label),
  ).length;
  const withoutPhoto = issues.filter(({ item }) => item.photos.length === 0).length;
  const blockers: string[] = [];
  if (unanswered > 0) blockers.push(`${count(unanswered, 'item is', 'items are')} not answered yet.`);
  if (incomplete > 0) {
    blockers.push(`${count(incomplete, 'issue needs', 'issues need')} a note and how serious it is.`);
  }
  if (noReading > 0) blockers.push(`${count(noReading, 'item needs', 'items need')} the reading in its note.`);
  if (withoutPhoto > 0) {
    blockers.push(`Every issue needs at least one photo: ${count(withoutPhoto, 'issue has', 'issues have')} none yet.`);
  }
  if (unsentPhotos > 0) {
    blockers.push(`${count(unsentPhotos, 'photo has', 'photos have')} not finished uploading.`);
  }
  if (unsavedAnswers > 0) blockers.push(`${count(unsavedAnswers, 'answer is', 'answers are')} not saved yet.`);
  return blockers;
}
