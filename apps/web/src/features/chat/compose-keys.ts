/** The parts of a keydown the composer looks at. */
export interface ComposeKey {
  key: string;
  shiftKey: boolean;
  /** True while an input method (Japanese, Chinese, …) is composing: Enter then picks a word. */
  isComposing: boolean;
}

/** Enter without Shift sends; Shift+Enter breaks the line. */
export function sendsOnKey({ key, shiftKey, isComposing }: ComposeKey): boolean {
  return key === 'Enter' && !shiftKey && !isComposing;
}
