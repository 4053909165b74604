import type { CircleContact } from '@ta/shared';
import { UserMinus } from 'lucide-react';
import { Link } from 'wouter';
import { Button, buttonVariants } from '../../../components/ui/button';
import { FormProblems } from '../../../components/ui/form-problems';
import { useLocalePath, useT } from '../../../i18n/use-t';
import { PageFormMarker, usePageFormResult } from '../../../lib/page-form';

/**
 * /circle?remove=ID: the question the Remove dialog asks, as part of the page, with a form that
 * posts to /circle. This is where Remove leads before the page's script has run.
 */
export function RemoveConfirmPanel({ contact }: { contact: CircleContact }) {
  const t = useT();
  const localePath = useLocalePath();
  const result = usePageFormResult('circle-remove');
  return (
    <section
      aria-labelledby="circle-remove-heading"
      className="rounded-2xl border-2 border-danger-700 bg-danger-50 p-5 sm:p-7"
      data-testid="circle-remove-confirm"
    >
      <h2 id="circle-remove-heading" className="text-2xl">
        {t('circle.remove.title', { name: contact.name })}
      </h2>
      <p className="mt-2 text-lg">{t('circle.remove.question', { name: contact.name })}</p>
      <form method="post" action={localePath(`/circle?remove=${contact.id}`)} className="mt-4 space-y-4">
        <PageFormMarker id="circle-remove" />
        <input type="hidden" name="id" value={contact.id} />
        <FormProblems result={result} title={t('circle.remove.failed')} />
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button type="submit" variant="destructive" size="lg">
            <UserMinus aria-hidden />
            {t('circle.remove.submit')}
          </Button>
          <Link href="/circle" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            {t('ui.cancel')}
          </Link>
        </div>
      </form>
    </section>
  );
}
