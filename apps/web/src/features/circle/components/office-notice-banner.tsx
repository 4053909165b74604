import type { SessionUser } from '@ta/shared';
import { Info } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useLocale } from '../../../i18n/i18n-provider';
import { useLocalePath, useT } from '../../../i18n/use-t';
import { PageFormMarker } from '../../../lib/page-form';

/**
 * Shown on every page of the client area after the office added someone to the client's circle
 * (an admin's yes, not the client's): who, and where to remove them, until the client presses OK
 * (docs/circle.md, "Staff, with the client's consent"). The OK is a form, so it works without JavaScript.
 */
export function OfficeNoticeBanner({ user }: { user: SessionUser }) {
  const t = useT();
  const locale = useLocale();
  const localePath = useLocalePath();
  const names = user.officeAddedContacts;
  if (!names || names.length === 0 || user.actingFor) return null;
  const list = new Intl.ListFormat(locale, { type: 'conjunction' }).format(names);
  return (
    <section
      aria-label={t('circle.office-notice.label')}
      className="border-b-4 border-brand-700 bg-brand-50"
      data-testid="circle-office-notice"
    >
      <div className="container-page flex flex-wrap items-center justify-between gap-x-6 gap-y-3 py-3">
        <p className="flex items-start gap-2 text-lg">
          <Info aria-hidden className="mt-1 size-6 shrink-0" />
          <span>{t('circle.office-notice.text', { names: list })}</span>
        </p>
        <form method="post" action={localePath('/circle')}>
          <PageFormMarker id="circle-notice-seen" />
          <Button type="submit" variant="outline">
            {t('circle.office-notice.ok')}
          </Button>
        </form>
      </div>
    </section>
  );
}
