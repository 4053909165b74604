import { zodResolver } from '@hookform/resolvers/zod';
import { formatCents, quoteApproveSchema, quoteChangesSchema, type ClientQuote, type PageFormResult } from '@ta/shared';
import { CircleCheck, Send, type LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field';
import { FormProblems } from '../../../components/ui/form-problems';
import { FormSubmit } from '../../../components/ui/form-submit';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { useErrorText } from '../../../lib/error-text';
import { useT } from '../../../i18n/use-t';
import { PageFormMarker } from '../../../lib/page-form';
import { useProgressiveForm } from '../../../lib/use-progressive-form';
import { useAnswerQuote, type QuoteAnswer } from '../api/answer-quote';
import type { QuoteSource } from '../api/client-quote';
import { QuoteSection } from './quote-section';

// The version rides in a hidden field the page sets from the quote it shows, never from what was typed.
const approveFields = quoteApproveSchema.omit({ version: true });
const changesFields = quoteChangesSchema.omit({ version: true });

interface AnswerProps {
  quote: ClientQuote;
  source: QuoteSource;
  /**
   * After an answer the JSON call made, with the quote as it is now: the page says so. An approval
   * whose deposit is paid by card now goes on to Stripe's page instead.
   */
  onAnswered: (answer: 'approved' | 'changes', quote: ClientQuote) => void;
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

function ApproveForm(props: AnswerProps) {
  const t = useT();
  const { form, field, result } = useProgressiveForm<{ typedName: string }>('quote-approve', {
    resolver: zodResolver(approveFields),
    defaultValues: { typedName: '' },
  });
  const { version, totalCents } = props.quote.current;
  const deposit = props.quote.deposit;
  const depositWords = deposit
    ? ` ${t(deposit.byCard ? 'quotes.approve.deposit-card' : 'quotes.approve.deposit-office', {
        amount: formatCents(deposit.amountCents),
      })}`
    : '';
  return (
    <AnswerForm
      {...props}
      action="approve"
      border="border-2 border-brand-700"
      intro={`${t('quotes.approve.intro', { version, total: formatCents(totalCents) })}${depositWords}`}
      form={form}
      result={result}
      answer={({ typedName }) => ({ action: 'approve', body: { version, typedName } })}
      icon={CircleCheck}
    >
      <FormField label={t('quotes.approve.name')} error={form.formState.errors.typedName?.message}>
        <Input autoComplete="name" {...field('typedName')} />
      </FormField>
    </AnswerForm>
  );
}

function ChangesForm(props: AnswerProps) {
  const t = useT();
  const { form, field, result } = useProgressiveForm<{ message: string }>('quote-changes', {
    resolver: zodResolver(changesFields),
    defaultValues: { message: '' },
  });
  const { version } = props.quote.current;
  return (
    <AnswerForm
      {...props}
      action="changes"
      intro={t('quotes.changes.intro')}
      form={form}
      result={result}
      answer={({ message }) => ({ action: 'changes', body: { version, message } })}
      icon={Send}
    >
      <FormField label={t('quotes.changes.message')} error={form.formState.errors.message?.message}>
        <Textarea rows={4} {...field('message')} />
      </FormField>
    </AnswerForm>
  );
}

interface AnswerFormProps<Values extends FieldValues> extends AnswerProps {
  /** Names the form (`quote-<action>`), its heading (`<action>-heading`) and its texts (`quotes.<action>.…`). */
  action: QuoteAnswer['action'];
  /** The card's border, when not the usual one: Approve stands out. */
  border?: string;
  intro: string;
  form: UseFormReturn<Values>;
  result: PageFormResult | null;
  /** The call the typed values make. */
  answer: (values: Values) => QuoteAnswer;
  icon: LucideIcon;
  /** The form's field. */
  children: ReactNode;
}

/** One answer to the quote: its heading, the form with the quote's version in a hidden field, and its send button. */
function AnswerForm<Values extends FieldValues>({
  quote,
  source,
  onAnswered,
  action,
  border,
  intro,
  form,
  result,
  answer,
  icon,
  children,
}: AnswerFormProps<Values>) {
  const t = useT();
  const failureText = useErrorText();
  const send = useAnswerQuote(source);
  const [failure, setFailure] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answered = await send.mutateAsync(answer(values));
      // The approval is recorded; its deposit is paid on Stripe's page next (docs/quotes.md, "Deposits").
      if (answered.depositCheckout) {
        window.location.assign(answered.depositCheckout.url);
        return;
      }
      onAnswered(action === 'approve' ? 'approved' : 'changes', answered);
    } catch (error) {
      setFailure(failureText(error));
    }
  });
  return (
    <QuoteSection headingId={`${action}-heading`} heading={t(`quotes.${action}.heading`)} border={border}>
      <p className="mt-2 text-lg">{intro}</p>
      <form method="post" noValidate onSubmit={onSubmit} className="mt-4 space-y-5">
        <PageFormMarker id={`quote-${action}`} />
        <input type="hidden" name="version" value={String(quote.current.version)} />
        <FormProblems result={result} title={t(`quotes.${action}.failed`)} hidden={form.formState.submitCount > 0} />
        {children}
        <FormSubmit
          failure={failure}
          failureTitle={t(`quotes.${action}.failed`)}
          action={t(`quotes.${action}.submit`)}
          pendingAction={t(`quotes.${action}.pending`)}
          pending={send.isPending}
          icon={icon}
        />
      </form>
    </QuoteSection>
  );
}
