import type { IncomingMessage, ServerResponse } from 'node:http';
import { EMAIL_SIGN_IN_PATHS, pathWithoutLocale } from '@ta/shared';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppConfig } from '../../config.js';

/**
 * Where a form of ours may lead the browser besides our own pages: the Pay button without JavaScript
 * is a form whose answer is a redirect to Stripe's hosted page (docs/payments.md), and browsers hold
 * a form's redirects to `form-action` too. Stripe's page only when card payments are set up; the
 * tests' stand-in for Stripe (STRIPE_API_URL) serves that page itself.
 */
function cardPageOrigins(config: AppConfig): string[] {
  if (!config.stripe) return [];
  const { apiUrl } = config.stripe;
  return ['https://checkout.stripe.com', ...(apiUrl ? [new URL(apiUrl).origin] : [])];
}

/**
 * Security headers with a strict Content Security Policy. Scripts only from our own origin
 * (the server-rendered state is a non-executable JSON script). Inline style attributes are
 * allowed because Radix positions popovers with them.
 */
function helmetOptions(config: AppConfig): HelmetOptions {
  const dev = config.web === 'development';
  const https = config.publicUrl.startsWith('https:');
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // Vite's dev server injects an inline React Refresh preamble; production has none.
        scriptSrc: dev ? ["'self'", "'unsafe-inline'"] : ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: dev ? ["'self'", 'ws:', 'wss:'] : ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'", ...cardPageOrigins(config)],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: config.env === 'production' ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Agrees with frame-ancestors 'none' for browsers that only know the older header.
    xFrameOptions: { action: 'deny' },
  };
}

/**
 * Browser features no page of ours uses, turned off for the page and anything it could embed, so
 * an injected script or frame cannot ask a senior for their camera, location or payment details.
 * Photos are chosen with a file input, which needs none of these.
 */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');

/**
 * Pages whose URL carries a one-time secret (a reset link's token, an e-mailed sign-in link's token),
 * in either language: requests made from them (its
 * assets, its form post) carry only our origin as Referer, never the URL, so the token does not reach
 * an access log. Not `no-referrer`: browsers then send `Origin: null` with the form post, which the
 * cross-site guard rightly refuses.
 */
const SECRET_URL_PAGES = ['/reset-password', EMAIL_SIGN_IN_PATHS.link];

/**
 * A circle invitation's link, /circle/accept/<token> (docs/circle.md), in either language, and the
 * sign-in page on its way back there (/auth?next=/circle/accept/<token>): the token is in the URL.
 */
const INVITATION_PAGE = /^(?:\/es)?\/circle\/accept\//;
const SIGN_IN_TO_INVITATION = /^(?:\/es)?\/auth\/?\?(?:.*&)?next=(?:\/|%2F)circle(?:\/|%2F)accept(?:\/|%2F)/i;

/** An invoice e-mail's pay link, /pay/<token> (docs/payments.md), in either language: the token is in the URL. */
const PAY_LINK_PAGE = /^(?:\/es)?\/pay\//;

/**
 * The headers helmet sets for these options, named in lower case as Fastify keeps them. They depend
 * only on the configuration (no nonces, no per-route options), so helmet runs once at start against a
 * recording response instead of on every request, where parsing its options again cost about a tenth
 * of a small API call's time.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => void (failure = error),
  );
  if (failure) throw failure;
  return headers;
}

/**
 * The security headers of pages and assets, for this configuration, and HSTS apart: it goes only on
 * answers over HTTPS (see `httpsTest`).
 */
function pageSecurityHeaders(config: AppConfig): { headers: Record<string, string>; hsts: string | undefined } {
  const { 'strict-transport-security': hsts, ...headers } = helmetHeaders(helmetOptions(config));
  return { headers: { ...headers, 'permissions-policy': PERMISSIONS_POLICY }, hsts };
}

/**
 * The security headers of JSON answers (everything under /api/). A JSON answer is never a document
 * the browser renders, so it carries the headers that still mean something for it, as the OWASP REST
 * Security Cheat Sheet lists them: a policy that lets it load nothing and be framed nowhere, no
 * sniffing, no framing for older browsers, same-origin reads only (and HSTS, as pages). The document-only
 * headers (opener and agent-cluster isolation, DNS prefetch, IE's download and XSS options, Flash's
 * cross-domain policy) are left off: each header costs every call its validation and bytes, and the
 * twelve page headers cost a bare server a fifth of its time per small answer.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/** Whether a request's answer is JSON from the API (its URL is under /api/). */
function isApiUrl(url: string): boolean {
  return url.startsWith('/api/');
}

function isSecretUrlPage(url: string): boolean {
  const rawPath = url.split('?', 1)[0] ?? url;
  if (INVITATION_PAGE.test(rawPath) || PAY_LINK_PAGE.test(rawPath) || SIGN_IN_TO_INVITATION.test(url)) return true;
  const path = pathWithoutLocale(rawPath);
  return SECRET_URL_PAGES.some((page) => path === page || path === `${page}/`);
}

/**
 * Whether a request came over HTTPS, the only answers that may carry HSTS (RFC 6797 §7.2: a browser
 * ignores it over plain http, and sending it there only confuses a check). Behind a trusted proxy its
 * `X-Forwarded-Proto` says (Fastify's `request.protocol`); with no trusted proxy, the server cannot
 * tell a TLS-terminating proxy in front of it from none, so the public address decides.
 */
function httpsTest(config: AppConfig): (request: FastifyRequest) => boolean {
  if (config.trustProxy !== false) return (request) => request.protocol === 'https';
  const publicHttps = config.publicUrl.startsWith('https:');
  return (request) => publicHttps || request.protocol === 'https';
}

export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const { headers: pageHeaders, hsts } = pageSecurityHeaders(config);
    const secretPageHeaders = { ...pageHeaders, 'referrer-policy': 'strict-origin' };
    const overHttps = httpsTest(config);
    app.addHook('onRequest', (request, reply, done) => {
      const { url } = request;
      reply.headers(isApiUrl(url) ? API_SECURITY_HEADERS : isSecretUrlPage(url) ? secretPageHeaders : pageHeaders);
      if (hsts && overHttps(request)) reply.header('strict-transport-security', hsts);
      done();
    });
  },
  { name: 'helmet' },
);
