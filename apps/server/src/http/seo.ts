import { LOCALE_TAGS, LOCALES, pathInLocale } from '@ta/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../config.js';

/** Public pages worth indexing; the client and back-office areas are not. */
export const PUBLIC_PATHS = [
  '/',
  '/contact',
  '/furniture-upload',
  '/track-request',
  '/blog',
  '/privacy-policy',
  '/terms-and-conditions',
  '/community-guidelines',
  '/call-me-back',
] as const;

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

const seoRoutes: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  app.get('/robots.txt', async (_request, reply) => {
    const lines = [
      'User-agent: *',
      'Disallow: /api/',
      'Disallow: /admin',
      'Disallow: /dashboard',
      'Disallow: /client-portal',
      'Disallow: /appointments',
      'Disallow: /profile',
      'Disallow: /reset-password',
      'Disallow: /sign-in/',
      'Disallow: /es/dashboard',
      'Disallow: /es/client-portal',
      'Disallow: /es/appointments',
      'Disallow: /es/profile',
      'Disallow: /es/reset-password',
      'Disallow: /es/sign-in/',
      '',
      `Sitemap: ${config.publicUrl}/sitemap.xml`,
      '',
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(lines.join('\n'));
  });

  app.get('/sitemap.xml', async (_request, reply) => {
    const posts = await app.repos.blogPosts.listPublished();
    // Each public page in every language, each naming its other-language versions (hreflang), as the
    // pages' own heads do. Blog posts are written in English only: listed once.
    const alternatesOf = (path: string) =>
      LOCALES.map(
        (locale) =>
          `<xhtml:link rel="alternate" hreflang="${LOCALE_TAGS[locale]}" href="${escapeXml(`${config.publicUrl}${pathInLocale(path, locale)}`)}"/>`,
      ).join('');
    const urls = [
      ...PUBLIC_PATHS.flatMap((path) =>
        LOCALES.map((locale) => ({
          loc: `${config.publicUrl}${pathInLocale(path, locale)}`,
          lastmod: undefined as string | undefined,
          alternates: alternatesOf(path),
        })),
      ),
      ...posts.map((post) => ({
        loc: `${config.publicUrl}/blog/${encodeURIComponent(post.slug)}`,
        lastmod: (post.updatedAt ?? post.createdAt).slice(0, 10),
        alternates: '',
      })),
    ];
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ...urls.map(
        (u) =>
          `  <url><loc>${escapeXml(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}${u.alternates}</url>`,
      ),
      '</urlset>',
      '',
    ].join('\n');
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body);
  });
};

export default seoRoutes;
