import { defaultBusiness } from '@ta/shared';
import { House, MapPinOff, Phone, Search } from 'lucide-react';
import { Link } from 'wouter';
import { useT } from '../../i18n/use-t';
import { useOpeningHoursText } from '../../i18n/use-opening-hours-text';
import { buttonVariants } from '../ui/button';

interface NotFoundProps {
  homeHref?: string;
  /** The home button's words; "Go to the home page" in the page's language when not given. */
  homeLabel?: string;
  /** The public site's ways on: the tracking page and a call (the back office has no use for them). */
  showHelp?: boolean;
}

/**
 * A missing page, in plain words: what happened and where to go instead (the home page, the tracking
 * page, or a phone call). The page around it answers with status 404.
 */
export function NotFound({ homeHref = '/', homeLabel, showHelp = true }: NotFoundProps) {
  const business = defaultBusiness;
  const t = useT();
  const openingHours = useOpeningHoursText();
  // Short first: on a small phone the ways on sit on the first screen, above the chat button's corner.
  return (
    <section className="mx-auto max-w-xl pt-2 pb-6 text-center sm:py-16">
      <MapPinOff aria-hidden className="mx-auto mb-4 hidden size-16 text-accent-600 sm:block" />
      <h1 className="text-3xl sm:text-4xl">{t('error-pages.not-found.title')}</h1>
      <p className="mt-2 text-lg sm:mt-3">{t('error-pages.not-found.text')}</p>
      <div className="mt-4 flex flex-col items-stretch gap-2 sm:mt-8 sm:items-center sm:gap-3">
        <Link href={homeHref} className={buttonVariants({ size: 'lg' })}>
          <House aria-hidden />
          {homeLabel ?? t('error-pages.home')}
        </Link>
        {showHelp ? (
          <>
            <Link href="/track-request" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
              <Search aria-hidden />
              {t('error-pages.not-found.track')}
            </Link>
            <a href={`tel:${business.phoneE164}`} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
              <Phone aria-hidden />
              {t('error-pages.not-found.call', { phone: business.phoneDisplay })}
            </a>
          </>
        ) : null}
      </div>
      <p className="mt-6 text-muted">
        {t('error-pages.not-found.why')}
        {showHelp ? ` ${t('error-pages.not-found.phone-hours', { hours: openingHours })}` : ''}
      </p>
    </section>
  );
}
