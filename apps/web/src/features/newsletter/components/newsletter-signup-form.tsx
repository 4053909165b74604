import { NEWSLETTER_PATHS, newsletterSignupSchema, type NewsletterSignupInput } from '@ta/shared';
import { Mail } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { FormField } from '../../../components/ui/form-field';
import { FormProblems } from '../../../components/ui/form-problems';
import { FormSubmit } from '../../../components/ui/form-submit';
import { HoneypotField } from '../../../components/ui/honeypot-field';
import { Input } from '../../../components/ui/input';
import { useLocalePath, useT } from '../../../i18n/use-t';
import { ApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/error-text';
import { PageFormMarker, pageFieldId, usePageFormResult } from '../../../lib/page-form';
import { useSubscribeToNewsletter } from '../api/subscribe-to-newsletter';

const FORM = 'newsletter-subscribe';

/**
 * The subscribe form (docs/newsletter.md): the e-mail address, a name if the reader likes, and the
 * honeypot. Without JavaScript it posts to /newsletter (the `newsletter-subscribe` page form, also
 * the footer's), which comes back with what to fix or says to check the e-mail; with it, the same
 * call from the browser, checked first with the server's schema, and `onDone` once it is answered.
 */
export function NewsletterSignupForm({ onDone }: { onDone: () => void }) {
  const t = useT();
  const localePath = useLocalePath();
  const failureText = useErrorText();
  const posted = usePageFormResult(FORM);
  const subscribe = useSubscribeToNewsletter();
  const [failure, setFailure] = useState<string | null>(null);
  // Once the form is checked in the browser, its own messages replace the server's.
  const [ownErrors, setOwnErrors] = useState<Record<string, string> | null>(null);
  const errors = ownErrors ?? posted?.errors ?? {};

  function showErrors(fields: Record<string, string>) {
    setOwnErrors(fields);
    const first = Object.keys(fields)[0];
    if (first) document.getElementById(pageFieldId(FORM, first))?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const data = new FormData(event.currentTarget);
    const website = String(data.get('website') ?? '');
    const input: NewsletterSignupInput = {
      email: String(data.get('email') ?? ''),
      name: String(data.get('name') ?? ''),
      ...(website ? { website } : {}),
    };
    const parsed = newsletterSignupSchema.safeParse(input);
    if (!parsed.success) {
      const fields: Record<string, string> = {};
      for (const issue of parsed.error.issues) fields[String(issue.path[0])] ??= issue.message;
      showErrors(fields);
      return;
    }
    setOwnErrors({});
    try {
      await subscribe.mutateAsync(input);
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.fields) showErrors(error.fields);
      else setFailure(failureText(error));
    }
  }

  return (
    <form
      method="post"
      action={localePath(NEWSLETTER_PATHS.subscribe)}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="relative space-y-5"
    >
      <PageFormMarker id={FORM} />
      <FormProblems
        result={posted}
        title={t('newsletter.failed')}
        hidden={ownErrors !== null || subscribe.isPending || failure !== null}
      />
      <FormField label={t('newsletter.field.email')} hint={t('newsletter.field.email-hint')} error={errors.email}>
        <Input
          id={pageFieldId(FORM, 'email')}
          type="email"
          name="email"
          autoComplete="email"
          maxLength={254}
          defaultValue={String(posted?.values.email ?? '')}
        />
      </FormField>
      <FormField label={t('newsletter.field.name')} error={errors.name}>
        <Input
          id={pageFieldId(FORM, 'name')}
          name="name"
          autoComplete="name"
          maxLength={100}
          defaultValue={String(posted?.values.name ?? '')}
        />
      </FormField>
      <HoneypotField id={pageFieldId(FORM, 'website')} name="website" />
      <FormSubmit
        failure={failure}
        failureTitle={t('newsletter.failed')}
        action={t('newsletter.subscribe')}
        pendingAction={t('newsletter.subscribing')}
        pending={subscribe.isPending}
        icon={Mail}
      />
    </form>
  );
}
