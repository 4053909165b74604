import { describe, expect, it } from 'vitest';
import { drawable, visualOrder } from './pdf-document.js';

describe('text for the PDFs', () => {
  it('puts right-to-left words in visual order within a line, leaving the rest as it was', () => {
    expect(visualOrder('Notes: مرحبا بالعالم and more')).toBe('Notes: بالعالم مرحبا and more');
    expect(visualOrder('شقة 12 الطابق')).toBe('الطابق 12 شقة');
    expect(visualOrder('שלום עולם\nsecond line')).toBe('עולם שלום\nsecond line');
    expect(visualOrder('No right-to-left here')).toBe('No right-to-left here');
  });

  it('replaces what the font lacks with one mark per run, and drops joiners and modifiers', () => {
    const covers = (codePoint: number) => codePoint < 0x1f900;
    expect(drawable('a\u200Db😀\u{1F984}\u{1F984}c 👍🏽\uFE0F', covers)).toBe('ab😀\uFFFDc 👍');
  });
});
