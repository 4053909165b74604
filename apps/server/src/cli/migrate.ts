import { loadConfig } from '../config.js';
import { connectDatabase, migrateToLatest } from '../db/connect.js';

/** `npm run db:migrate`: brings the configured database up to date (the server also does at start). */
const config = loadConfig();
const handle = connectDatabase({
  databaseUrl: config.databaseUrl,
  sqliteFile: config.sqliteFile,
});
try {
  const applied = await migrateToLatest(handle.db);
  console.log(
    applied.length
      ? `Applied ${applied.length} migration(s) to ${handle.engine} (${handle.location}): ${applied.join(', ')}`
      : `The ${handle.engine} database (${handle.location}) is already up to date.`,
  );
} catch (err) {
  console.error('Migration failed:', err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await handle.close();
}
