import { ChevronDown, X } from 'lucide-react';
import { useState, type ReactNode, type Ref } from 'react';
import { Button, buttonVariants } from '../../../components/ui/button';
import { PhoneLink } from '../../../components/layouts/phone-link';
import { useLocalePath, useT } from '../../../i18n/use-t';
import { cn } from '../../../lib/cn';
import { useHydrated } from '../../../lib/use-hydrated';

export const QUOTE_PANEL_ID = 'quote-request';
/** The landing page with the quote form open: where "Request Quote" leads before the page's script runs. */
export const QUOTE_OPEN_PARAM = 'quote';
const QUOTE_OPEN_HREF = `/?${QUOTE_OPEN_PARAM}=open#${QUOTE_PANEL_ID}`;

interface RequestQuoteButtonProps {
  ref: Ref<HTMLButtonElement>;
  expanded: boolean;
  onClick: () => void;
  children: string;
}

export function RequestQuoteButton({ ref, expanded, onClick, children }: RequestQuoteButtonProps) {
  const hydrated = useHydrated();
  const localePath = useLocalePath();
  // Without JavaScript the disclosure cannot open: the link asks the server for the page with it open.
  if (!hydrated) {
    return (
      <a
        href={localePath(QUOTE_OPEN_HREF)}
        className={buttonVariants({ variant: 'outline', size: 'lg', className: 'mt-auto w-full' })}
      >
        {children}
        <ChevronDown aria-hidden />
      </a>
    );
  }
  return (
    <Button
      ref={ref}
      type="button"
      variant="outline"
      size="lg"
      className="mt-auto w-full"
      aria-expanded={expanded}
      aria-controls={QUOTE_PANEL_ID}
      onClick={onClick}
    >
      {children}
      <ChevronDown aria-hidden className={cn('transition-transform', expanded && 'rotate-180')} />
    </Button>
  );
}

interface QuotePanelProps {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The quote form opens in the page, under the price cards, rather than in a dialog: a long form
 * scrolls with the page, survives 200% zoom and small phones, and keeps the phone number and the
 * rest of the page in reach, while keyboard and screen-reader users get a plain disclosure
 * (aria-expanded on the button, focus moved to the form, and back to the button on Close).
 * Once opened it stays mounted, so closing it by mistake keeps what was typed.
 */
export function QuotePanel({ open, onClose, children }: QuotePanelProps) {
  const hydrated = useHydrated();
  const t = useT();
  const localePath = useLocalePath();
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);

  return (
    <div
      id={QUOTE_PANEL_ID}
      role="region"
      aria-labelledby={`${QUOTE_PANEL_ID}-heading`}
      tabIndex={-1}
      hidden={!open}
      className="mt-8 rounded-2xl border-2 border-brand-700 bg-white p-4 shadow-card outline-none focus-visible:shadow-none sm:p-8"
    >
      {opened ? (
        <>
          <div className="mb-6 flex flex-col-reverse gap-3 sm:flex-row sm:items-start sm:justify-between">
            <div>
              <h3 id={`${QUOTE_PANEL_ID}-heading`} className="text-2xl sm:text-3xl">
                {t('landing.quote.title')}
              </h3>
              <p className="prose-width mt-2 text-lg text-muted">{t('landing.quote.intro')}</p>
              <p className="mt-1 flex flex-wrap items-center gap-x-2 text-lg text-muted">
                {t('landing.quote.prefer-to-talk')} <PhoneLink prefix={t('site.call')} />
              </p>
            </div>
            {hydrated ? (
              <Button type="button" variant="ghost" className="self-end sm:self-start" onClick={onClose}>
                <X aria-hidden />
                {t('landing.quote.close')}
              </Button>
            ) : (
              <a
                href={localePath('/#pricing')}
                className={buttonVariants({ variant: 'ghost', className: 'self-end sm:self-start' })}
              >
                <X aria-hidden />
                {t('landing.quote.close')}
              </a>
            )}
          </div>
          {children}
        </>
      ) : null}
    </div>
  );
}
