import { LOCALE_TAGS } from '@ta/shared';
import { Info, Star } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { useLocale } from '../../../i18n/i18n-provider';
import { useT } from '../../../i18n/use-t';
import { cn } from '../../../lib/cn';
import { scrollToSection } from '../../../lib/scroll-to-section';
import { formatUsd, PRICING_NOTES, PRICING_PLANS } from '../content/pricing';
import { ContactButton } from './contact-button';
import { LandingSection } from './landing-section';
import { QuotePanel, QUOTE_PANEL_ID, RequestQuoteButton } from './quote-panel';

interface PricingSectionProps {
  /** The quote form, supplied by the page (features do not import each other). */
  quoteForm: ReactNode;
  /** Open from the start: the page was asked for with the form open, or answers the form's post. */
  quoteInitiallyOpen?: boolean;
}

export function PricingSection({ quoteForm, quoteInitiallyOpen = false }: PricingSectionProps) {
  const [quoteOpen, setQuoteOpen] = useState(quoteInitiallyOpen);
  const quoteButtonRef = useRef<HTMLButtonElement>(null);
  const t = useT();
  const locale = useLocale();

  const toggleQuote = () => {
    if (quoteOpen) {
      setQuoteOpen(false);
      return;
    }
    setQuoteOpen(true);
    // Brings the new form into view under the sticky header and puts focus on it.
    scrollToSection(QUOTE_PANEL_ID);
  };
  const closeQuote = () => {
    setQuoteOpen(false);
    quoteButtonRef.current?.focus();
  };

  return (
    <LandingSection
      id="pricing"
      eyebrow={t('landing.pricing.eyebrow')}
      title={t('landing.pricing.title')}
      intro={<p>{t('landing.pricing.intro')}</p>}
      className="bg-sand"
    >
      <ul className="grid gap-6 lg:grid-cols-3">
        {PRICING_PLANS.map((plan) => (
          <li
            key={plan.name}
            className={cn(
              'relative flex flex-col rounded-2xl border-2 bg-white p-7 shadow-card',
              plan.popular ? 'border-accent-600' : 'border-line',
            )}
          >
            {plan.popular ? (
              <p className="absolute -top-4 left-7 inline-flex items-center gap-1.5 rounded-full bg-accent-600 px-3 py-1 text-base font-bold text-white">
                <Star aria-hidden className="size-4" />
                {t('landing.pricing.popular')}
              </p>
            ) : null}
            <h3 className="text-2xl">{t(plan.name)}</h3>
            <p className="mt-3">
              <span className="text-4xl font-bold text-brand-900">
                {plan.priceUsd === null
                  ? t('landing.pricing.specialized.price')
                  : formatUsd(plan.priceUsd, LOCALE_TAGS[locale])}
              </span>{' '}
              <span className="text-muted">{t(plan.priceNote)}</span>
            </p>
            <p className="mt-3 mb-6 text-base text-muted">{t(plan.description)}</p>
            {plan.quote ? (
              <RequestQuoteButton ref={quoteButtonRef} expanded={quoteOpen} onClick={toggleQuote}>
                {t(plan.cta)}
              </RequestQuoteButton>
            ) : (
              <ContactButton variant={plan.popular ? 'accent' : 'outline'} className="mt-auto w-full">
                {t(plan.cta)}
              </ContactButton>
            )}
          </li>
        ))}
      </ul>
      <QuotePanel open={quoteOpen} onClose={closeQuote}>
        {quoteForm}
      </QuotePanel>
      <div className="mt-8 rounded-2xl border border-line bg-white p-6">
        <h3 className="flex items-center gap-2 text-xl">
          <Info aria-hidden className="size-6 text-brand-700" />
          {t('landing.pricing.notes.title')}
        </h3>
        <ul className="mt-3 grid list-disc gap-x-8 gap-y-1 pl-6 md:grid-cols-2">
          {PRICING_NOTES.map((note) => (
            <li key={note}>{t(note)}</li>
          ))}
        </ul>
      </div>
    </LandingSection>
  );
}
