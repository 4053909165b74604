import { Menu, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useT } from '../../i18n/use-t';
import { useOpeningHoursText } from '../../i18n/use-opening-hours-text';
import { Button } from '../ui/button';
import { PhoneLink } from './phone-link';

/** A row in a small-screen menu: full width and at least 48 px high. */
export const menuLinkClass =
  'flex min-h-12 w-full items-center gap-3 rounded-lg px-3 py-2 text-lg font-bold text-brand-900 no-underline hover:bg-brand-50';

interface MenuDisclosureProps {
  /** The menu's content; links call `close` when followed. */
  children: (close: () => void) => ReactNode;
}

/**
 * The header menu on small screens: a "Menu" / "Close" toggle and a panel that opens under the
 * header (decision 008). It closes on its toggle, its Close button, Escape, or a press outside;
 * the content closes it on navigation. The phone number is always at the bottom.
 */
export function MenuDisclosure({ children }: MenuDisclosureProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const t = useT();
  const openingHours = useOpeningHoursText();
  const close = () => setOpen(false);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div ref={rootRef}>
      <Button
        ref={toggleRef}
        variant="outline"
        size="compact"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <X aria-hidden /> : <Menu aria-hidden />}
        {open ? t('chrome.menu.close') : t('chrome.menu.open')}
      </Button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-7rem)] overflow-y-auto border-t border-line bg-white shadow-header-raised"
      >
        <div className="container-page py-4">
          {children(close)}
          <div className="mt-4 rounded-xl bg-brand-50 p-4">
            <p className="font-bold text-brand-950">{t('chrome.prefer-to-talk')}</p>
            <PhoneLink className="text-lg text-brand-800" />
            <p className="text-base text-muted">{t('chrome.phone-hours', { hours: openingHours })}</p>
          </div>
          <Button variant="ghost" className="mt-3 w-full" onClick={close}>
            <X aria-hidden />
            {t('chrome.menu.close-menu')}
          </Button>
        </div>
      </div>
    </div>
  );
}
