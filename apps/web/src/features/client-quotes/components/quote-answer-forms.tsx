import { zodResolver } from '@hookform/resolvers/zod';
import { formatCents, quoteApproveSchema, quoteChangesSchema, type ClientQuote } from '@ta/shared';
import { CircleCheck, Send } from 'lucide-react';
import { useState } from 'react';
import { FormField } from '../../../components/ui/form-field';
import { FormProblems } from '../../../components/ui/form-problems';
import { FormSubmit } from '../../../components/ui/form-submit';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { useErrorText } from '../../../lib/error-text';
import { useT } from '../../../i18n/use-t';
import { PageFormMarker } from '../../../lib/page-form';
import { useProgressiveForm } from '../../../lib/use-progressive-form';
import { useAnswerQuote } from '../api/answer-quote';
import type { QuoteSource } from '../api/client-quote';

// The version rides in a hidden field the page sets from the quote it shows, never from what was typed.
const approveFields = quoteApproveSchema.omit({ version: true });
const changesFields = quoteChangesSchema.omit({ version: true });

interface AnswerProps {
  quote: ClientQuote;
  source: QuoteSource;
  /** After an answer the JSON call made: the page says so. */
  onAnswered: (answer: 'approved' | 'changes') => void;
}

/**
 * Approve (type one's full name) and Ask for changes (a message). Without JavaScript each posts to the
 * page (routes/page-forms/quote-forms.ts); with it, the same JSON call. A quote changed since it was
 * opened is refused (409) and read again, so the new version shows.
 */
export function QuoteAnswerForms(props: AnswerProps) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ApproveForm {...props} />
      <ChangesForm {...props} />
    </div>
  );
}

function ApproveForm({ quote, source, onAnswered }: AnswerProps) {
  const t = useT();
  const failureText = useErrorText();
  const answer = useAnswerQuote(source);
  const [failure, setFailure] = useState<string | null>(null);
  const { form, field, result } = useProgressiveForm<{ typedName: string }>('quote-approve', {
    resolver: zodResolver(approveFields),
    defaultValues: { typedName: '' },
  });
  const version = quote.current.version;
  const onSubmit = form.handleSubmit(async ({ typedName }) => {
    setFailure(null);
    try {
      await answer.mutateAsync({ action: 'approve', body: { version, typedName } });
      onAnswered('approved');
    } catch (error) {
      setFailure(failureText(error));
    }
  });
  return (
    <section aria-labelledby="approve-heading" className="rounded-2xl border-2 border-brand-700 bg-white p-5 sm:p-7">
      <h2 id="approve-heading" className="text-2xl">
        {t('quotes.approve.heading')}
      </h2>
      <p className="mt-2 text-lg">
        {t('quotes.approve.intro', { version, total: formatCents(quote.current.totalCents) })}
      </p>
      <form method="post" noValidate onSubmit={onSubmit} className="mt-4 space-y-5">
        <PageFormMarker id="quote-approve" />
        <input type="hidden" name="version" value={String(version)} />
        <FormProblems result={result} title={t('quotes.approve.failed')} hidden={form.formState.submitCount > 0} />
        <FormField label={t('quotes.approve.name')} error={form.formState.errors.typedName?.message}>
          <Input autoComplete="name" {...field('typedName')} />
        </FormField>
        <FormSubmit
          failure={failure}
          failureTitle={t('quotes.approve.failed')}
          action={t('quotes.approve.submit')}
          pendingAction={t('quotes.approve.pending')}
          pending={answer.isPending}
          icon={CircleCheck}
        />
      </form>
    </section>
  );
}

function ChangesForm({ quote, source, onAnswered }: AnswerProps) {
  const t = useT();
  const failureText = useErrorText();
  const answer = useAnswerQuote(source);
  const [failure, setFailure] = useState<string | null>(null);
  const { form, field, result } = useProgressiveForm<{ message: string }>('quote-changes', {
    resolver: zodResolver(changesFields),
    defaultValues: { message: '' },
  });
  const version = quote.current.version;
  const onSubmit = form.handleSubmit(async ({ message }) => {
    setFailure(null);
    try {
      await answer.mutateAsync({ action: 'changes', body: { version, message } });
      onAnswered('changes');
    } catch (error) {
      setFailure(failureText(error));
    }
  });
  return (
    <section aria-labelledby="changes-heading" className="rounded-2xl border border-line bg-white p-5 sm:p-7">
      <h2 id="changes-heading" className="text-2xl">
        {t('quotes.changes.heading')}
      </h2>
      <p className="mt-2 text-lg">{t('quotes.changes.intro')}</p>
      <form method="post" noValidate onSubmit={onSubmit} className="mt-4 space-y-5">
        <PageFormMarker id="quote-changes" />
        <input type="hidden" name="version" value={String(version)} />
        <FormProblems result={result} title={t('quotes.changes.failed')} hidden={form.formState.submitCount > 0} />
        <FormField label={t('quotes.changes.message')} error={form.formState.errors.message?.message}>
          <Textarea rows={4} {...field('message')} />
        </FormField>
        <FormSubmit
          failure={failure}
          failureTitle={t('quotes.changes.failed')}
          action={t('quotes.changes.submit')}
          pendingAction={t('quotes.changes.pending')}
          pending={answer.isPending}
          icon={Send}
        />
      </form>
    </section>
  );
}
