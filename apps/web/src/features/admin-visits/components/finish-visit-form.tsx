import {
  mildestResult,
  resultCovers,
  VISIT_RESULTS,
  type StaffVisit,
  type VisitItem,
  type VisitResult,
} from '@ta/shared';
import { Flag } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Textarea } from '../../../components/ui/textarea';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useFinishVisit } from '../api/finish-visit';
import type { AnswerDraft } from '../visit-answers';
import { forgetVisitAnswers } from '../visit-answers';

const RESULT_LABELS: Record<VisitResult, { label: string; hint: string }> = {
  'all-clear': { label: 'All clear', hint: 'Nothing found' },
  issues: { label: 'Issues found', hint: 'The owner decides what happens next' },
  urgent: { label: 'Urgent', hint: 'Something needs action today' },
};

interface FinishVisitFormProps {
  visit: StaffVisit;
  draftFor: (item: VisitItem) => AnswerDraft;
  /** Why it cannot finish yet, in words; empty when it can. */
  blockers: readonly string[];
}

/** Time out: the overall result (never milder than the findings), a summary, and Finish. */
export function FinishVisitForm({ visit, draftFor, blockers }: FinishVisitFormProps) {
  const finish = useFinishVisit();
  const mildest = mildestResult(visit.items.map(draftFor));
  const [chosen, setChosen] = useState<VisitResult | null>(null);
  const [summary, setSummary] = useState('');
  // A choice made before a more serious finding was added moves up with it.
  const result = chosen && resultCovers(chosen, mildest) ? chosen : mildest;
  const blocked = blockers.length > 0;
  const reasonsId = `finish-${visit.id}-reasons`;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (blocked || finish.isPending) return;
    finish.mutate({ id: visit.id, input: { result, summary } }, { onSuccess: () => forgetVisitAnswers(visit.id) });
  };

  return (
    <form
      onSubmit={onSubmit}
      aria-labelledby="finish-heading"
      className="space-y-4 rounded-2xl border-2 border-brand-700 bg-white p-4 shadow-card sm:p-5"
    >
      <h2 id="finish-heading" className="text-2xl">
        Finish the visit
      </h2>
      <fieldset className="space-y-2">
        <legend className="font-bold">Overall result</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {VISIT_RESULTS.map((value) => {
            const tooMild = !resultCovers(value, mildest);
            return (
              <label
                key={value}
                className={cn(
                  'flex min-h-11 items-start gap-3 rounded-lg border-2 p-3 focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-brand-700',
                  result === value ? 'border-brand-800 bg-brand-50' : 'border-line',
                  tooMild ? 'cursor-not-allowed opacity-70' : 'cursor-pointer',
                )}
              >
                <input
                  type="radio"
                  name="result"
                  value={value}
                  checked={result === value}
                  disabled={tooMild}
                  onChange={() => setChosen(value)}
                  className="mt-1 size-5 shrink-0 accent-brand-800"
                />
                <span>
                  <span className="block font-bold">{RESULT_LABELS[value].label}</span>
                  <span className="block text-base text-muted">
                    {tooMild ? 'Not possible with the issues found' : RESULT_LABELS[value].hint}
                  </span>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <div className="space-y-1">
        <label htmlFor={`finish-${visit.id}-summary`} className="block font-bold">
          Summary for the owner (optional)
        </label>
        <Textarea
          id={`finish-${visit.id}-summary`}
          rows={3}
          maxLength={2000}
          value={summary}
          onChange={(event) => setSummary(event.target.value)}
        />
      </div>
      {blocked ? (
        <div id={reasonsId} className="space-y-1 rounded-lg border-2 border-accent-700 bg-accent-50 p-3">
          <p className="font-bold">Before you can finish:</p>
          <ul className="list-disc space-y-1 pl-6">
            {blockers.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {finish.isError ? (
        <Alert tone="error" title="The visit was not finished">
          {errorMessage(finish.error)}
        </Alert>
      ) : null}
      <Button
        type="submit"
        variant="accent"
        size="xl"
        className="w-full"
        disabled={blocked || finish.isPending}
        aria-describedby={blocked ? reasonsId : undefined}
      >
        <Flag aria-hidden />
        {finish.isPending ? 'Finishing…' : 'Finish visit (time out)'}
      </Button>
    </form>
  );
}
