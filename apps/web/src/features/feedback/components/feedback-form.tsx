import { feedbackFormSchema, starsOfQuery } from '@ta/shared';
import { Send, Star } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useSearch } from 'wouter';
import { FieldError, FormField } from '../../../components/ui/form-field';
import { FormProblems } from '../../../components/ui/form-problems';
import { FormSubmit } from '../../../components/ui/form-submit';
import { Textarea } from '../../../components/ui/textarea';
import { useLocalePath, useT } from '../../../i18n/use-t';
import { useErrorText } from '../../../lib/error-text';
import { PageFormMarker, pageFieldId, usePageFormResult } from '../../../lib/page-form';
import { useAnswerFeedback } from '../api/feedback-link';

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * The stars and the comment (docs/feedback.md): five large choices, each with its words ("4 stars:
 * good"), a comment box, one button. Without JavaScript the form posts to its page (the `feedback`
 * page form) and comes back thanking the client or with what to fix; with it, the same call from the
 * browser, checked first with the server's schema. `?stars=` (a link that names a score) picks one.
 */
export function FeedbackForm({ token }: { token: string }) {
  const t = useT();
  const localePath = useLocalePath();
  const failureText = useErrorText();
  const legendId = useId();
  const hintId = useId();
  const posted = usePageFormResult('feedback');
  const answer = useAnswerFeedback(token);
  const [failure, setFailure] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const search = useSearch();
  const picked = String(posted?.values.stars ?? starsOfQuery(new URLSearchParams(search).get('stars')) ?? '');
  const errors = { ...(posted?.errors ?? {}), ...fieldErrors };
  const starsErrorId = `${pageFieldId('feedback', 'stars')}-error`;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const data = new FormData(event.currentTarget);
    const parsed = feedbackFormSchema.safeParse({
      stars: data.get('stars') ?? undefined,
      comment: String(data.get('comment') ?? ''),
    });
    if (!parsed.success) {
      const fields: Record<string, string> = {};
      for (const issue of parsed.error.issues) fields[String(issue.path[0])] ??= issue.message;
      setFieldErrors(fields);
      return;
    }
    setFieldErrors({});
    try {
      await answer.mutateAsync(parsed.data);
    } catch (error) {
      setFailure(failureText(error));
    }
  }

  return (
    <form
      method="post"
      action={localePath(`/feedback/${encodeURIComponent(token)}`)}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="space-y-6"
    >
      <PageFormMarker id="feedback" />
      <FormProblems result={posted} title={t('feedback.failed')} hidden={answer.isPending || failure !== null} />
      <fieldset
        aria-labelledby={legendId}
        aria-describedby={`${hintId} ${starsErrorId}`}
        aria-invalid={errors.stars ? true : undefined}
        className="space-y-2"
      >
        <legend id={legendId} className="text-xl font-bold">
          {t('feedback.stars.legend')}
        </legend>
        <p id={hintId} className="text-muted">
          {t('feedback.stars.hint')}
        </p>
        <div className="grid gap-2 sm:grid-cols-5">
          {STARS.map((stars) => (
            <label
              key={stars}
              className="flex min-h-14 cursor-pointer items-center gap-3 rounded-md border-2 border-field bg-white px-4 py-2 text-lg has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:font-semibold has-[:focus-visible]:outline-4 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus sm:flex-col sm:items-start"
            >
              <input
                type="radio"
                name="stars"
                value={stars}
                id={stars === 1 ? pageFieldId('feedback', 'stars') : undefined}
                defaultChecked={picked === String(stars)}
                className="size-6 shrink-0 accent-brand-700"
              />
              <span className="flex items-center gap-0.5" aria-hidden>
                {STARS.filter((n) => n <= stars).map((n) => (
                  <Star key={n} className="size-5 fill-gold-200 text-accent-700" />
                ))}
              </span>
              <span>{t(`feedback.stars.${stars}`)}</span>
            </label>
          ))}
        </div>
        <FieldError id={starsErrorId} error={errors.stars} />
      </fieldset>
      <FormField label={t('feedback.comment')} hint={t('feedback.comment.hint')} error={errors.comment}>
        <Textarea
          id={pageFieldId('feedback', 'comment')}
          name="comment"
          rows={4}
          maxLength={1000}
          defaultValue={String(posted?.values.comment ?? '')}
        />
      </FormField>
      <FormSubmit
        failure={failure}
        failureTitle={t('feedback.failed')}
        action={t('feedback.send')}
        pendingAction={t('feedback.sending')}
        pending={answer.isPending}
        icon={Send}
      />
    </form>
  );
}
