import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../config.js';
import { keepPrivate } from '../lib/cache-control.js';
import { guardRoutes } from '../domains/accounts/guards.js';

type RoutesPlugin = FastifyPluginAsync<{ config: AppConfig }>;

/**
 * A scope of the back office's calls (staff-routes.ts, admin-routes.ts): one guard for every route the
 * plugins register (signed out 401, the wrong role 403, before the body is read or validated), every
 * answer private, each plugin registered in the order given with the app's config.
 */
export function guardedScope(guard: Parameters<typeof guardRoutes>[1], plugins: readonly RoutesPlugin[]): RoutesPlugin {
  return async (app, { config }) => {
    guardRoutes(app, guard);
    app.addHook('onSend', keepPrivate);
    for (const plugin of plugins) await app.register(plugin, { config });
  };
}
