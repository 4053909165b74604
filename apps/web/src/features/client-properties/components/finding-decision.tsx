import type { FindingDecision as Decision, VisitItem } from '@ta/shared';
import { CircleCheck, Hammer, Wrench } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { DialogFooter } from '../../../components/ui/dialog-footer';
import { FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { useErrorText } from '../../../lib/error-text';
import { useT } from '../../../i18n/use-t';
import { ApiError } from '../../../lib/api-client';
import { useMayUse } from '../../../lib/use-circle-right';
import { useHydrated } from '../../../lib/use-hydrated';
import { useDecideFinding } from '../api/decide-finding';
import { FindingDecisionForm } from './finding-decision-form';
import { DECISION_LABELS } from '../visit-labels';

/** The words of each choice: its button, the dialog's question, and the toast once it is sent. */
const CHOICES = {
  repair: {
    button: 'properties.decision.repair',
    title: 'properties.decision.repair-title',
    question: 'properties.decision.repair-question',
    confirm: 'properties.decision.repair-confirm',
    done: 'properties.decision.repair-done',
  },
  'no-action': {
    button: 'properties.decision.no-action',
    title: 'properties.decision.no-action-title',
    question: 'properties.decision.no-action-question',
    confirm: 'properties.decision.no-action-confirm',
    done: 'properties.decision.no-action-done',
  },
} as const;

/** Where a repair request's code is looked up, as on the tracking page. */
export function trackRequestHref(code: string): string {
  return `/track-request?token=${encodeURIComponent(code)}`;
}

/** What the owner decided about a finding, and the repair request it made. */
export function DecisionMade({ item }: { item: VisitItem }) {
  const t = useT();
  if (!item.decision) return null;
  return (
    <div className="space-y-1 rounded-lg border-2 border-line bg-sand p-3">
      <p className="flex items-start gap-2 font-bold">
        <CircleCheck aria-hidden className="mt-1 size-5 shrink-0 text-success-700" />
        <span>{t(DECISION_LABELS[item.decision])}</span>
      </p>
      {item.repairRequest?.trackingToken ? (
        <p>
          {t('properties.decision.request-code')}{' '}
          <Link
            href={trackRequestHref(item.repairRequest.trackingToken)}
            className="inline-flex min-h-11 items-center font-mono font-bold tracking-wider underline"
          >
            {item.repairRequest.trackingToken}
          </Link>
        </p>
      ) : null}
    </div>
  );
}

interface FindingDecisionProps {
  visitId: number;
  item: VisitItem;
}

/**
 * An issue without a decision: "Ask us to fix this" or "No action needed", each confirmed in a dialog
 * with an optional note. Once decided, the decision (and the repair request's code) shows instead.
 * Someone helping with the account without the right to act sees the decision only (docs/circle.md).
 */
export function FindingDecision({ visitId, item }: FindingDecisionProps) {
  const t = useT();
  const failureText = useErrorText();
  const decide = useDecideFinding();
  const [choice, setChoice] = useState<Decision | null>(null);
  const [note, setNote] = useState('');
  const noteId = useId();
  const decided = useRef<HTMLDivElement>(null);
  const justDecided = useRef(false);
  const openedFrom = useRef<HTMLElement | null>(null);
  const mayAct = useMayUse('act');
  const hydrated = useHydrated();

  const words = choice ? CHOICES[choice] : null;
  const failed = t('properties.decision.failed');
  const failureMessage = (error: unknown) =>
    error instanceof ApiError && error.status < 500 ? failureText(error) : t('properties.decision.failed-text');

  const close = () => {
    decide.reset();
    setChoice(null);
    setNote('');
  };

  const confirm = () => {
    if (!choice) return;
    decide.mutate(
      { visitId, itemId: item.id, input: { decision: choice, note } },
      {
        onSuccess: () => {
          toast({ title: t(CHOICES[choice].done), variant: 'success' });
          justDecided.current = true;
          close();
        },
        onError: (error) => toast({ title: failed, description: failureMessage(error), variant: 'destructive' }),
      },
    );
  };

  return (
    <div className="space-y-2">
      {item.decision ? (
        // The dialog stays mounted while it closes: focus moves here once the decision is made.
        <div ref={decided} tabIndex={-1} className="outline-none">
          <DecisionMade item={item} />
        </div>
      ) : !mayAct ? null : !hydrated ? (
        <FindingDecisionForm item={item} />
      ) : (
        // A printed report has no buttons to press.
        <div className="space-y-2 print:hidden">
          <p className="font-bold">{t('properties.decision.ask')}</p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button type="button" size="lg" onClick={() => setChoice('repair')}>
              <Wrench aria-hidden />
              {t(CHOICES.repair.button)}
            </Button>
            <Button type="button" size="lg" variant="outline" onClick={() => setChoice('no-action')}>
              <CircleCheck aria-hidden />
              {t(CHOICES['no-action'].button)}
            </Button>
          </div>
        </div>
      )}
      <Dialog
        open={choice !== null}
        onOpenChange={(open) => {
          if (!open && !decide.isPending) close();
        }}
      >
        <DialogContent
          onOpenAutoFocus={() => {
            openedFrom.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            // Decided: the buttons are gone, so focus goes to what replaced them.
            if (justDecided.current) decided.current?.focus();
            else openedFrom.current?.focus();
            justDecided.current = false;
            openedFrom.current = null;
          }}
        >
          {words ? (
            <>
              <DialogTitle>{t(words.title)}</DialogTitle>
              <form
                className="mt-5 space-y-4"
                onSubmit={(event) => {
                  event.preventDefault();
                  confirm();
                }}
              >
                <DialogDescription className="text-lg">{t(words.question)}</DialogDescription>
                <div className="rounded-lg bg-sand p-4">
                  <p className="flex items-start gap-2 font-bold wrap-anywhere">
                    <Hammer aria-hidden className="mt-1 size-5 shrink-0" />
                    {item.label}
                  </p>
                  {item.note ? <p className="wrap-anywhere">{item.note}</p> : null}
                </div>
                <FormField label={t('properties.decision.note')} hint={t('properties.decision.note-hint')}>
                  <Textarea
                    id={noteId}
                    rows={3}
                    maxLength={1000}
                    value={note}
                    onChange={(event) => setNote(event.target.value)}
                  />
                </FormField>
                <DialogFooter
                  failure={decide.isError ? { title: failed, message: failureMessage(decide.error) } : null}
                  action={t(words.confirm)}
                  pendingAction={t('properties.decision.sending')}
                  pending={decide.isPending}
                  cancelLabel={t('properties.decision.cancel')}
                />
              </form>
            </>
          ) : null}
        </DialogContent>
      </Dialog>
    </div>
  );
}
