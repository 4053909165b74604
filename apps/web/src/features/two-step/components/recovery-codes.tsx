import { Copy, Printer } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n/use-t';
import { useCopy } from '../../../lib/use-copy';
import { useHydrated } from '../../../lib/use-hydrated';

interface RecoveryCodesProps {
  codes: readonly string[];
  /**
   * The way on, shown once "I have saved these" is ticked: a button (with JavaScript) or a link to
   * the next page (also without it: the box and the link are then both plain HTML).
   */
  children: ReactNode;
}

/** Ten recovery codes, shown once: Print, Copy, and a box to tick before going on. */
export function RecoveryCodes({ codes, children }: RecoveryCodesProps) {
  const t = useT();
  const hydrated = useHydrated();
  const headingId = useId();
  const [saved, setSaved] = useState(false);
  const [copied, copy] = useCopy();

  return (
    <section aria-labelledby={headingId} className="space-y-4" data-testid="recovery-codes">
      <h3 id={headingId} className="text-xl">
        {t('two-step.codes.heading')}
      </h3>
      <p>{t('two-step.codes.intro')}</p>
      <ol className="grid gap-2 rounded-lg border-2 border-line bg-white p-4 font-mono text-lg sm:grid-cols-2">
        {codes.map((code) => (
          <li key={code} data-testid="recovery-code" className="tracking-wider">
            {code}
          </li>
        ))}
      </ol>
      {hydrated ? (
        <div className="flex flex-wrap gap-3">
          <Button type="button" variant="outline" onClick={() => window.print()}>
            <Printer aria-hidden />
            {t('two-step.codes.print')}
          </Button>
          <Button type="button" variant="outline" onClick={() => void copy(codes.join('\n'))}>
            <Copy aria-hidden />
            {t('two-step.codes.copy')}
          </Button>
        </div>
      ) : null}
      <div aria-live="polite">
        {copied !== 'idle' ? (
          <Alert tone={copied === 'copied' ? 'success' : 'error'}>
            {copied === 'copied' ? t('two-step.codes.copied') : t('two-step.codes.copy-failed')}
          </Alert>
        ) : null}
      </div>
      <label className="flex min-h-11 cursor-pointer items-center gap-3 font-bold">
        <input
          type="checkbox"
          className="size-6 shrink-0 accent-brand-800"
          checked={saved}
          onChange={(event) => setSaved(event.target.checked)}
          data-testid="recovery-codes-saved"
        />
        {t('two-step.codes.saved')}
      </label>
      {/* Without JavaScript the box cannot hold the way on back: the way on is always there. */}
      {!hydrated || saved ? children : null}
    </section>
  );
}
