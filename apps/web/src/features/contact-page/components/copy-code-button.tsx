import { Check, Copy } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n/use-t';
import { useCopy } from '../../../lib/use-copy';

/** Copies the tracking code; the outcome is announced and stays visible. */
export function CopyCodeButton({ code }: { code: string }) {
  const t = useT();
  const [state, copy] = useCopy();

  return (
    <div className="space-y-1">
      <Button type="button" variant="outline" className="w-full sm:w-auto" onClick={() => void copy(code)}>
        {state === 'copied' ? <Check aria-hidden /> : <Copy aria-hidden />}
        {state === 'copied' ? t('forms.code.copied') : t('forms.code.copy')}
      </Button>
      <p aria-live="polite" className="text-base text-muted">
        {state === 'copied' ? t('contact.code.copied') : null}
        {state === 'failed' ? t('contact.code.copy-failed') : null}
      </p>
    </div>
  );
}
