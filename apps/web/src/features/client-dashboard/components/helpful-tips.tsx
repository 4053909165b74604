import { defaultBusiness } from '@ta/shared';
import { Gift, Newspaper, Phone } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'wouter';

const business = defaultBusiness;

/** The two fixed tips, each with something to do about it. */
export function HelpfulTips() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-sand p-5 sm:p-7">
      <h2 id={headingId} className="text-2xl sm:text-3xl">
        Helpful tips
      </h2>
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        <div className="flex gap-4">
          <Gift aria-hidden className="mt-1 size-8 shrink-0 text-accent-600" />
          <div className="min-w-0">
            <h3 className="text-xl">Refer a friend, get a discount</h3>
            <p className="mt-1">
              Know someone who could use a hand? Ask them to mention your name when they book with us, and you will get
              a discount on your next visit.
            </p>
            <a
              href={`tel:${business.phoneE164}`}
              className="inline-flex min-h-11 items-center gap-2 font-bold underline"
            >
              <Phone aria-hidden className="size-5" />
              Call us to refer a friend
            </a>
          </div>
        </div>
        <div className="flex gap-4">
          <Newspaper aria-hidden className="mt-1 size-8 shrink-0 text-accent-600" />
          <div className="min-w-0">
            <h3 className="text-xl">Subscribe to our newsletter</h3>
            <p className="mt-1">
              Seasonal reminders, helpful tips and special offers, a few times a year. Tick Promotional Communications
              on the New Request form to sign up.
            </p>
            <Link href="/client-portal?tab=new" className="inline-flex min-h-11 items-center font-bold underline">
              Open the New Request form
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
