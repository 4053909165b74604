import { FINDING_SEVERITY_WORDS, type FindingSeverity, type ItemAnswer, type VisitItem } from '@ta/shared';
import { Textarea } from '../../../components/ui/textarea';
import { cn } from '../../../lib/cn';
import type { FindingPhotos } from '../use-finding-photos';
import type { SaveState, VisitAnswers } from '../use-visit-answers';
import { AnswerButtons } from './answer-buttons';
import { takesReading } from '../visit-answers';
import { FindingPhotosField } from './finding-photos';
import { SaveStatus } from './save-status';

const W = FINDING_SEVERITY_WORDS;
/** The owner reads the same words in the report, e-mail and PDF. */
const SEVERITIES: { value: FindingSeverity; label: string; hint: string }[] = [
  { value: 'note', label: W.note, hint: 'For the record; nothing needs doing now' },
  { value: 'attention', label: W.attention, hint: 'Should be seen to soon' },
  { value: 'urgent', label: W.urgent, hint: 'Needs action today; the office is alerted' },
];

interface NoteFieldProps {
  id: string;
  label: string;
  rows: number;
  value: string;
  /** What is missing while the note is empty and the answer needs it; null when nothing is. */
  needed: string | null;
  onType: (note: string) => void;
}

/** The item's written note (a reading, or what the issue is), saved as it is typed. */
function NoteField({ id, label, rows, value, needed, onType }: NoteFieldProps) {
  return (
    <>
      <label htmlFor={id} className="block font-bold">
        {label}
      </label>
      <Textarea
        id={id}
        rows={rows}
        value={value}
        maxLength={2000}
        aria-invalid={needed !== null || undefined}
        aria-describedby={needed !== null ? `${id}-needed` : undefined}
        onChange={(event) => onType(event.target.value)}
      />
      {needed !== null ? (
        <p id={`${id}-needed`} className="text-accent-700">
          {needed}
        </p>
      ) : null}
    </>
  );
}

interface ChecklistItemProps {
  item: VisitItem;
  answers: VisitAnswers;
  photos: FindingPhotos;
}

/** One item: OK / Issue / N/A, and for an issue its note, how serious it is and its photos. */
export function ChecklistItem({ item, answers, photos }: ChecklistItemProps) {
  const draft = answers.draftFor(item);
  const state: SaveState | undefined = answers.stateFor(item.id);
  const labelId = `item-${item.id}-label`;
  const noteId = `item-${item.id}-note`;
  const noteMissing = draft.answer === 'issue' && draft.note.trim() === '';
  const reading = takesReading(draft, item.label);
  const readingId = `item-${item.id}-reading`;
  const readingMissing = reading && draft.note.trim() === '';
  const severityMissing = draft.answer === 'issue' && draft.severity === null;

  const choose = (answer: ItemAnswer) => answers.change(item, { answer });
  const typeNote = (note: string) => answers.change(item, { note }, { typing: true });

  return (
    <li
      className={cn(
        'space-y-3 rounded-2xl border-2 bg-white p-4 shadow-card',
        draft.answer === 'issue' ? 'border-danger-700' : 'border-line',
      )}
    >
      <h3 id={labelId} className="text-xl wrap-anywhere">
        {item.label}
      </h3>
      <AnswerButtons labelId={labelId} value={draft.answer} onChange={choose} />
      <SaveStatus state={state} missing={reading ? 'Not saved yet — write the reading' : undefined} />
      {reading ? (
        <div className="space-y-1 border-t border-line pt-3">
          <NoteField
            id={readingId}
            label="The reading"
            rows={2}
            value={draft.note}
            needed={readingMissing ? 'This item asks for a reading: please write it here.' : null}
            onType={typeNote}
          />
        </div>
      ) : null}
      {draft.answer === 'issue' ? (
        <div className="space-y-4 border-t border-line pt-3">
          <div className="space-y-1">
            <NoteField
              id={noteId}
              label="What is the issue?"
              rows={3}
              value={draft.note}
              needed={noteMissing ? 'Please describe the issue.' : null}
              onType={typeNote}
            />
          </div>
          <fieldset className="space-y-2">
            <legend className="font-bold">How serious is it?</legend>
            {severityMissing ? <p className="text-accent-700">Please choose how serious the issue is.</p> : null}
            <div className="grid gap-2 sm:grid-cols-3">
              {SEVERITIES.map((option) => (
                <label
                  key={option.value}
                  className={cn(
                    'flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border-2 p-3 focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-brand-700',
                    draft.severity === option.value ? 'border-brand-800 bg-brand-50' : 'border-line',
                  )}
                >
                  <input
                    type="radio"
                    name={`item-${item.id}-severity`}
                    value={option.value}
                    checked={draft.severity === option.value}
                    onChange={() => answers.change(item, { severity: option.value })}
                    className="mt-1 size-5 shrink-0 accent-brand-800"
                  />
                  <span>
                    <span className="block font-bold">{option.label}</span>
                    <span className="block text-base text-muted">{option.hint}</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <FindingPhotosField itemId={item.id} itemLabel={item.label} photos={item.photos} control={photos} />
        </div>
      ) : null}
    </li>
  );
}
