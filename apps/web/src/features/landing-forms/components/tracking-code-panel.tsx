import { CircleCheck, Copy, RotateCcw, Search } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { Button, buttonVariants } from '../../../components/ui/button';
import { useT } from '../../../i18n/use-t';
import { useCopy } from '../../../lib/use-copy';

interface TrackingCodePanelProps {
  title: string;
  /** What happens next, in a sentence. */
  nextStep: string;
  code: string;
  /** The address the confirmation e-mail went to, when one was sent. */
  emailedTo: string | null;
  /** Back to an empty form. */
  onStartOver: () => void;
}

/** Length in px of a CSS value such as "104px" (computed styles are in px); 0 for "auto". */
const px = (value: string) => Number.parseFloat(value) || 0;

/**
 * Brings the whole panel into view, clear of the sticky header (its scroll margin) and of the chat
 * button (the page's bottom scroll padding), when it fits there; otherwise its top, where the code is.
 * A panel already in view stays put.
 */
function revealPanel(panel: HTMLElement) {
  const top = px(getComputedStyle(panel).scrollMarginTop);
  const bottom = window.innerHeight - px(getComputedStyle(document.documentElement).scrollPaddingBottom);
  const { top: panelTop, bottom: panelBottom, height } = panel.getBoundingClientRect();
  if (panelTop >= top && panelBottom <= bottom) return;
  panel.scrollIntoView({ block: height <= bottom - top ? 'end' : 'start' });
}

/**
 * The tracking code stays on the page with a Copy button until the person leaves (never only in a toast);
 * focus moves here so screen readers announce the result.
 */
export function TrackingCodePanel({ title, nextStep, code, emailedTo, onStartOver }: TrackingCodePanelProps) {
  const t = useT();
  const panelRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const codeRef = useRef<HTMLElement>(null);
  const [copyState, copyText] = useCopy();

  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
    if (panelRef.current) revealPanel(panelRef.current);
  }, []);

  async function copy() {
    if (await copyText(code)) return;
    // No clipboard access: select the code so the person can copy it themselves.
    const selection = window.getSelection();
    if (codeRef.current && selection) selection.selectAllChildren(codeRef.current);
  }

  return (
    <div ref={panelRef} className="scroll-mt-36 rounded-2xl border-2 border-success-700 bg-success-50 p-4 sm:p-7">
      <h3
        ref={headingRef}
        tabIndex={-1}
        className="flex items-center gap-2 text-2xl text-success-700 outline-none focus-visible:shadow-none"
      >
        <CircleCheck aria-hidden className="size-7 shrink-0" />
        {title}
      </h3>
      <p className="mt-2 text-lg">{nextStep}</p>
      <p className="mt-5 font-bold">{t('forms.code.yours')}</p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <code
          ref={codeRef}
          className="rounded-lg border-2 border-dashed border-brand-700 bg-white px-3 py-2 font-mono text-xl font-bold whitespace-nowrap text-brand-950 sm:px-4 sm:text-3xl sm:tracking-wider"
        >
          {code}
        </code>
        <Button type="button" variant="outline" onClick={copy}>
          <Copy aria-hidden />
          {copyState === 'copied' ? t('forms.code.copied') : t('forms.code.copy')}
        </Button>
      </div>
      <p aria-live="polite" className="mt-2 text-base text-muted">
        {copyState === 'copied' ? (
          t('forms.code.copied-note')
        ) : copyState === 'failed' ? (
          t('forms.code.copy-failed')
        ) : (
          <>
            {t('forms.code.keep-it')}
            {emailedTo ? (
              <>
                {' '}
                <FormattedMessage
                  id="forms.code.emailed"
                  values={{ email: <span className="[overflow-wrap:anywhere]">{emailedTo}</span> }}
                />
              </>
            ) : null}
          </>
        )}
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Link
          href={`/track-request?token=${encodeURIComponent(code)}`}
          className={buttonVariants({ variant: 'primary', size: 'lg' })}
        >
          <Search aria-hidden />
          {t('forms.code.track')}
        </Link>
        <Button type="button" variant="outline" size="lg" onClick={onStartOver}>
          <RotateCcw aria-hidden />
          {t('forms.code.another')}
        </Button>
      </div>
    </div>
  );
}
