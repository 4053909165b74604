import { homeChecksRequestSchema, HOME_CHECKS_NOTE_MAX, type HomeChecksRequestValues } from '@ta/shared';
import { CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { FormField } from '../../../components/ui/form-field';
import { FormProblems } from '../../../components/ui/form-problems';
import { FormSubmit } from '../../../components/ui/form-submit';
import { Textarea } from '../../../components/ui/textarea';
import { useKnownText } from '../../../i18n/known-text';
import { useErrorText } from '../../../lib/error-text';
import { useT } from '../../../i18n/use-t';
import { ApiError } from '../../../lib/api-client';
import { reportFormFailure } from '../../../lib/form-errors';
import { formResolver } from '../../../lib/form-resolver';
import { PageFormMarker } from '../../../lib/page-form';
import { useProgressiveForm } from '../../../lib/use-progressive-form';
import { useAskForHomeChecks } from '../api/ask-home-checks';

const FORM = 'home-checks-request';
const FIELDS = ['note'] as const;

/**
 * "Ask for home checks" on a property's page (docs/home-watch.md, "Asking for home checks"): an
 * optional note, then a request to the office, who call to set up the visits. Shown to the owner and
 * to a trusted contact with the right to act (the page decides); the server checks it again. Without
 * JavaScript it posts to the property's page (page form `home-checks-request`), which comes back with
 * `?asked=1` (`sent`: the answer in place of the form) or with what to fix.
 */
export function HomeChecksRequest({ propertyId, sent: sentBefore = false }: { propertyId: number; sent?: boolean }) {
  const t = useT();
  const knownText = useKnownText();
  const failureText = useErrorText();
  const ask = useAskForHomeChecks();
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(sentBefore);
  const { form, field, result } = useProgressiveForm<{ note: string }, HomeChecksRequestValues>(FORM, {
    resolver: formResolver<{ note: string }, typeof homeChecksRequestSchema>(homeChecksRequestSchema),
    defaultValues: { note: '' },
  });

  const failureMessage = (error: unknown) =>
    error instanceof ApiError && error.status < 500 ? failureText(error) : t('properties.home-checks.failed-text');

  async function send(values: HomeChecksRequestValues) {
    setFailure(null);
    try {
      await ask.mutateAsync({ propertyId, input: { note: values.note ?? undefined } });
      setSent(true);
      form.reset({ note: '' });
    } catch (error) {
      setFailure(reportFormFailure(error, form, FIELDS, t('properties.home-checks.failed'), failureMessage(error)));
    }
  }

  if (sent) {
    return (
      <Alert tone="success" title={t('properties.home-checks.sent')}>
        {t('properties.home-checks.sent-text')}
      </Alert>
    );
  }
  const error = form.formState.errors.note?.message;
  return (
    <form method="post" noValidate onSubmit={(event) => void form.handleSubmit(send)(event)} className="space-y-5">
      <PageFormMarker id={FORM} />
      <FormProblems
        result={result}
        title={t('properties.home-checks.failed')}
        hidden={form.formState.submitCount > 0}
      />
      <p className="prose-width text-lg">{t('properties.home-checks.intro')}</p>
      <FormField
        label={t('properties.home-checks.note')}
        hint={t('properties.home-checks.note-hint')}
        error={error ? knownText(error) : undefined}
      >
        <Textarea rows={3} maxLength={HOME_CHECKS_NOTE_MAX} {...field('note')} />
      </FormField>
      <FormSubmit
        failure={failure}
        failureTitle={t('properties.home-checks.failed')}
        action={t('properties.home-checks.ask')}
        pendingAction={t('properties.home-checks.sending')}
        pending={ask.isPending}
        icon={CalendarPlus}
      />
    </form>
  );
}
