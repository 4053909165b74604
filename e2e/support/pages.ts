/** Every public and account page, by its English address (`inSpanish` gives its Spanish one). */
export const PUBLIC_PAGES = [
  '/',
  '/contact',
  '/furniture-upload',
  '/track-request',
  '/blog',
  '/privacy-policy',
  '/terms-and-conditions',
  '/community-guidelines',
  '/call-me-back',
  '/newsletter',
  '/newsletter/confirm' /* without a token: the link is not valid */,
  '/newsletter/unsubscribe' /* without its parts: the link is not valid */,
  '/auth',
  '/auth?tab=register',
  '/forgot-password',
  '/reset-password?token=x',
  '/sign-in/email',
  '/sign-in/code',
  '/sign-in/link?token=x',
  '/no-such-page',
];

/** The client area's pages, by their English addresses. */
export const CLIENT_PAGES = [
  '/dashboard',
  '/client-portal',
  '/client-portal?tab=new',
  '/appointments',
  '/plans',
  '/properties',
  '/properties/new',
  '/profile',
];

/** A page's Spanish address (docs/i18n.md). */
export const inSpanish = (path: string) => (path === '/' ? '/es' : `/es${path}`);
