import { defaultBusiness } from '@ta/shared';
import { PRICING_PLANS } from '../features/landing/content/pricing';
import { documentTitle, type PageMetaValue } from '../lib/page-meta';
import { localBusinessJsonLd } from './local-business-json-ld';
import { serializeState } from './serialize-state';
import boldFont from '@fontsource/atkinson-hyperlegible/files/atkinson-hyperlegible-latin-700-normal.woff2?url';
import regularFont from '@fontsource/atkinson-hyperlegible/files/atkinson-hyperlegible-latin-400-normal.woff2?url';

/** The two faces every page uses load with the page, so text does not reflow when they arrive. */
const FONT_PRELOADS = [regularFont, boldFont]
  .map((href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin />`)
  .join('');

const FALLBACK: PageMetaValue = {
  title: defaultBusiness.name,
  description: defaultBusiness.tagline,
};

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Link previews need absolute URLs; a site path gets the origin. */
function absoluteUrl(origin: string, pathOrUrl: string): string {
  return /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/** Home page only: the business as schema.org LocalBusiness, escaped like the state script. */
function structuredData(pathname: string, origin: string): string {
  if (pathname !== '/') return '';
  const data = localBusinessJsonLd({
    business: defaultBusiness,
    origin,
    prices: PRICING_PLANS.map((plan) => plan.price),
  });
  return `<script type="application/ld+json">${serializeState(data)}</script>`;
}

/**
 * The <head> tags for one page. `origin` is the site's public origin (no trailing slash), so that
 * canonical, og:url and og:image are absolute as search engines and link previews require.
 */
export function renderHead(meta: PageMetaValue | null, pathname: string, origin: string): string {
  const { title, description, noIndex, type = 'website', image } = meta ?? FALLBACK;
  const fullTitle = escapeHtml(documentTitle(title));
  const desc = escapeHtml(description);
  const url = escapeHtml(absoluteUrl(origin, pathname));
  return [
    FONT_PRELOADS,
    `<title>${fullTitle}</title>`,
    `<meta name="description" content="${desc}" />`,
    `<link rel="canonical" href="${url}" />`,
    `<meta property="og:type" content="${type}" />`,
    `<meta property="og:site_name" content="${escapeHtml(defaultBusiness.name)}" />`,
    `<meta property="og:locale" content="en_US" />`,
    `<meta property="og:title" content="${fullTitle}" />`,
    `<meta property="og:description" content="${desc}" />`,
    `<meta property="og:url" content="${url}" />`,
    image ? `<meta property="og:image" content="${escapeHtml(absoluteUrl(origin, image))}" />` : '',
    noIndex ? `<meta name="robots" content="noindex" />` : '',
    structuredData(pathname, origin),
  ]
    .filter(Boolean)
    .join('\n    ');
}
