import type { Migration } from 'kysely';
import * as initial from './2026-11-22-001-initial.js';

/** Listed by hand (not read from disk) so the bundled server carries its migrations. */
export const migrations: Record<string, Migration> = {
  '2026-11-22-001-initial': initial,
};
