import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n/use-t';

/** How an account form's last send went, kept on the page (the toast alone would vanish). */
export type Outcome = { tone: 'success' | 'error'; message: string } | null;

interface AccountSubmitProps {
  outcome: Outcome;
  /** The outcome's title when it went through, and when it failed. */
  titles: { success: string; error: string };
  /** The button's words. */
  action: string;
  pending: boolean;
}

/** The last row of an account form: how the last send went, then the send button ("Saving…" while it works). */
export function AccountSubmit({ outcome, titles, action, pending }: AccountSubmitProps) {
  const t = useT();
  return (
    <>
      {outcome ? (
        <Alert tone={outcome.tone} title={titles[outcome.tone]}>
          {outcome.message}
        </Alert>
      ) : null}
      <Button type="submit" size="lg" disabled={pending}>
        {pending ? t('account.saving') : action}
      </Button>
    </>
  );
}
