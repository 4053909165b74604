/**
 * A token bucket: `capacity` tokens, refilled at capacity per `perSeconds`. `take()` spends one
 * if there is one. `now` is injectable for tests of the arithmetic.
 */
export function createTokenBucket(
  rate: { frames: number; perSeconds: number },
  now: () => number = () => performance.now(),
) {
  const capacity = rate.frames;
  const perMs = rate.frames / (rate.perSeconds * 1000);
  let tokens = capacity;
  let last = now();
  return {
    take(): boolean {
      const at = now();
      tokens = Math.min(capacity, tokens + (at - last) * perMs);
      last = at;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}
