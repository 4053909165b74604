import { defaultBusiness } from '@ta/shared';
import { MapPinOff } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '../ui/button';

interface NotFoundProps {
  homeHref?: string;
  homeLabel?: string;
}

export function NotFound({ homeHref = '/', homeLabel = 'Go to the home page' }: NotFoundProps) {
  return (
    <section className="mx-auto max-w-xl py-16 text-center">
      <MapPinOff aria-hidden className="mx-auto size-16 text-accent-600" />
      <h1 className="mt-4 text-3xl sm:text-4xl">404 Page Not Found</h1>
      <p className="mt-3 text-lg">Did you forget to add the page to the router?</p>
      <p className="mt-2 text-muted">
        The page you asked for is not here. You can go back home, or call us at{' '}
        <a href={`tel:${defaultBusiness.phoneE164}`} className="font-bold whitespace-nowrap">
          {defaultBusiness.phoneDisplay}
        </a>{' '}
        and we will help.
      </p>
      <Link href={homeHref} className={buttonVariants({ size: 'lg', className: 'mt-8' })}>
        {homeLabel}
      </Link>
    </section>
  );
}
