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
    const urls = [
      ...PUBLIC_PATHS.map((path) => ({ loc: `${config.publicUrl}${path}`, lastmod: undefined as string | undefined })),
      ...posts.map((post) => ({
        loc: `${config.publicUrl}/blog/${encodeURIComponent(post.slug)}`,
        lastmod: (post.updatedAt ?? post.createdAt).slice(0, 10),
      })),
    ];
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...urls.map(
        (u) => `  <url><loc>${escapeXml(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}</url>`,
      ),
      '</urlset>',
      '',
    ].join('\n');
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body);
  });
};

export default seoRoutes;
