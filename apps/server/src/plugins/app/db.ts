import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config.js';
import { connectDatabase, migrateToLatest, type DatabaseHandle, type Engine } from '../../db/connect.js';
import type { Database } from '../../db/types.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dbEngine: Engine;
    /** PostgreSQL's connection string, for connections outside the pool (chat LISTEN). */
    dbUrl: string | undefined;
  }
}

export interface DbPluginOptions {
  config: AppConfig;
  /** An already open database (tests hand in a fresh one); otherwise one is opened from config. */
  database?: DatabaseHandle;
}

export default fp<DbPluginOptions>(
  async (app, { config, database }) => {
    const migrate = async (target: DatabaseHandle) => {
      const applied = await migrateToLatest(target.db);
      if (applied.length) app.log.info({ applied }, 'database migrated');
    };
    const onPoolError = (err: Error) => app.log.error({ err }, 'database pool error');
    if (!database && config.databaseUrl) {
      // Migrations may run long on a large database: they get a connection without the query time limit.
      const migrating = connectDatabase({ databaseUrl: config.databaseUrl, onPoolError });
      try {
        await migrate(migrating);
      } finally {
        await migrating.close();
      }
    }
    const handle =
      database ??
      connectDatabase({
        databaseUrl: config.databaseUrl,
        sqliteFile: config.sqliteFile,
        onPoolError,
        queryTimeoutMs: config.databaseQueryTimeoutSeconds * 1000,
      });
    if (database || !config.databaseUrl) await migrate(handle);
    app.log.info({ engine: handle.engine, location: handle.location }, 'database ready');
    app.decorate('db', handle.db);
    app.decorate('dbEngine', handle.engine);
    app.decorate('dbUrl', handle.url);
    // A handed-in database belongs to the caller, who closes it.
    if (!database) app.addHook('onClose', () => handle.close());
  },
  { name: 'db' },
);
