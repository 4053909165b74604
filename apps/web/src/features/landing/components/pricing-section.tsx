import { defaultBusiness, LOCALE_TAGS } from '@ta/shared';
import { Info, Star } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { useLocale } from '../../../i18n/i18n-provider';
import { useT } from '../../../i18n/use-t';
import { cn } from '../../../lib/cn';
import { scrollToSection } from '../../../lib/scroll-to-section';
import { Spinner } from '../../../components/ui/spinner';
import { usePriceList } from '../api/price-list';
import { CUSTOM_PLAN, formatPrice, pricingNotes } from '../content/pricing';
import { ContactButton } from './contact-button';
import { LandingSection, useSectionWords } from './landing-section';
import { RequestFormPanel, REQUEST_FORM_PANEL_ID, RequestFormButton } from './request-form-panel';

interface PricingSectionProps {
  /** The landing request form, supplied by the page (features do not import each other). */
  requestForm: ReactNode;
  /** Open from the start: the page was asked for with the form open, or answers the form's post. */
  requestFormInitiallyOpen?: boolean;
}

export function PricingSection({ requestForm, requestFormInitiallyOpen = false }: PricingSectionProps) {
  const [requestFormOpen, setRequestFormOpen] = useState(requestFormInitiallyOpen);
  const requestButtonRef = useRef<HTMLButtonElement>(null);
  const t = useT();
  const words = useSectionWords('pricing');
  const locale = useLocale();
  const localeTag = LOCALE_TAGS[locale];
  // In the server HTML already (the home page's prefetch); read again after the owner changes a price.
  const priceList = usePriceList();
  const packages = priceList.data?.packages ?? [];
  const notes = priceList.data ? pricingNotes(priceList.data, localeTag) : [];

  const toggleRequestForm = () => {
    if (requestFormOpen) {
      setRequestFormOpen(false);
      return;
    }
    setRequestFormOpen(true);
    // Brings the new form into view under the sticky header and puts focus on it.
    scrollToSection(REQUEST_FORM_PANEL_ID);
  };
  const closeRequestForm = () => {
    setRequestFormOpen(false);
    requestButtonRef.current?.focus();
  };

  return (
    <LandingSection id="pricing" {...words} className="bg-sand">
      <ul className="grid gap-6 lg:grid-cols-3">
        {packages.map((plan) => (
          <PlanCard
            key={plan.id}
            popular={plan.popular}
            name={locale === 'es' ? plan.nameEs : plan.name}
            price={formatPrice(plan.amountCents, localeTag)}
            priceNote={t('landing.pricing.flat-rate')}
            description={(locale === 'es' ? plan.descriptionEs : plan.description) ?? ''}
          >
            <ContactButton variant={plan.popular ? 'accent' : 'outline'} className="mt-auto w-full">
              {t('landing.get-started')}
            </ContactButton>
          </PlanCard>
        ))}
        <PlanCard
          popular={false}
          name={t(CUSTOM_PLAN.name)}
          price={t(CUSTOM_PLAN.price)}
          priceNote={t(CUSTOM_PLAN.priceNote)}
          description={t(CUSTOM_PLAN.description)}
        >
          <RequestFormButton ref={requestButtonRef} expanded={requestFormOpen} onClick={toggleRequestForm}>
            {t(CUSTOM_PLAN.cta)}
          </RequestFormButton>
        </PlanCard>
      </ul>
      {priceList.isPending ? (
        <div className="mt-6">
          <Spinner label={t('landing.pricing.loading')} showLabel />
        </div>
      ) : null}
      {priceList.isError ? (
        <p role="alert" className="mt-6 rounded-2xl border-2 border-line bg-white p-5 text-lg">
          {t('landing.pricing.unavailable', { phone: defaultBusiness.phoneDisplay })}
        </p>
      ) : null}
      <RequestFormPanel open={requestFormOpen} onClose={closeRequestForm}>
        {requestForm}
      </RequestFormPanel>
      {notes.length > 0 ? (
        <div className="mt-8 rounded-2xl border border-line bg-white p-6">
          <h3 className="flex items-center gap-2 text-xl">
            <Info aria-hidden className="size-6 text-brand-700" />
            {t('landing.pricing.notes.title')}
          </h3>
          <ul className="mt-3 grid list-disc gap-x-8 gap-y-1 pl-6 md:grid-cols-2">
            {notes.map((note) => (
              <li key={note.id}>{t(note.id, note.values)}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </LandingSection>
  );
}

interface PlanCardProps {
  name: string;
  price: string;
  priceNote: string;
  description: string;
  popular: boolean;
  /** The card's button. */
  children: ReactNode;
}

function PlanCard({ name, price, priceNote, description, popular, children }: PlanCardProps) {
  const t = useT();
  return (
    <li
      className={cn(
        'relative flex flex-col rounded-2xl border-2 bg-white p-7 shadow-card',
        popular ? 'border-accent-600' : 'border-line',
      )}
    >
      {popular ? (
        <p className="absolute -top-4 left-7 inline-flex items-center gap-1.5 rounded-full bg-accent-600 px-3 py-1 text-base font-bold text-white">
          <Star aria-hidden className="size-4" />
          {t('landing.pricing.popular')}
        </p>
      ) : null}
      <h3 className="text-2xl">{name}</h3>
      <p className="mt-3">
        <span className="text-4xl font-bold text-brand-900">{price}</span>{' '}
        <span className="text-muted">{priceNote}</span>
      </p>
      <p className="mt-3 mb-6 text-base text-muted">{description}</p>
      {children}
    </li>
  );
}
