// npm run bench:pages — Lighthouse mobile scores for the public pages, the client's pages and the back office's
// appointments day (English and Spanish), and the landing page's JavaScript weight, measured on the built site
// (`npm run build` first) served from a fresh database. Goals (docs/performance.md): performance ≥ 98 with total
// blocking time ≤ 150 ms on every page; the landing's JavaScript ≤ 80 KB gzipped, its messages included.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumExecutableOrExit } from '../scripts/chromium.js';
import { LONG_VISIT, seedReportForPages } from './long-visit.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3300);
const ORIGIN = `http://127.0.0.1:${PORT}`;
// The Spanish pages too (docs/i18n.md): the same structure, in the other language's words.
const PAGES = (
  process.env.BENCH_PAGES ?? '/,/contact,/blog,/track-request,/auth,/es,/es/contact,/es/auth,/es/blog,/es/track-request'
).split(',');
/** The client's own pages, signed in (BENCH_REPORT=0 leaves out these and the back office's). */
const CLIENT_PAGES = ['/dashboard', '/client-portal', '/appointments', '/es/dashboard', '/es/appointments'];
const GOAL = { performance: 98, tbtMs: 150, landingKb: 80 };
const CHROMIUM = chromiumExecutableOrExit();

if (!fs.existsSync('apps/server/dist/server.js')) {
  console.error('Build the site first: npm run build');
  process.exit(1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ta-bench-pages-'));
// A client's report of a long home check (20 items, 30 photos), measured like the public pages;
// BENCH_REPORT=0 leaves it out.
const report = process.env.BENCH_REPORT === '0' ? null : await seedReportForPages(dataDir, ORIGIN);
const server = spawn(process.execPath, ['apps/server/dist/server.js'], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(PORT),
    HOST: '127.0.0.1',
    PUBLIC_URL: ORIGIN,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

async function waitForServer() {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${ORIGIN}/`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the server did not start');
}

/**
 * Gzipped bytes of the JavaScript the landing page names in its HTML: the scripts it runs at load, and the
 * app code it downloads ahead (modulepreload) and runs at the visitor's first reach (decision 065).
 */
async function landingJavaScript() {
  const html = await (await fetch(`${ORIGIN}/`)).text();
  const measure = async (sources) => {
    let raw = 0;
    let gzipped = 0;
    for (const src of sources) {
      const bytes = Buffer.from(await (await fetch(new URL(src, ORIGIN))).arrayBuffer());
      raw += bytes.length;
      gzipped += gzipSync(bytes, { level: 9 }).length;
    }
    return { files: sources.size, raw, gzipped };
  };
  const atLoad = new Set([...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)].map((m) => m[1]));
  const ahead = new Set(
    [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)]
      .map((m) => m[1])
      .filter((src) => !atLoad.has(src)),
  );
  return { atLoad: await measure(atLoad), ahead: await measure(ahead) };
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/** Signs in through the API as the login form does; answers the session's Cookie header. */
async function signIn(credentials) {
  const login = await fetch(`${ORIGIN}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    body: JSON.stringify(credentials),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (!login.ok || !cookie) throw new Error(`${credentials.username} could not sign in: HTTP ${login.status}`);
  return cookie;
}

/**
 * What a page's main thread did under Lighthouse's throttling (BENCH_DETAIL=1): its longest tasks and the
 * scripts that cost the most, to find what blocks a page before changing it.
 */
function detailOf(label, lhr) {
  const file = (url) => (url ? url.replace(ORIGIN, '') : 'the page');
  const tasks = (lhr.audits['long-tasks']?.details?.items ?? [])
    .slice(0, 6)
    .map((t) => `${Math.round(t.startTime)}+${Math.round(t.duration)} ms ${file(t.url)}`);
  const scripts = (lhr.audits['bootup-time']?.details?.items ?? [])
    .slice(0, 5)
    .map(
      (s) => `${file(s.url)} ${Math.round(s.scripting)} ms scripting, ${Math.round(s.scriptParseCompile)} ms compiling`,
    );
  const work = (lhr.audits['mainthread-work-breakdown']?.details?.items ?? [])
    .slice(0, 5)
    .map((w) => `${w.groupLabel} ${Math.round(w.duration)} ms`);
  // What the page asked for before it first painted, in the load Lighthouse observed: the simulated first
  // paint waits for each of these.
  const firstPaint = lhr.audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaint ?? 0;
  const startedAt = lhr.audits.metrics?.details?.items?.[0]?.observedNavigationStart ?? 0;
  const early = (lhr.audits['network-requests']?.details?.items ?? [])
    .filter((r) => r.networkRequestTime !== undefined && r.networkRequestTime - startedAt < firstPaint)
    .map((r) => `${file(r.url)} ${Math.round((r.transferSize ?? 0) / 1024)} KB`);
  return (
    `  ${label}\n    long tasks: ${tasks.join('; ') || 'none'}\n    scripts: ${scripts.join('; ')}\n` +
    `    main thread: ${work.join('; ')}\n    asked before the first paint (${Math.round(firstPaint)} ms): ${early.join('; ')}`
  );
}

let chrome;
try {
  await waitForServer();
  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const rows = [];
  let landingScripts;
  const pages = PAGES.map((page) => ({ page, label: page, headers: undefined }));
  if (report) {
    const client = { Cookie: await signIn(report.signIn) };
    for (const page of CLIENT_PAGES) pages.push({ page, label: `${page} (client)`, headers: client });
    const { items, issues, photosPerIssue } = LONG_VISIT;
    for (const prefix of ['', '/es'])
      pages.push({
        page: `${prefix}/reports/${report.visitId}`,
        label: `${prefix}/reports/{id} (${items} items, ${issues * photosPerIssue} photos)`,
        headers: client,
      });
    // A post with six comments and three of the business's answers, and its form (docs/blog-comments.md).
    for (const prefix of ['', '/es'])
      pages.push({ page: `${prefix}/blog/${report.postSlug}`, label: `${prefix}/blog/{post} (9 comments)` });
    // The staff member's day on a phone: Lighthouse's mobile screen, like every row.
    pages.push({
      page: '/admin/appointments',
      label: "/admin/appointments (staff, today's 6 visits)",
      headers: { Cookie: await signIn(report.staffSignIn) },
    });
  }
  // A server that has been running a while: each page rendered once before it is measured, as it would be on a
  // live site. Without it the first page measured paid for the server's first render (JIT, caches) alone.
  for (const { page, headers } of pages) await (await fetch(`${ORIGIN}${page}`, { headers })).arrayBuffer();
  const failing = [];
  const details = [];
  for (const { page, label, headers } of pages) {
    const measure = () =>
      lighthouse(`${ORIGIN}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        ...(headers ? { extraHeaders: headers } : {}),
      });
    let result = await measure();
    // Lighthouse sometimes loses its own trace (NO_NAVSTART) and asks to be run again: once.
    if (result.lhr.runtimeError) result = await measure();
    // A run Lighthouse could not finish (the page never painted, a time-out) says so, not a score of 0 alone.
    if (result.lhr.runtimeError)
      failing.push(`${page}: Lighthouse could not measure it (${result.lhr.runtimeError.message})`);
    const c = result.lhr.categories;
    const score = (k) => Math.round((c[k]?.score ?? 0) * 100);
    // Name what costs points outside performance, so a score below 100 says why.
    for (const key of ['accessibility', 'best-practices', 'seo']) {
      for (const ref of c[key]?.auditRefs ?? []) {
        const audit = result.lhr.audits[ref.id];
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
          const detail = (audit.details?.items ?? [])
            .map((i) => i.issueType ?? i.description ?? i.source?.url ?? '')
            .filter(Boolean)
            .join('; ');
          failing.push(`${page} ${key}: ${audit.id} — ${audit.title}${detail ? ` (${detail})` : ''}`);
        }
      }
    }
    if (page === '/') {
      const scripts = result.lhr.audits['resource-summary']?.details?.items?.find((i) => i.resourceType === 'script');
      landingScripts = scripts ? { files: scripts.requestCount, transfer: scripts.transferSize } : undefined;
    }
    if (process.env.BENCH_DETAIL === '1') details.push(detailOf(label, result.lhr));
    // BENCH_REPORTS_DIR=dir keeps each page's whole Lighthouse report there, to compare two runs of a page.
    if (process.env.BENCH_REPORTS_DIR) {
      fs.mkdirSync(process.env.BENCH_REPORTS_DIR, { recursive: true });
      const name = `${page.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}-${Date.now()}.json`;
      fs.writeFileSync(path.join(process.env.BENCH_REPORTS_DIR, name), JSON.stringify(result.lhr));
    }
    const tbtMs = result.lhr.audits['total-blocking-time']?.numericValue ?? 0;
    const met = score('performance') >= GOAL.performance && tbtMs <= GOAL.tbtMs;
    rows.push({
      page: label,
      goal: met ? 'met' : 'MISSED',
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      FCP: result.lhr.audits['first-contentful-paint']?.displayValue,
      LCP: result.lhr.audits['largest-contentful-paint']?.displayValue,
      TBT: result.lhr.audits['total-blocking-time']?.displayValue,
      CLS: result.lhr.audits['cumulative-layout-shift']?.displayValue,
      SI: result.lhr.audits['speed-index']?.displayValue,
    });
  }
  console.log('\nLighthouse, mobile (simulated throttling), built site on SQLite:');
  console.table(rows);
  const missed = rows.filter((row) => row.goal !== 'met').length;
  console.log(
    `Goal performance ≥ ${GOAL.performance} and TBT ≤ ${GOAL.tbtMs} ms: met on ${rows.length - missed} of ${rows.length} pages`,
  );
  if (failing.length) console.log(`Audits that cost points:\n  ${failing.join('\n  ')}`);
  if (details.length) console.log(`\nWhere each page's main thread went (BENCH_DETAIL=1):\n${details.join('\n')}`);
  if (landingScripts) {
    console.log(
      `Landing page JavaScript downloaded during the Lighthouse load: ${landingScripts.files} file(s), ${kb(landingScripts.transfer)} on the wire (brotli)`,
    );
  }
  const { atLoad, ahead } = await landingJavaScript();
  console.log(
    `Landing page JavaScript it runs before it can be used: ${atLoad.files} file(s), ${kb(atLoad.raw)} raw, ${kb(atLoad.gzipped)} gzipped (goal ≤ ${GOAL.landingKb} KB gzipped)`,
  );
  console.log(
    `Landing page app code downloaded ahead, run at the first reach: ${ahead.files} file(s), ${kb(ahead.raw)} raw, ${kb(ahead.gzipped)} gzipped`,
  );
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
