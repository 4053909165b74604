import type { CircleContact } from '@ta/shared';
import { UserCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useLocalePath, useT } from '../../../i18n/use-t';
import { PageFormMarker } from '../../../lib/page-form';

/**
 * The account holder's yes to a person the office proposed (docs/circle.md): a form that posts to
 * /circle, with or without JavaScript; the invitation goes out only then.
 */
export function ConfirmContactForm({ contact }: { contact: CircleContact }) {
  const t = useT();
  const localePath = useLocalePath();
  return (
    <form method="post" action={localePath('/circle')}>
      <PageFormMarker id="circle-confirm" />
      <input type="hidden" name="id" value={contact.id} />
      <Button type="submit" data-testid="circle-confirm">
        <UserCheck aria-hidden />
        {t('circle.confirm.submit')}
        <span className="sr-only"> ({contact.name})</span>
      </Button>
    </form>
  );
}
