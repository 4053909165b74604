import { VISIT_STEPS, type VisitStep } from '@ta/shared';
import { useState, type FormEvent } from 'react';
import { useSearch } from 'wouter';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { Spinner } from '../../../components/ui/spinner';
import { useLocalePath, useT } from '../../../i18n/use-t';
import { useSaveVisitNotices, useVisitNotices } from '../api/visit-notices';

const isVisitStep = (value: unknown): value is VisitStep => (VISIT_STEPS as readonly unknown[]).includes(value);

/** Where the form posts without JavaScript (the server's page form), and the word it comes back with. */
const NO_SCRIPT_ACTION = '/profile/visit-notices';
const RESULT_PARAM = 'notices';

/**
 * The account holder's "E-mail me when" choices (docs/visit-status.md): on the way, arrived,
 * finished. With JavaScript it saves in place; without, the browser posts the ticked boxes to the
 * server, which saves them and sends the page back with `?notices=saved|failed`.
 */
export function VisitNoticesForm({ headingId }: { headingId: string }) {
  const t = useT();
  const localePath = useLocalePath();
  const query = useVisitNotices(true);
  const save = useSaveVisitNotices();
  const fromPost = new URLSearchParams(useSearch()).get(RESULT_PARAM);
  const [outcome, setOutcome] = useState<'saved' | 'failed' | null>(null);
  const shown = outcome ?? (fromPost === 'saved' || fromPost === 'failed' ? fromPost : null);

  if (query.isPending) return <Spinner label={t('visit-status.notices.loading')} showLabel />;
  if (query.isError) return <Alert tone="error">{t('visit-status.notices.load-failed')}</Alert>;
  const chosen = new Set(query.data.visitNotices);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const steps = new FormData(event.currentTarget).getAll('visitNotices').filter(isVisitStep);
    setOutcome(null);
    try {
      await save.mutateAsync({ visitNotices: steps });
      setOutcome('saved');
    } catch {
      setOutcome('failed');
    }
  }

  return (
    <form
      method="post"
      action={localePath(NO_SCRIPT_ACTION)}
      onSubmit={(event) => void onSubmit(event)}
      className="space-y-4"
      // Saved choices come back as the boxes' starting state.
      key={[...chosen].join(',')}
    >
      <fieldset aria-labelledby={headingId} className="space-y-1">
        {VISIT_STEPS.map((step) => (
          <CheckboxField
            key={step}
            name="visitNotices"
            value={step}
            defaultChecked={chosen.has(step)}
            label={t(`visit-status.notices.${step}`)}
            data-testid={`visit-notice-${step}`}
          />
        ))}
      </fieldset>
      <p className="text-muted">{t('visit-status.notices.none')}</p>
      {shown ? (
        <Alert tone={shown === 'saved' ? 'success' : 'error'}>
          {t(shown === 'saved' ? 'visit-status.notices.saved' : 'visit-status.notices.failed')}
        </Alert>
      ) : null}
      <Button type="submit" size="lg" disabled={save.isPending}>
        {save.isPending ? t('visit-status.notices.saving') : t('visit-status.notices.submit')}
      </Button>
    </form>
  );
}
