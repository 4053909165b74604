import { defaultBusiness, LOCALE_TAGS, LOCALES, pathInLocale, pathWithoutLocale, type Locale } from '@ta/shared';
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

/** Open Graph writes a language as en_US. */
const ogLocale = (locale: Locale) => LOCALE_TAGS[locale].replace('-', '_');

/**
 * The same page in each language, for search engines (hreflang), with English as the default for
 * anyone else. Pages kept out of search engines, and pages written in one language, name none.
 */
function languageAlternates(pathname: string, origin: string): string[] {
  return [
    ...LOCALES.map(
      (locale) =>
        `<link rel="alternate" hreflang="${LOCALE_TAGS[locale]}" href="${escapeHtml(absoluteUrl(origin, pathInLocale(pathname, locale)))}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(absoluteUrl(origin, pathWithoutLocale(pathname)))}" />`,
  ];
}

/** Home page only: the business as schema.org LocalBusiness, escaped like the state script. */
function structuredData(pathname: string, origin: string, prices: readonly string[]): string {
  if (pathWithoutLocale(pathname) !== '/') return '';
  const data = localBusinessJsonLd({ business: defaultBusiness, origin, prices });
  return `<script type="application/ld+json">${serializeState(data)}</script>`;
}

/**
 * The <head> tags for one page. `origin` is the site's public origin (no trailing slash), so that
 * canonical, og:url and og:image are absolute as search engines and link previews require. `pathname`
 * is the page's whole path, with its language prefix. `prices`: the landing packages' prices, for the
 * home page's price range (read from the price list before rendering).
 */
export function renderHead(
  meta: PageMetaValue | null,
  pathname: string,
  origin: string,
  locale: Locale,
  prices: readonly string[] = [],
): string {
  const { title, description, noIndex, type = 'website', image, contentLocale } = meta ?? FALLBACK;
  const fullTitle = escapeHtml(documentTitle(title));
  const desc = escapeHtml(description);
  const url = escapeHtml(absoluteUrl(origin, contentLocale ? pathInLocale(pathname, contentLocale) : pathname));
  const alternates = noIndex || contentLocale ? [] : languageAlternates(pathname, origin);
  return [
    FONT_PRELOADS,
    `<title>${fullTitle}</title>`,
    `<meta name="description" content="${desc}" />`,
    `<link rel="canonical" href="${url}" />`,
    `<meta property="og:type" content="${type}" />`,
    `<meta property="og:site_name" content="${escapeHtml(defaultBusiness.name)}" />`,
    ...alternates,
    `<meta property="og:locale" content="${ogLocale(locale)}" />`,
    ...LOCALES.filter((other) => other !== locale && !contentLocale && !noIndex).map(
      (other) => `<meta property="og:locale:alternate" content="${ogLocale(other)}" />`,
    ),
    `<meta property="og:title" content="${fullTitle}" />`,
    `<meta property="og:description" content="${desc}" />`,
    `<meta property="og:url" content="${url}" />`,
    image ? `<meta property="og:image" content="${escapeHtml(absoluteUrl(origin, image))}" />` : '',
    noIndex ? `<meta name="robots" content="noindex" />` : '',
    structuredData(pathname, origin, prices),
  ]
    .filter(Boolean)
    .join('\n    ');
}
