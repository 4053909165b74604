import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { createPgBossQueue } from '../../jobs/pg-boss-queue.js';
import { createSqliteQueue } from '../../jobs/sqlite-queue.js';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

/** The job queue (docs/jobs.md): pg-boss on PostgreSQL, the `queued_jobs` table on SQLite. */
export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const log = app.log.child({ part: 'jobs' });
    const queue =
      app.dbEngine === 'postgres'
        ? await createPgBossQueue(app.db, {
            log,
            pollSeconds: config.jobsPollSeconds,
            maintenanceSeconds: config.jobsMaintenanceSeconds,
          })
        : createSqliteQueue(app.db, { log, pollMs: config.jobsPollSeconds * 1000 });
    app.decorate('jobs', queue);
  },
  { name: 'job-queue', dependencies: ['db'] },
);
