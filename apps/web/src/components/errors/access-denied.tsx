import { AUTH_MESSAGES, defaultBusiness } from '@ta/shared';
import { ShieldAlert } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '../ui/button';

export function AccessDenied() {
  return (
    <section className="mx-auto max-w-xl py-16 text-center">
      <ShieldAlert aria-hidden className="mx-auto size-16 text-accent-600" />
      <h1 className="mt-4 text-3xl sm:text-4xl">Access Denied</h1>
      <p className="mt-3 text-lg">{AUTH_MESSAGES.forbidden}</p>
      <p className="mt-2 text-muted">
        If you think this is a mistake, please call us at{' '}
        <a href={`tel:${defaultBusiness.phoneE164}`} className="font-bold">
          {defaultBusiness.phoneDisplay}
        </a>
        .
      </p>
      <Link href="/" className={buttonVariants({ size: 'lg', className: 'mt-8' })}>
        Go to the home page
      </Link>
    </section>
  );
}
