import type http from 'node:http';
import net from 'node:net';
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
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
 * How long a connection accepted before the listening socket closed has to send its request.
 * A request already on its way (sent just before the signal) arrives well within it; a
 * keep-alive connection that sends nothing is then closed with a FIN.
 */
const LAST_REQUEST_GRACE_MS = 1000;

/** The listen backlog Node asks for: at most this many connections wait in the kernel's queue. */
const LISTEN_BACKLOG = 511;

interface Connections {
  /** HTTP connections now open, without those upgraded to a WebSocket (app.close() ends those). */
  open: ReadonlySet<net.Socket>;
  /** Connections accepted since the start. */
  accepted(): number;
  /** Whether a connection has a request whose answer is not yet all handed to the system. */
  busy(socket: net.Socket): boolean;
}

function trackConnections(server: http.Server): Connections {
  const open = new Set<net.Socket>();
  const answering = new Map<net.Socket, number>();
  let accepted = 0;
  server.on('connection', (socket: net.Socket) => {
    accepted += 1;
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  });
  server.on('upgrade', (request: http.IncomingMessage) => open.delete(request.socket));
  server.on('request', (request: http.IncomingMessage, response: http.ServerResponse) => {
    const { socket } = request;
    answering.set(socket, (answering.get(socket) ?? 0) + 1);
    // 'close' comes after 'finish' (the last byte handed to the system), or when the connection died.
    response.once('close', () => {
      const left = (answering.get(socket) ?? 1) - 1;
      if (left > 0) answering.set(socket, left);
      else answering.delete(socket);
    });
  });
  return { open, accepted: () => accepted, busy: (socket) => answering.has(socket) || socket.writableLength > 0 };
}

/**
 * Stops accepting connections without touching the ones accepted. Closing the listening socket
 * resets the connections still in the kernel's accept queue, and libuv takes one of them per
 * turn of the event loop: so first take turns until one brings no new connection. Then
 * net.Server's close() closes only the listener; http.Server's own close() (Node 19+) would also
 * destroy every connection that has not started a request, resetting one whose request is still
 * unread in its socket.
 */
async function stopAccepting(server: http.Server, connections: Connections): Promise<void> {
  // Into the check phase: from here each turn passes through one poll phase, where libuv accepts.
  await nextTurn();
  for (let turn = 0; turn < LISTEN_BACKLOG; turn += 1) {
    const before = connections.accepted();
    await nextTurn();
    if (connections.accepted() === before) break;
  }
  net.Server.prototype.close.call(server);
}

async function settled(open: ReadonlySet<net.Socket>, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (open.size > 0 && Date.now() < until) await sleep(10);
}

/**
 * Waits until every connection has closed. One with no answer under way is ended (a FIN); one with
 * a request in flight closes by itself after its whole answer is written (every answer now carries
 * `Connection: close`). Neither app.close() nor Node's closeIdleConnections() can be trusted with
 * this: they destroy a connection as soon as its answer has *ended*, while a large answer may still
 * sit in the socket's buffer for a slow reader, and it would arrive cut short. Bounded by the
 * caller's deadline.
 */
async function finished(connections: Connections): Promise<void> {
  const ended = new WeakSet<net.Socket>();
  while (connections.open.size > 0) {
    for (const socket of connections.open) {
      if (ended.has(socket) || connections.busy(socket)) continue;
      ended.add(socket);
      // A FIN; a client that never answers it (HTTP sockets are half-open) is let go a little later.
      socket.end(() => setTimeout(() => socket.destroy(), LAST_REQUEST_GRACE_MS).unref());
    }
    await sleep(10);
  }
}

/**
 * On SIGTERM or SIGINT: mark the server not ready, drain, close the app and exit 0. No
 * connection the server has accepted is reset:
 * 1. every response from now on carries `Connection: close` (the health plugin), and `/readyz`
 *    answers 503 for `drainSeconds`;
 * 2. the listening socket closes (after taking in the connections already queued);
 * 3. for up to LAST_REQUEST_GRACE_MS the open connections are answered as usual, each closing
 *    after its response;
 * 4. the connections still idle (no request started) are closed, and the requests in flight run to
 *    the end of their answers, however long that takes within `timeoutSeconds`;
 * 5. `app.close()` then runs the onClose hooks: WebSockets, scheduled jobs, the database.
 * Something that never finishes (a stuck query, a WebSocket that ignores its close frame) cannot
 * hold the process: after `timeoutSeconds` it exits with code 1.
 */
export function closeOnSignals(app: FastifyInstance, options: ShutdownOptions): void {
  const { drainSeconds, timeoutSeconds, afterClose } = options;
  const connections = trackConnections(app.server);
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
      await stopAccepting(app.server, connections);
      await settled(connections.open, LAST_REQUEST_GRACE_MS);
      await finished(connections);
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
