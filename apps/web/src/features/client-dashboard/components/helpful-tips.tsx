import { defaultBusiness } from '@ta/shared';
import { Gift, Newspaper, Phone } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'wouter';
import { useT } from '../../../i18n/use-t';

const business = defaultBusiness;

/** The two fixed tips, each with something to do about it. */
export function HelpfulTips() {
  const headingId = useId();
  const t = useT();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-sand p-5 sm:p-7">
      <h2 id={headingId} className="text-2xl sm:text-3xl">
        {t('client.tips.heading')}
      </h2>
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        <div className="flex gap-4">
          <Gift aria-hidden className="mt-1 size-8 shrink-0 text-accent-600" />
          <div className="min-w-0">
            <h3 className="text-xl">{t('client.tips.refer.title')}</h3>
            <p className="mt-1">{t('client.tips.refer.text')}</p>
            <a
              href={`tel:${business.phoneE164}`}
              className="inline-flex min-h-11 items-center gap-2 font-bold underline"
            >
              <Phone aria-hidden className="size-5" />
              {t('client.tips.refer.link')}
            </a>
          </div>
        </div>
        <div className="flex gap-4">
          <Newspaper aria-hidden className="mt-1 size-8 shrink-0 text-accent-600" />
          <div className="min-w-0">
            <h3 className="text-xl">{t('client.tips.newsletter.title')}</h3>
            <p className="mt-1">{t('client.tips.newsletter.text')}</p>
            <Link href="/client-portal?tab=new" className="inline-flex min-h-11 items-center font-bold underline">
              {t('client.tips.newsletter.link')}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
