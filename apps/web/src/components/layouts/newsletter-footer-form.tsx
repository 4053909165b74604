import { NEWSLETTER_PATHS } from '@ta/shared';
import { useLocalePath, useT } from '../../i18n/use-t';
import { PageFormMarker } from '../../lib/page-form';
import { Button } from '../ui/button';
import { HoneypotField } from '../ui/honeypot-field';
import { Input } from '../ui/input';

/**
 * The footer's newsletter sign-up: a plain form, with or without JavaScript, posted to /newsletter
 * (the `newsletter-subscribe` page form), which says to check the e-mail or shows what to fix with
 * the typed address (docs/newsletter.md). No script of its own, so every page stays light.
 */
export function NewsletterFooterForm() {
  const t = useT();
  const localePath = useLocalePath();
  const id = 'footer-newsletter';
  const headingId = `${id}-heading`;
  return (
    <div className="relative">
      <h2 id={headingId} className="text-lg text-white">
        {t('site.newsletter.heading')}
      </h2>
      <p className="mt-1">{t('site.newsletter.intro')}</p>
      <form
        method="post"
        action={localePath(NEWSLETTER_PATHS.subscribe)}
        noValidate
        aria-labelledby={headingId}
        className="mt-3 space-y-2"
      >
        <PageFormMarker id="newsletter-subscribe" />
        <label htmlFor={`${id}-email`} className="block font-bold text-white">
          {t('site.newsletter.email')}
        </label>
        <Input id={`${id}-email`} type="email" name="email" autoComplete="email" maxLength={254} />
        <HoneypotField id={`${id}-website`} name="website" />
        <Button type="submit" variant="accent" className="w-full sm:w-auto">
          {t('site.newsletter.submit')}
        </Button>
      </form>
    </div>
  );
}
