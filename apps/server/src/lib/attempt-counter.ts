import type { Redis } from 'ioredis';

/**
 * Counts tries per key within a window, reserving a try before the slow part (a password's argon2
 * check) rather than after it: the count goes up in one atomic step, so requests sent together get
 * distinct counts and at most `max` of them pass, in one process (a Map) or across instances
 * (Redis: INCR, and the window's expiry set by the first try). A try that turns out right is given
 * back with `release`, so only wrong ones use up the limit (docs/security.md).
 */
export interface AttemptCounter {
  /** Takes one try for `key`: false when `max` tries are already taken in the window (nothing taken then). */
  reserve(key: string, max: number, windowMs: number): Promise<boolean>;
  /** Gives back a try taken by `reserve` (it was right, or never compared). */
  release(key: string): Promise<void>;
}

/** INCR; the first try of a window sets its expiry; over the limit the try is given back at once. */
const RESERVE = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
if n > tonumber(ARGV[2]) then redis.call('DECR', KEYS[1]) return 0 end
return 1`;
/** DECR only a key that still exists: one whose window ended is not brought back (without an expiry). */
const RELEASE = `
if redis.call('EXISTS', KEYS[1]) == 1 and tonumber(redis.call('GET', KEYS[1])) > 0 then
  redis.call('DECR', KEYS[1])
end
return 1`;

export function memoryAttemptCounter(now: () => number = Date.now): AttemptCounter {
  const counts = new Map<string, { taken: number; until: number }>();
  return {
    reserve(key, max, windowMs) {
      const at = now();
      let entry = counts.get(key);
      if (!entry || entry.until <= at) {
        // Forget ended windows as new ones start, so the map holds only live keys.
        for (const [k, e] of counts) if (e.until <= at) counts.delete(k);
        entry = { taken: 0, until: at + windowMs };
        counts.set(key, entry);
      }
      if (entry.taken >= max) return Promise.resolve(false);
      entry.taken += 1;
      return Promise.resolve(true);
    },
    release(key) {
      const entry = counts.get(key);
      if (entry && entry.until > now() && entry.taken > 0) entry.taken -= 1;
      return Promise.resolve();
    },
  };
}

/**
 * The same on Redis. Redis unreachable: the try is allowed (and logged by the caller's client), as
 * the rate limits do, rather than refusing everyone.
 */
export function redisAttemptCounter(redis: Redis, prefix: string): AttemptCounter {
  return {
    async reserve(key, max, windowMs) {
      try {
        return (await redis.eval(RESERVE, 1, `${prefix}attempts:${key}`, windowMs, max)) === 1;
      } catch {
        return true;
      }
    },
    async release(key) {
      await redis.eval(RELEASE, 1, `${prefix}attempts:${key}`).catch(() => undefined);
    },
  };
}
