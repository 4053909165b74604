/**
 * The newsletter's pages (docs/newsletter.md): subscribe (also the footer form's target), confirm,
 * unsubscribe. A file of its own, without schemas: the footer on every page names them, and the
 * code every page loads must not carry the form libraries.
 */
export const NEWSLETTER_PATHS = {
  subscribe: '/newsletter',
  confirm: '/newsletter/confirm',
  unsubscribe: '/newsletter/unsubscribe',
} as const;
