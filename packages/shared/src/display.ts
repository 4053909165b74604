/**
 * How a visitor reads the site: the text size and the contrast they chose in the header
 * (docs/decisions/033-text-size-and-contrast.md). Kept in cookies that the server reads, so the first
 * paint of every page is already right.
 */
export const TEXT_SIZES = ['normal', 'large', 'larger'] as const;
export type TextSize = (typeof TEXT_SIZES)[number];

/** `standard` is chosen, not assumed: without a choice the device's `prefers-contrast` decides. */
export const CONTRASTS = ['standard', 'high'] as const;
export type Contrast = (typeof CONTRASTS)[number];

/**
 * Plain checks, without zod: every page's first script uses this module, and zod stays in the forms'
 * chunk (the form's schemas are in display-schemas.ts).
 */
export const isTextSize = (value: unknown): value is TextSize => (TEXT_SIZES as readonly unknown[]).includes(value);
export const isContrast = (value: unknown): value is Contrast => (CONTRASTS as readonly unknown[]).includes(value);

export const TEXT_SIZE_COOKIE = 'text_size';
export const CONTRAST_COOKIE = 'contrast';

/** What a page is shown with: the contrast is null until chosen (the device's setting applies). */
export interface DisplaySettings {
  textSize: TextSize;
  contrast: Contrast | null;
}

export const DEFAULT_DISPLAY: DisplaySettings = { textSize: 'normal', contrast: null };

/** The settings kept in a visitor's cookies; anything unreadable is the default. */
export function displayOfCookies(cookies: Record<string, string | undefined>): DisplaySettings {
  const textSize = cookies[TEXT_SIZE_COOKIE];
  const contrast = cookies[CONTRAST_COOKIE];
  return {
    textSize: isTextSize(textSize) ? textSize : DEFAULT_DISPLAY.textSize,
    contrast: isContrast(contrast) ? contrast : null,
  };
}

/**
 * The attributes `<html>` carries for these settings (the stylesheet keys on them), with a leading
 * space: ` data-text-size="large" data-contrast="high"`. No `data-contrast` means "not chosen".
 */
export function displayAttributes({ textSize, contrast }: DisplaySettings): string {
  return ` data-text-size="${textSize}"${contrast ? ` data-contrast="${contrast}"` : ''}`;
}
