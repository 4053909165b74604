import { NEWSLETTER_PATHS } from '@ta/shared';
import { Gift, Newspaper, Share2 } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'wouter';
import { useT } from '../../../i18n/use-t';

/**
 * Tips, each with something to do about it: referring a friend (only while the owner gives a referral
 * discount, `referDiscount` saying how much, `referHref` the account page's section with the client's own code and
 * link) and the
 * newsletter.
 */
export function HelpfulTips({ referDiscount, referHref }: { referDiscount: string | null; referHref: string }) {
  const headingId = useId();
  const t = useT();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-sand p-5 sm:p-7">
      <h2 id={headingId} className="text-2xl sm:text-3xl">
        {t('client.tips.heading')}
      </h2>
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        {referDiscount ? (
          <div className="flex gap-4">
            <Gift aria-hidden className="mt-1 size-8 shrink-0 text-accent-600" />
            <div className="min-w-0">
              <h3 className="text-xl">{t('client.tips.refer.title')}</h3>
              <p className="mt-1">{t('client.tips.refer.text', { discount: referDiscount })}</p>
              {/* A page load, not the app's navigation: the browser scrolls to the section it names. */}
              <a href={referHref} className="inline-flex min-h-11 items-center gap-2 font-bold underline">
                <Share2 aria-hidden className="size-5" />
                {t('client.tips.refer.link')}
              </a>
            </div>
          </div>
        ) : null}
        <div className="flex gap-4">
          <Newspaper aria-hidden className="mt-1 size-8 shrink-0 text-accent-600" />
          <div className="min-w-0">
            <h3 className="text-xl">{t('client.tips.newsletter.title')}</h3>
            <p className="mt-1">{t('client.tips.newsletter.text')}</p>
            <Link href={NEWSLETTER_PATHS.subscribe} className="inline-flex min-h-11 items-center font-bold underline">
              {t('client.tips.newsletter.link')}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
