import { ShieldCheck } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { QueryFallback } from '../../../components/ui/query-fallback';
import { useErrorText } from '../../../lib/error-text';
import { useT } from '../../../i18n/use-t';
import { useSaveSecuritySettings, useSecuritySettings } from '../api/security-settings';

/**
 * The admin's "Require two-step sign-in for all staff and admins" (on the Users page). The server
 * refuses to turn it on for an admin without two-step sign-in, with a message that says why.
 */
export function SecuritySettings() {
  const t = useT();
  const failureText = useErrorText();
  const headingId = useId();
  const settings = useSecuritySettings();
  const save = useSaveSecuritySettings();
  const [chosen, setChosen] = useState<boolean | null>(null);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const required = chosen ?? settings.data?.requireTwoStepForStaff ?? false;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setOutcome(null);
    try {
      const answer = await save.mutateAsync({ requireTwoStepForStaff: required });
      setChosen(null);
      setOutcome({
        tone: 'success',
        text: answer.requireTwoStepForStaff
          ? t('two-step.admin.saved-on', { count: answer.sessionsEnded ?? 0 })
          : t('two-step.admin.saved-off'),
      });
    } catch (error) {
      setOutcome({ tone: 'error', text: failureText(error) });
    }
  }

  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-2xl border-2 border-line bg-white p-5"
      data-testid="security-settings"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-2xl">
        <ShieldCheck aria-hidden className="size-7 text-brand-800" />
        {t('two-step.admin.heading')}
      </h2>
      {settings.data ? (
        <form onSubmit={(event) => void submit(event)} className="space-y-3">
          <CheckboxField
            label={t('two-step.admin.require-label')}
            hint={t('two-step.admin.require-hint')}
            checked={required}
            onChange={(event) => setChosen(event.target.checked)}
            data-testid="require-two-step"
          />
          <div aria-live="polite">
            {outcome ? (
              <Alert tone={outcome.tone} {...(outcome.tone === 'error' ? { title: t('two-step.admin.failed') } : {})}>
                {outcome.text}
              </Alert>
            ) : null}
          </div>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('two-step.admin.saving') : t('two-step.admin.save')}
          </Button>
        </form>
      ) : (
        <QueryFallback
          query={settings}
          loading={t('two-step.account.loading')}
          errorTitle={t('two-step.account.load-failed')}
        />
      )}
    </section>
  );
}
