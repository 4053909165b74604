import { hasControlCharacter } from '@ta/shared';

/**
 * Whether a call's params, query or body hold text with a control character (but tab and new lines),
 * in a value or a key, at any depth of plain objects and arrays: such text is refused before any
 * work sees it, on every route and both engines (docs/security.md).
 */
export function holdsControlCharacter(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return hasControlCharacter(value);
  if (depth > 20 || typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return value.some((item) => holdsControlCharacter(item, depth + 1));
  if (Object.getPrototypeOf(value) !== Object.prototype && Object.getPrototypeOf(value) !== null) return false;
  return Object.entries(value).some(
    ([key, item]) => hasControlCharacter(key) || holdsControlCharacter(item, depth + 1),
  );
}
