import { defaultBusiness } from '@ta/shared';
import { documentTitle, type PageMetaValue } from '../lib/page-meta';

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

/** The <head> tags for one page. Canonical and og:url hold the path; the server may add the origin. */
export function renderHead(meta: PageMetaValue | null, pathname: string): string {
  const { title, description, noIndex } = meta ?? FALLBACK;
  const fullTitle = escapeHtml(documentTitle(title));
  const desc = escapeHtml(description);
  const path = escapeHtml(pathname);
  return [
    `<title>${fullTitle}</title>`,
    `<meta name="description" content="${desc}" />`,
    `<link rel="canonical" href="${path}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(defaultBusiness.name)}" />`,
    `<meta property="og:locale" content="en_US" />`,
    `<meta property="og:title" content="${fullTitle}" />`,
    `<meta property="og:description" content="${desc}" />`,
    `<meta property="og:url" content="${path}" />`,
    noIndex ? `<meta name="robots" content="noindex" />` : '',
  ]
    .filter(Boolean)
    .join('\n    ');
}
