import { isClientRole, type TwoStepKind } from '@ta/shared';
import type { AttemptCounter } from '../../lib/attempt-counter.js';
import { forbidden, tooManyRequests, unauthorized } from '../../lib/http-errors.js';
import { verifyAgainstNothing, verifyPassword } from '../../lib/passwords.js';
import type { ServiceContext } from '../service-context.js';
import { startChallenge, type ChallengeCookie } from './two-step-sign-in.js';
import type { UserRecord } from './users-repository.js';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/**
 * Signing in with a username (or e-mail) and password. The answer is the person, and the second step
 * they must take first when there is one (its challenge started); without one the route starts the session.
 */
export async function passwordSignIn(
  ctx: ServiceContext,
  attempts: AttemptCounter,
  cookie: ChallengeCookie,
  { username, password }: { username: string; password: string },
  accountMax: number,
): Promise<{ user: UserRecord; twoStep?: TwoStepKind }> {
  const user = await ctx.repos.users.findByLogin(username);
  // Keyed by the account, not the typed name: its username and e-mail share one count.
  const accountKey = user ? `login-account:${user.id}` : `login-name:${username.trim().toLowerCase()}`;
  if (!(await attempts.reserve(accountKey, accountMax, FIFTEEN_MINUTES))) {
    throw tooManyRequests('too_many_logins');
  }
  const ok = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstNothing(password);
  if (!user || !ok) throw unauthorized('invalid_credentials');
  await attempts.release(accountKey);
  if (!user.active) throw forbidden('account_inactive');

  // Staff and admins see every client's data: with two-step sign-in on (or required by the admin),
  // the password alone starts no session, only the short step to the code (docs/two-step.md).
  if (!isClientRole(user.role)) {
    if (user.totpEnabledAt !== null) {
      await startChallenge(ctx, cookie, user, 'code');
      return { user, twoStep: 'code' };
    }
    if (await ctx.repos.twoStep.requireTwoStepForStaff()) {
      await startChallenge(ctx, cookie, user, 'setup');
      return { user, twoStep: 'setup' };
    }
  }
  return { user };
}
