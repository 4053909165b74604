import { defaultBusiness } from '@ta/shared';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { buttonVariants } from '../../../components/ui/button';
import { Card, CardContent, CardTitle } from '../../../components/ui/card';

export function ContactInfoCard() {
  const business = defaultBusiness;
  return (
    <Card highlight>
      <CardContent className="space-y-4">
        <CardTitle>Rather call?</CardTitle>
        <p className="text-base">A real person answers, {business.hours.phone}.</p>
        <a
          href={`tel:${business.phoneE164}`}
          className={buttonVariants({ variant: 'accent', size: 'xl', className: 'w-full' })}
        >
          <Phone aria-hidden />
          {business.phoneDisplay}
        </a>
        <dl className="space-y-3 text-base">
          <div className="flex gap-2">
            <dt>
              <Mail aria-hidden className="mt-3 size-5 text-brand-700" />
              <span className="sr-only">Email</span>
            </dt>
            <dd className="min-w-0">
              <a
                href={`mailto:${business.email}`}
                className="inline-flex min-h-11 items-center font-bold [overflow-wrap:anywhere]"
              >
                {business.email}
              </a>
              <span className="block text-muted">We reply within 24 hours.</span>
            </dd>
          </div>
          <div className="flex gap-2">
            <dt>
              <Clock aria-hidden className="mt-1 size-5 text-brand-700" />
              <span className="sr-only">Office hours</span>
            </dt>
            <dd>{business.hours.office.join(', ')}</dd>
          </div>
          <div className="flex gap-2">
            <dt>
              <MapPin aria-hidden className="mt-1 size-5 text-brand-700" />
              <span className="sr-only">Based in</span>
            </dt>
            <dd>{business.addressLine}</dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
