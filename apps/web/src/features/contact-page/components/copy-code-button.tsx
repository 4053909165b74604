import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';

type CopyState = 'idle' | 'copied' | 'failed';

/** Copies the tracking code; the outcome is announced and stays visible. */
export function CopyCodeButton({ code }: { code: string }) {
  const [state, setState] = useState<CopyState>('idle');

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  return (
    <div className="space-y-1">
      <Button type="button" variant="outline" className="w-full sm:w-auto" onClick={copy}>
        {state === 'copied' ? <Check aria-hidden /> : <Copy aria-hidden />}
        {state === 'copied' ? 'Copied' : 'Copy code'}
      </Button>
      <p aria-live="polite" className="text-base text-muted">
        {state === 'copied' ? 'The tracking code is copied. You can paste it anywhere.' : null}
        {state === 'failed' ? 'Copying did not work here. Please write the code down.' : null}
      </p>
    </div>
  );
}
