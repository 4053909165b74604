import { useState } from 'react';

/** How the last press of a Copy button went: not pressed yet, copied, or refused by the browser. */
export type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Copies a text to the clipboard and keeps how it went, for the button's label and the words announced
 * beside it. `copy` answers false when the browser refused (no clipboard access), so the caller can
 * offer another way, such as selecting the text.
 */
export function useCopy(): [CopyState, (text: string) => Promise<boolean>] {
  const [state, setState] = useState<CopyState>('idle');
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
      return true;
    } catch {
      setState('failed');
      return false;
    }
  };
  return [state, copy];
}
