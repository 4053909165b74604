import type { StaffVisit, VisitItem } from '@ta/shared';
import { useEffect } from 'react';
import { checklistProgress, finishBlockers, progressText } from '../finish-readiness';
import { useFindingPhotos } from '../use-finding-photos';
import { useVisitAnswers } from '../use-visit-answers';
import { ChecklistItem } from './checklist-item';
import { FinishVisitForm } from './finish-visit-form';

/** The items in their sections, in the checklist's order. */
function bySection(items: readonly VisitItem[]): [string, VisitItem[]][] {
  const sections = new Map<string, VisitItem[]>();
  for (const item of items) {
    const list = sections.get(item.section);
    if (list) list.push(item);
    else sections.set(item.section, [item]);
  }
  return [...sections];
}

/** Room kept at the bottom for the progress line, so a focused field is never under it. */
const PROGRESS_ROOM = '6rem';

/** A started visit: every item answered and saved as it goes, then Finish. */
export function VisitChecklist({ visit, userId }: { visit: StaffVisit; userId: number }) {
  const answers = useVisitAnswers(visit, userId);
  const photos = useFindingPhotos(visit.id, userId);
  const progress = checklistProgress(visit.items, answers.draftFor);
  const blockers = finishBlockers({
    items: visit.items,
    draftFor: answers.draftFor,
    unsavedAnswers: answers.unsaved,
    unsentPhotos: photos.unsent,
  });

  useEffect(() => {
    const root = document.documentElement;
    const before = root.style.scrollPaddingBottom;
    root.style.scrollPaddingBottom = PROGRESS_ROOM;
    return () => {
      root.style.scrollPaddingBottom = before;
    };
  }, []);

  const percent = progress.total === 0 ? 100 : Math.round((progress.answered / progress.total) * 100);
  return (
    <div className="space-y-6">
      {bySection(visit.items).map(([section, items], index) => (
        <section key={section} aria-labelledby={`section-${index}`} className="space-y-3">
          <h2 id={`section-${index}`} className="text-2xl wrap-anywhere">
            {section}
          </h2>
          <ul className="space-y-3">
            {items.map((item) => (
              <ChecklistItem key={item.id} item={item} answers={answers} photos={photos} />
            ))}
          </ul>
        </section>
      ))}
      <FinishVisitForm visit={visit} draftFor={answers.draftFor} blockers={blockers} />
      {/* Sticky in the page's flow: at the end of the page it sits below the Finish form, covering nothing. */}
      <div className="sticky bottom-0 z-10 -mx-4 border-t-2 border-brand-700 bg-white px-4 py-3 sm:mx-0 sm:rounded-t-lg sm:border-x-2">
        <p className="font-bold text-brand-900">{progressText(progress)}</p>
        <div
          role="progressbar"
          aria-label="Checklist answered"
          aria-valuemin={0}
          aria-valuemax={progress.total}
          aria-valuenow={progress.answered}
          aria-valuetext={progressText(progress)}
          className="mt-1 h-2.5 overflow-hidden rounded-full border border-brand-700 bg-brand-50"
        >
          <div className="h-full bg-brand-700" style={{ width: `${percent}%` }} />
        </div>
      </div>
    </div>
  );
}
