import { dashboardPathFor, type Role } from './roles.js';

/** The query parameter of `/auth` that names the page to return to after signing in. */
export const NEXT_PARAM = 'next';

const MAX_NEXT_LENGTH = 2048;
/** Control characters and spaces: URL parsing drops tabs and newlines (`/\t/evil` becomes `//evil`). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f-\u009f]/;
/** `.` and `..` segments: a path that needs resolving is never one of ours, and could resolve to /auth. */
const DOT_SEGMENT = /\/\.{1,2}(?:[/?#]|$)/;

function isPlainPath(path: string): boolean {
  // `//host` and `/\host` are other hosts to a browser; a backslash anywhere is never needed.
  return (
    path.startsWith('/') &&
    !path.startsWith('//') &&
    !path.includes('\\') &&
    !CONTROL_OR_SPACE.test(path) &&
    !DOT_SEGMENT.test(path)
  );
}

/**
 * A same-site path to send someone back to (the page a form was sent from), or null for anything
 * that could lead elsewhere: another host (`//evil.example`, `/\evil.example`), a scheme (`https://…`,
 * `javascript:`), control characters, or an encoded form of those.
 */
export function samePagePath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > MAX_NEXT_LENGTH || !isPlainPath(value)) return null;
  // Read once more, so a value decoded twice on its way (`/%2F%2Fevil.example`) cannot become a host.
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return null;
  }
  return isPlainPath(decoded.replaceAll(' ', '%20')) ? value : null;
}

/**
 * A same-site path to send someone to after signing in (`/appointments?tab=past`): a safe
 * `samePagePath`, but never `/auth` itself (in any language), where returning would loop.
 */
export function safeNextPath(value: unknown): string | null {
  const path = samePagePath(value);
  if (path === null) return null;
  const pathname = decodeURIComponent(path).split(/[?#]/, 1)[0] ?? '';
  const plain = pathname
    .replace(/\/+$/, '')
    .toLowerCase()
    .replace(/^\/es(?=\/)/, '');
  return plain === '/auth' ? null : path;
}

/**
 * Where a person goes once signed in (docs/decisions/021-return-after-sign-in.md): back to the same-site page that
 * sent them to `/auth`, otherwise staff and admins to `/admin` and clients to `/dashboard`.
 */
export function afterSignInPath(role: Role, next: unknown): string {
  return safeNextPath(next) ?? dashboardPathFor(role);
}

/** `/auth`, carrying the page to come back to (the home page needs no `next`). */
export function signInPathFor(next: string): string {
  const path = safeNextPath(next);
  return path && path !== '/' ? `/auth?${NEXT_PARAM}=${encodeURIComponent(path)}` : '/auth';
}
