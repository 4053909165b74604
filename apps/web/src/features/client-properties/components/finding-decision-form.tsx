import type { VisitItem } from '@ta/shared';
import { CircleCheck, Wrench } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/textarea';
import { useKnownText } from '../../../i18n/known-text';
import { useT } from '../../../i18n/use-t';
import { PageFormMarker, usePageFormResult } from '../../../lib/page-form';

const FORM = 'finding-decision';

/**
 * The answer to a finding before (or without) JavaScript: the optional note, then one of the two buttons,
 * posted to the report's page (page form `finding-decision`, docs/home-watch.md "Without JavaScript"). The
 * report comes back at this finding with the decision made, or with why it was not sent.
 */
export function FindingDecisionForm({ item }: { item: VisitItem }) {
  const t = useT();
  const knownText = useKnownText();
  const sent = usePageFormResult(FORM);
  // The page's answer belongs to the finding it was sent for: a report may hold several.
  const result = sent && String(sent.values.itemId) === String(item.id) ? sent : null;
  const problem = result ? (result.message ?? Object.values(result.errors)[0] ?? null) : null;
  const noteId = `finding-${item.id}-note`;
  return (
    <form method="post" className="space-y-3 print:hidden">
      <PageFormMarker id={FORM} />
      <input type="hidden" name="itemId" value={item.id} />
      {problem ? (
        <Alert tone="error" title={t('properties.decision.failed')}>
          {knownText(problem)}
        </Alert>
      ) : null}
      <p className="font-bold">{t('properties.decision.ask')}</p>
      <FormField label={t('properties.decision.note')} hint={t('properties.decision.note-hint')}>
        <Textarea
          id={noteId}
          name="note"
          rows={3}
          maxLength={1000}
          defaultValue={typeof result?.values.note === 'string' ? result.values.note : ''}
        />
      </FormField>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" name="decision" value="repair" size="lg">
          <Wrench aria-hidden />
          {t('properties.decision.repair')}
        </Button>
        <Button type="submit" name="decision" value="no-action" size="lg" variant="outline">
          <CircleCheck aria-hidden />
          {t('properties.decision.no-action')}
        </Button>
      </div>
    </form>
  );
}
