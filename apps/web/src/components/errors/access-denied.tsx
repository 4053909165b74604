import { defaultBusiness } from '@ta/shared';
import { ShieldAlert } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { useT } from '../../i18n/use-t';
import { buttonVariants } from '../ui/button';

export function AccessDenied() {
  const t = useT();
  return (
    <section className="mx-auto max-w-xl py-16 text-center">
      <ShieldAlert aria-hidden className="mx-auto size-16 text-accent-600" />
      <h1 className="mt-4 text-3xl sm:text-4xl">{t('error-pages.access-denied.title')}</h1>
      <p className="mt-3 text-lg">{t('error-pages.access-denied.text')}</p>
      <p className="mt-2 text-muted">
        <FormattedMessage
          id="error-pages.access-denied.call"
          values={{
            phone: defaultBusiness.phoneDisplay,
            phoneLink: (chunks) => (
              <a href={`tel:${defaultBusiness.phoneE164}`} className="font-bold">
                {chunks}
              </a>
            ),
          }}
        />
      </p>
      <Link href="/" className={buttonVariants({ size: 'lg', className: 'mt-8' })}>
        {t('error-pages.home')}
      </Link>
    </section>
  );
}
