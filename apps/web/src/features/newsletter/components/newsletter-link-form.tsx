import type { PageFormId } from '@ta/shared';
import type { LucideIcon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { FormSubmit } from '../../../components/ui/form-submit';
import { useLocalePath } from '../../../i18n/use-t';
import { useErrorText } from '../../../lib/error-text';
import { PageFormMarker } from '../../../lib/page-form';

/**
 * One button that acts on an e-mailed link (confirm, unsubscribe): opening the page changes nothing,
 * since mail scanners open links; only pressing the button does. The link's parts travel as hidden
 * fields and nowhere else. Without JavaScript the form posts to its page (`action`); with it, `send`
 * makes the same call and `onDone` follows its answer.
 */
export function NewsletterLinkForm({
  form,
  action,
  hidden,
  send,
  onDone,
  words,
  icon,
  variant,
}: {
  form: PageFormId;
  action: string;
  hidden: Record<string, string>;
  send: () => Promise<unknown>;
  onDone: () => void;
  words: { action: string; pending: string; failed: string };
  icon: LucideIcon;
  variant?: 'primary' | 'accent';
}) {
  const localePath = useLocalePath();
  const failureText = useErrorText();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    setPending(true);
    try {
      await send();
      onDone();
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setPending(false);
    }
  }

  return (
    <form method="post" action={localePath(action)} onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <PageFormMarker id={form} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <FormSubmit
        failure={failure}
        failureTitle={words.failed}
        action={words.action}
        pendingAction={words.pending}
        pending={pending}
        icon={icon}
        {...(variant ? { variant } : {})}
      />
    </form>
  );
}
