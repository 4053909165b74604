import type { ChatConversationSummary, ChatLiveMessage } from '@ta/shared';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type pg from 'pg';
import { pgModule } from '../../lib/heavy-libraries.js';
import type { Database } from '../../db/types.js';

/**
 * Live chat fan-out (every socket of a conversation, on every instance).
 * Each instance publishes what happened and delivers what it hears to its own sockets; the
 * publisher hears its own events too, so there is one delivery path.
 */
export type ChatEvent =
  /** A stored message: to the conversation's visitor sockets and every staff socket. */
  | { type: 'message'; message: ChatLiveMessage }
  /** A conversation changed (new message, read, closed): to staff sockets, for the inbox. */
  | { type: 'conversation'; conversation: ChatConversationSummary };

export type ChatEventHandler = (event: ChatEvent) => void;

export interface ChatBus {
  /**
   * `via`: the transaction that stored the change. On PostgreSQL the notification is then sent on
   * its commit, in commit order (and never for a rollback); in process it is delivered at once.
   */
  publish(event: ChatEvent, via?: Kysely<Database>): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(handler: ChatEventHandler): () => void;
  close(): Promise<void>;
}

function handlerSet(log: FastifyBaseLogger) {
  const handlers = new Set<ChatEventHandler>();
  return {
    add(handler: ChatEventHandler) {
      handlers.add(handler);
      return () => void handlers.delete(handler);
    },
    deliver(event: ChatEvent) {
      for (const handler of handlers) {
        try {
          handler(event);
        } catch (err) {
          log.error({ err }, 'chat event handler failed');
        }
      }
    },
  };
}

/** One process: SQLite (one server per file), or PostgreSQL without a connection string to listen on. */
export function createLocalChatBus(log: FastifyBaseLogger): ChatBus {
  const handlers = handlerSet(log);
  return {
    publish: async (event) => handlers.deliver(event),
    subscribe: (handler) => handlers.add(handler),
    close: async () => undefined,
  };
}

/** NOTIFY payloads must stay under 8000 bytes; a larger event travels as a reference to load. */
export const NOTIFY_PAYLOAD_LIMIT = 7900;

type Notice = { event: ChatEvent } | { ref: 'message'; id: number } | { ref: 'conversation'; id: string };

export interface PostgresChatBusOptions {
  /** The app's connection string: the listener uses a connection of its own outside the pool. */
  url: string;
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  /** Loads an event that was too large to send whole. */
  load(notice: Exclude<Notice, { event: ChatEvent }>): Promise<ChatEvent | undefined>;
}

const RECONNECT_DELAYS_MS = [250, 500, 1_000, 2_000, 5_000, 10_000];

/**
 * PostgreSQL LISTEN/NOTIFY. The channel is named after the current schema, so apps on other
 * schemas of the same database (parallel test schemas) never hear each other. Notifications are
 * handled one at a time in the order they arrive; if the listening connection drops, it
 * reconnects with growing pauses (events sent meanwhile are not heard here).
 */
export async function createPostgresChatBus(options: PostgresChatBusOptions): Promise<ChatBus> {
  const { url, db, log } = options;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  // Identifiers are at most 63 bytes; schema names are ASCII in practice.
  const channel = `ta_chat_${rows[0]?.schema ?? 'public'}`.slice(0, 63);
  const handlers = handlerSet(log);

  let queue: Promise<void> = Promise.resolve();
  let client: pg.Client | undefined;
  let closed = false;
  let attempt = 0;
  let retry: NodeJS.Timeout | undefined;

  async function handle(payload: string | undefined) {
    try {
      const notice = JSON.parse(payload ?? '') as Notice;
      const event = 'event' in notice ? notice.event : await options.load(notice);
      if (event) handlers.deliver(event);
    } catch (err) {
      log.error({ err }, 'could not handle a chat notification');
    }
  }

  function scheduleReconnect() {
    if (closed || retry) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)] ?? 10_000;
    attempt += 1;
    retry = setTimeout(() => {
      retry = undefined;
      void listen();
    }, delay);
  }

  async function listen(): Promise<void> {
    const next = new (pgModule().Client)({ connectionString: url });
    next.on('notification', (msg) => {
      if (msg.channel !== channel) return;
      queue = queue.then(() => handle(msg.payload));
    });
    next.on('error', (err) => log.warn({ err }, 'chat listener connection error'));
    next.on('end', () => {
      if (client === next) client = undefined;
      if (!closed) {
        log.warn('chat listener disconnected; reconnecting');
        scheduleReconnect();
      }
    });
    try {
      await next.connect();
      await next.query(`listen ${pgModule().escapeIdentifier(channel)}`);
      if (closed) {
        await next.end();
        return;
      }
      client = next;
      if (attempt > 0) log.info('chat listener reconnected');
      attempt = 0;
    } catch (err) {
      log.error({ err }, 'chat listener could not connect; retrying');
      // 'end' follows for a client that had connected; otherwise schedule here.
      next.removeAllListeners('end');
      await next.end().catch(() => undefined);
      scheduleReconnect();
    }
  }

  await listen();

  return {
    async publish(event, via = db) {
      let payload = JSON.stringify({ event } satisfies Notice);
      if (Buffer.byteLength(payload) > NOTIFY_PAYLOAD_LIMIT) {
        const ref: Notice =
          event.type === 'message'
            ? { ref: 'message', id: event.message.id }
            : { ref: 'conversation', id: event.conversation.id };
        payload = JSON.stringify(ref);
      }
      await sql`select pg_notify(${channel}, ${payload})`.execute(via);
    },
    subscribe: (handler) => handlers.add(handler),
    async close() {
      closed = true;
      clearTimeout(retry);
      const current = client;
      client = undefined;
      await current?.end().catch((err: unknown) => log.warn({ err }, 'could not close the chat listener'));
      await queue;
    },
  };
}
