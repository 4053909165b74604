// npm run bench:report — a long home check (20 items, 30 photos) and what its report costs: building the
// report, turning the 30 stored thumbnails into JPEG, drawing the PDF, and the whole delivery (e-mail kept in
// the outbox), as p50/p99 over BENCH_RUNS runs on SQLite, with the sizes of the PDF and the e-mail.
// Goal: the whole delivery within 2 s at p99 on one core (the staff member's Finish waits for it).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { connectDatabase, migrateToLatest } from '../apps/server/src/db/connect.js';
import { serviceContext } from '../apps/server/src/domains/service-context.js';
import { buildVisitReport } from '../apps/server/src/domains/home-watch/visit-report.js';
import { deliverVisitReport } from '../apps/server/src/domains/home-watch/visit-report-delivery.js';
import { renderVisitReportPdf } from '../apps/server/src/domains/home-watch/visit-report-pdf.js';
import { loadReportThumbnails } from '../apps/server/src/domains/home-watch/visit-report-thumbnails.js';
import { seedLongVisit, seedOwnerAndHouse } from './long-visit.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const GOAL_MS = 2000;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function time(runs: number, fn: () => Promise<unknown>) {
  await fn(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-report-'));
try {
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: 'http://localhost:3000',
    DATA_DIR: dir,
  });
  const handle = connectDatabase({ sqliteFile: path.join(dir, 'bench.sqlite') });
  await migrateToLatest(handle.db);
  const app = await buildApp(config, { database: handle, logger: false });
  await app.ready();

  const { property, staff } = await seedOwnerAndHouse(app);

  /** A finished visit of the long kind; each delivery needs a visit not yet reported. */
  const longVisit = () => seedLongVisit(app, property.id, staff.id);

  const visitId = await longVisit();
  const built = await buildVisitReport(app.repos, visitId);
  if (!built) throw new Error('no report');
  const photos = await app.repos.visitReports.photos(visitId);
  const thumbnails = await loadReportThumbnails(app.photoStorage, photos);
  const pdf = await renderVisitReportPdf(built.report, thumbnails, 'en');

  const visits: number[] = [];
  for (let i = 0; i <= RUNS; i++) visits.push(await longVisit());
  const ctx = serviceContext(app, config);
  const steps = {
    'build the report': await time(RUNS, () => buildVisitReport(app.repos, visitId)),
    'thumbnails to JPEG (30)': await time(RUNS, () => loadReportThumbnails(app.photoStorage, photos)),
    'draw the PDF': await time(RUNS, () => renderVisitReportPdf(built.report, thumbnails, 'en')),
    'whole delivery': await time(RUNS, () => deliverVisitReport(ctx, visits.pop() ?? visitId)),
  };
  const email = await app.db
    .selectFrom('emailOutbox')
    .select(['attachments', 'htmlBody'])
    .where('kind', '=', 'visit-report')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  console.table(
    Object.entries(steps).map(([step, { p50, p99 }]) => ({
      step,
      'p50 ms': Number(p50.toFixed(1)),
      'p99 ms': Number(p99.toFixed(1)),
    })),
  );
  const whole = steps['whole delivery'].p99;
  console.log(
    `PDF ${(pdf.length / 1024).toFixed(0)} KB; e-mail attachments ${((email.attachments?.length ?? 0) / 1024).toFixed(0)} KB as stored (base64); ` +
      `whole delivery p99 ${whole.toFixed(0)} ms: ${whole <= GOAL_MS ? `ok (≤ ${GOAL_MS} ms)` : `MISSED (> ${GOAL_MS} ms)`}`,
  );
  await app.close();
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
