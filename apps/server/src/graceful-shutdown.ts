import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

export interface ShutdownOptions {
  /** Keep serving this long with `/readyz` at 503, so a balancer moves new work elsewhere first. */
  drainSeconds: number;
  /** Upper bound for closing, after the drain; past it the process exits with code 1. */
  timeoutSeconds: number;
  /** Runs after the app has closed (releases the SQLite server lock). */
  afterClose?: () => void;
}

/**
 * On SIGTERM or SIGINT: mark the server not ready, drain, close the app and exit 0.
 * `app.close()` stops accepting connections, lets requests in flight finish (a request arriving
 * on an open connection meanwhile gets 503), then runs the onClose hooks: scheduled jobs, the
 * database. Something that never finishes (a stuck query, a WebSocket that ignores its close
 * frame) cannot hold the process: after `timeoutSeconds` it exits with code 1.
 */
export function closeOnSignals(app: FastifyInstance, options: ShutdownOptions): void {
  const { drainSeconds, timeoutSeconds, afterClose } = options;
  let closing = false;

  async function shutdown(signal: NodeJS.Signals) {
    // npm and the terminal may both deliver one Ctrl-C: one shutdown is enough.
    if (closing) return;
    closing = true;
    app.shuttingDown = true;
    app.log.info({ signal, drainSeconds, timeoutSeconds }, 'shutting down: finishing the requests in flight');
    try {
      if (drainSeconds > 0) await sleep(drainSeconds * 1000);
      const deadline = setTimeout(() => {
        app.log.error(`shutdown did not finish within ${timeoutSeconds} s: exiting anyway`);
        process.exit(1);
      }, timeoutSeconds * 1000);
      await app.close();
      afterClose?.();
      clearTimeout(deadline);
      app.log.info('shut down cleanly');
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error while shutting down');
      process.exit(1);
    }
  }

  process.on('SIGTERM', (signal) => void shutdown(signal));
  process.on('SIGINT', (signal) => void shutdown(signal));
}
