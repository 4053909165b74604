import type { FastifyBaseLogger } from 'fastify';
import type { ChatRepository } from './chat-repository.js';

/** How often an instance reports its staff sockets; a report is trusted for 60 s (the repository). */
export const PRESENCE_REFRESH_MS = 20_000;

/**
 * Whether a staff member is online anywhere (nobody online → automatic reply and
 * e-mail). Each instance keeps a chat_presence row with its number of staff sockets: written when
 * it changes and every 20 s, deleted on shutdown; a crashed instance's row goes stale in a minute.
 */
export function createChatPresence(options: {
  repo: ChatRepository;
  instanceId: string;
  log: FastifyBaseLogger;
  staffHere: () => number;
}) {
  const { repo, instanceId, log, staffHere } = options;
  let dirty = false;
  let writing: Promise<void> | undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  // One write at a time, always of the latest count.
  async function flush() {
    while (dirty && !stopped) {
      dirty = false;
      try {
        await repo.savePresence(instanceId, staffHere());
      } catch (err) {
        log.warn({ err }, 'could not record chat presence');
      }
    }
    writing = undefined;
  }

  function changed() {
    dirty = true;
    writing ??= flush();
  }

  return {
    changed,
    start() {
      timer = setInterval(changed, PRESENCE_REFRESH_MS);
      timer.unref();
    },
    /** Staff here count at once: the row may still be on its way to the database. */
    async anyStaffOnline(now: Date = new Date()): Promise<boolean> {
      return staffHere() > 0 || repo.anyStaffOnline(now);
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await writing;
      await repo.deletePresence(instanceId).catch((err: unknown) => {
        log.warn({ err }, 'could not remove chat presence');
      });
    },
  };
}

export type ChatPresence = ReturnType<typeof createChatPresence>;
