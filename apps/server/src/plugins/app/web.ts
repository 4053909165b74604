import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import {
  displayAttributes,
  displayOfCookies,
  hasLocalePages,
  LANGUAGE_COOKIE,
  localeOfPath,
  pathInLocale,
  tidyLocalePath,
  type DisplaySettings,
  type PageFormResult,
  type SessionUser,
  type SiteFeatures,
  codeMessage,
} from '@ta/shared';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config.js';
import { acceptedEncoding, COMPRESSION_THRESHOLD_BYTES } from '../../lib/compression.js';
import { compressedPage, createPageCache, type CachedPage } from '../../lib/page-cache.js';
import { callLimit } from '../../lib/rate-limits.js';
import { toSessionUser } from '../../domains/accounts/users-repository.js';
import { officeAdditionsToShow } from '../../domains/circle/index.js';
import { serviceContext } from '../../domains/service-context.js';

interface RenderResult {
  status: number;
  redirect?: string;
  lang: string;
  head: string;
  html: string;
  state: string;
  /** When the browser starts the page's app: at the visitor's first reach, or at load (the default). */
  startOn?: 'first-reach' | 'first-reach-live' | 'load';
}
type Render = (input: {
  url: string;
  user: SessionUser | null;
  origin: string;
  api: (path: string) => Promise<{ status: number; body: unknown }>;
  /** A form's result when the page answers a form sent without JavaScript. */
  form?: PageFormResult;
  /** The visitor's text size and contrast (their cookies): the header's buttons show them. */
  display: DisplaySettings;
  /** What the settings offer (texts): the pages show a feature only with its settings. */
  features: SiteFeatures;
}) => Promise<RenderResult>;

export interface RenderPageOptions {
  form?: PageFormResult;
  /** The answer's status instead of the page's own (400 for a form with problems). */
  status?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Renders the page at `request.url` for its visitor, and sends it. */
    renderPage(request: FastifyRequest, reply: FastifyReply, options?: RenderPageOptions): Promise<FastifyReply>;
  }
}

interface PageRenderer {
  render(url: string): Promise<{ template: string; render: Render }>;
}

/**
 * How long one render of a public page serves anonymous visitors (changes made elsewhere show
 * within this time), sparing the CPU a React render per request under load.
 */
const PAGE_CACHE_TTL_MS = 5_000;

/**
 * Server-side rendering of the React app (apps/web): every page's content is in the HTML,
 * then hydrates. Production serves the Vite build; development runs Vite in middleware mode.
 */
export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    if (config.web === 'off') return;
    const renderer = config.web === 'production' ? await production(app, config) : await development(app, config);
    const ctx = serviceContext(app, config);

    const notFoundLimit = app.createRateLimit(callLimit(config, 60, 60_000));

    // Built pages only (development re-renders so edits show): anonymous visitors, no query string.
    const pageCache =
      config.web === 'production' ? createPageCache({ ttlMs: PAGE_CACHE_TTL_MS, maxEntries: 200 }) : undefined;
    // Any change made through this instance (a post published, a service edited) empties it at once;
    // other instances catch up within the TTL.
    if (pageCache) {
      app.addHook('onResponse', (request, reply, done) => {
        if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) pageCache.clear();
        done();
      });
    }
    const sendPage = (reply: FastifyReply, status: number, html: string | Buffer, cacheControl: string) =>
      reply.code(status).header('cache-control', cacheControl).type('text/html; charset=utf-8').send(html);
    /** A cached page, compressed as the browser accepts it (its copy made once while it is cached). */
    const sendCachedPage = async (
      request: FastifyRequest,
      reply: FastifyReply,
      page: CachedPage,
      cacheControl: string,
    ) => {
      const encoding =
        page.html.length >= COMPRESSION_THRESHOLD_BYTES ? acceptedEncoding(request.headers['accept-encoding']) : null;
      if (!encoding) return sendPage(reply, page.status, page.html, cacheControl);
      // The compress plugin leaves an answer that already has its encoding as it is.
      reply.header('content-encoding', encoding).header('vary', 'accept-encoding');
      return sendPage(reply, page.status, await compressedPage(page, encoding), cacheControl);
    };

    app.decorate(
      'renderPage',
      async (request: FastifyRequest, reply: FastifyReply, { form, status }: RenderPageOptions = {}) => {
        // Only plain reads of a page by anonymous visitors share a render, and only with the same text
        // size and contrast: the page shows them (its <html> attributes, the header's pressed buttons).
        // Most visitors choose nothing and share one render per page.
        const display = displayOfCookies(request.cookies);
        const cacheKey =
          pageCache && request.method === 'GET' && !request.user && !request.url.includes('?')
            ? `${request.url} ${display.textSize} ${display.contrast ?? ''}`
            : undefined;
        const cached = cacheKey ? pageCache?.get(cacheKey) : undefined;
        const cacheControl = pageCacheControl(request, form);
        if (cached) return sendCachedPage(request, reply, cached, cacheControl);
        const { template, render } = await renderer.render(request.url);
        const user = request.user
          ? toSessionUser(
              request.user,
              request.session,
              request,
              await officeAdditionsToShow(ctx, request.user, request.actingFor),
            )
          : null;
        // A page's data is what the visitor would read from the API at the path the page names: the
        // route's own operation, done for them (http/page-reads.ts).
        const api = async (path: string) => app.pageReads.read(request, reply, path);
        const page = await render({
          url: request.url,
          user,
          origin: config.publicUrl,
          api,
          display,
          features: { texts: ctx.texts !== null },
          ...(form ? { form } : {}),
        });
        if (page.redirect) return reply.redirect(page.redirect, 302);
        if (page.status === 404) {
          const limit = await notFoundLimit(request);
          if (!limit.isAllowed && limit.isExceeded)
            return reply.code(429).send({ code: 'rate_limited', message: codeMessage('rate_limited') });
        }
        // The text size and contrast are on <html> from the first byte, so the first paint is right.
        const html = template
          .replace('<html lang="en-US">', `<html lang="${page.lang}">`)
          .replace(/<html\b/, `<html${displayAttributes(display)}`)
          .replace('<!--app-head-->', page.head)
          .replace('<div id="root">', `<div id="root" data-start="${page.startOn ?? 'load'}">`)
          .replace('<!--app-html-->', page.html)
          .replace('<!--app-state-->', page.state);
        // Kept as bytes: encoding a page of tens of kilobytes on every hit would cost as much as sending it.
        if (cacheKey && page.status === 200) pageCache?.set(cacheKey, { status: page.status, html: Buffer.from(html) });
        return sendPage(reply, status ?? page.status, html, cacheControl);
      },
    );

    app.get('/*', async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.url.startsWith('/api/') || request.url === '/api') return reply.callNotFound();
      const language = languageRedirect(request);
      if (language) return reply.redirect(language, 302);
      return app.renderPage(request, reply);
    });
  },
  { name: 'web', dependencies: ['session', 'rate-limit'] },
);

/** Pages reached by a secret link: the quote e-mailed to a client, an invoice's pay link, a circle invitation. */
const SECRET_LINK_PAGE = /^(?:\/es)?\/(?:quote|pay|circle\/accept)\//;

/**
 * A page is never kept by a shared cache. A page about someone (anyone signed in, a secret link, a
 * code in the query, the answer to a form, which may show something once only such as recovery codes)
 * is not stored by the browser either: after signing out, Back shows nothing of the previous person
 * (docs/security.md). Only the pages every anonymous visitor sees alike may be kept and revalidated.
 */
function pageCacheControl(request: FastifyRequest, form: PageFormResult | undefined): string {
  const aboutSomeone =
    form !== undefined || request.user || request.url.includes('?') || SECRET_LINK_PAGE.test(request.url);
  return aboutSomeone ? 'private, no-store' : 'private, no-cache';
}

/**
 * Where a page read in the wrong language goes (docs/i18n.md): the back office has no Spanish pages,
 * and a visitor who chose Spanish (the language cookie) reading an English address gets its Spanish
 * page. Search engines send no cookie, so each address keeps its own language for them.
 */
function languageRedirect(request: FastifyRequest): string | null {
  const locale = localeOfPath(request.url);
  if (tidyLocalePath(request.url) !== request.url) return tidyLocalePath(request.url);
  const plain = pathInLocale(request.url, 'en');
  if (locale === 'es' && !hasLocalePages(plain)) return plain;
  if (locale === 'en' && request.cookies[LANGUAGE_COOKIE] === 'es' && hasLocalePages(request.url)) {
    return pathInLocale(request.url, 'es');
  }
  return null;
}

async function production(app: FastifyInstance, config: AppConfig): Promise<PageRenderer> {
  const clientDir = path.join(config.webRoot, 'dist/client');
  const serverEntry = path.join(config.webRoot, 'dist/server/entry-server.js');
  const template = await fs.readFile(path.join(clientDir, 'index.html'), 'utf8').catch(() => {
    throw new Error(`The web app is not built (${clientDir} is missing). Run "npm run build" first.`);
  });
  const { render } = (await import(pathToFileURL(serverEntry).href)) as { render: Render };

  // The built assets (hashed names: kept a year) through one route that looks the file up when asked.
  // One route per file instead (@fastify/static's `wildcard: false`) made 2,200 routes of the 1,100
  // built files, about 10 MB of the server's idle memory (docs/performance.md, "Memory").
  await app.register(fastifyStatic, {
    root: path.join(clientDir, 'assets'),
    prefix: '/assets/',
    wildcard: true,
    index: false,
    preCompressed: true,
    setHeaders: (res) => res.header('cache-control', 'public, max-age=31536000, immutable'),
    cacheControl: false,
  });
  // The few files beside them (the icon): one route each, kept a day. The page template is only ever
  // served rendered.
  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    wildcard: false,
    globIgnore: ['assets/**', 'index.html'],
    index: false,
    preCompressed: true,
    decorateReply: false,
    setHeaders: (res) => res.header('cache-control', 'public, max-age=86400'),
    cacheControl: false,
  });
  return { render: async () => ({ template, render }) };
}

async function development(app: FastifyInstance, config: AppConfig): Promise<PageRenderer> {
  const { createServer } = await import('vite');
  const middie = (await import('@fastify/middie')).default;
  const vite = await createServer({
    root: config.webRoot,
    server: { middlewareMode: true, hmr: { port: config.port + 1 } },
    appType: 'custom',
  });
  await app.register(middie);
  app.use(vite.middlewares);
  app.addHook('onClose', () => vite.close());
  return {
    async render(url) {
      const raw = await fs.readFile(path.join(config.webRoot, 'index.html'), 'utf8');
      const template = await vite.transformIndexHtml(url, raw);
      const { render } = (await vite.ssrLoadModule('/src/app/entry-server.tsx')) as { render: Render };
      return { template, render };
    },
  };
}
