import { ChevronDown, X } from 'lucide-react';
import { useState, type ReactNode, type Ref } from 'react';
import { Button, buttonVariants } from '../../../components/ui/button';
import { PhoneLink } from '../../../components/layouts/phone-link';
import { useLocalePath, useT } from '../../../i18n/use-t';
import { cn } from '../../../lib/cn';
import { useHydrated } from '../../../lib/use-hydrated';

/** The landing request form's panel; its id is in addresses (`#quote-request`), so it stays. */
export const REQUEST_FORM_PANEL_ID = 'quote-request';
/**
 * The landing page with the request form open (`/?quote=open`, an address kept as it was): where
 * "Request Quote" leads before the page's script runs.
 */
export const REQUEST_FORM_OPEN_PARAM = 'quote';
const REQUEST_FORM_OPEN_HREF = `/?${REQUEST_FORM_OPEN_PARAM}=open#${REQUEST_FORM_PANEL_ID}`;

interface RequestFormButtonProps {
  ref: Ref<HTMLButtonElement>;
  expanded: boolean;
  onClick: () => void;
  children: string;
}

export function RequestFormButton({ ref, expanded, onClick, children }: RequestFormButtonProps) {
  const hydrated = useHydrated();
  const localePath = useLocalePath();
  // Without JavaScript the disclosure cannot open: the link asks the server for the page with it open.
  if (!hydrated) {
    return (
      <a
        href={localePath(REQUEST_FORM_OPEN_HREF)}
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
      aria-controls={REQUEST_FORM_PANEL_ID}
      onClick={onClick}
    >
      {children}
      <ChevronDown aria-hidden className={cn('transition-transform', expanded && 'rotate-180')} />
    </Button>
  );
}

interface RequestFormPanelProps {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The landing request form opens in the page, under the price cards, rather than in a dialog: a long form
 * scrolls with the page, survives 200% zoom and small phones, and keeps the phone number and the
 * rest of the page in reach, while keyboard and screen-reader users get a plain disclosure
 * (aria-expanded on the button, focus moved to the form, and back to the button on Close).
 * Once opened it stays mounted, so closing it by mistake keeps what was typed.
 */
export function RequestFormPanel({ open, onClose, children }: RequestFormPanelProps) {
  const hydrated = useHydrated();
  const t = useT();
  const localePath = useLocalePath();
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);

  return (
    <div
      id={REQUEST_FORM_PANEL_ID}
      role="region"
      aria-labelledby={`${REQUEST_FORM_PANEL_ID}-heading`}
      tabIndex={-1}
      hidden={!open}
      className="mt-8 rounded-2xl border-2 border-brand-700 bg-white p-4 shadow-card outline-none focus-visible:shadow-none sm:p-8"
    >
      {opened ? (
        <>
          <div className="mb-6 flex flex-col-reverse gap-3 sm:flex-row sm:items-start sm:justify-between">
            <div>
              <h3 id={`${REQUEST_FORM_PANEL_ID}-heading`} className="text-2xl sm:text-3xl">
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
