import {
  AUTH_MESSAGES,
  isClientRole,
  TWO_STEP_MESSAGES,
  type AdminUser,
  type SecuritySettingsAnswer,
  type TwoStepStatus,
} from '@ta/shared';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors.js';
import { verifyPassword } from '../../lib/passwords.js';
import type { ServiceContext } from '../service-context.js';
import * as activity from './account-events.js';
import { newRecoveryCodes } from './two-step.js';
import { requireCode } from './two-step-sign-in.js';
import { toAdminUser, type UserRecord } from './users-repository.js';

/**
 * Two-step sign-in's settings (docs/two-step.md): a staff member's own on the account page, and the
 * admin's (the rule for all staff, and the help for a lost phone).
 */

/** Whether the account has two steps on, since when, its recovery codes left, and whether it is required. */
export async function twoStepStatus(ctx: ServiceContext, user: UserRecord): Promise<TwoStepStatus> {
  const state = await ctx.repos.twoStep.state(user.id);
  return {
    enabled: Boolean(state?.enabledAt),
    enabledAt: state?.enabledAt ?? null,
    recoveryCodesLeft: state?.enabledAt ? await ctx.repos.twoStep.recoveryCodesLeft(user.id) : 0,
    required: await ctx.repos.twoStep.requireTwoStepForStaff(),
  };
}

/** New recovery codes for a current code (shown once; the old ones stop working). */
export async function replaceRecoveryCodes(ctx: ServiceContext, user: UserRecord, code: string): Promise<string[]> {
  return ctx.inTransaction(async (tx) => {
    await requireCode(tx, user, code);
    const { codes, hashes } = newRecoveryCodes(tx.secretBox);
    await tx.repos.twoStep.replaceRecoveryCodes(user.id, hashes);
    return codes;
  });
}

/** Two steps off, with the password and a current code; not while the admin requires them. */
export async function turnOffTwoStep(
  ctx: ServiceContext,
  user: UserRecord,
  { password, code }: { password: string; code: string },
): Promise<{ message: string }> {
  if (await ctx.repos.twoStep.requireTwoStepForStaff()) throw conflict('two_step_required');
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw badRequest('wrong_current_password', { password: AUTH_MESSAGES.wrongCurrentPassword });
  }
  await ctx.inTransaction(async (tx) => {
    await requireCode(tx, user, code);
    await tx.repos.twoStep.turnOff(user.id);
    await tx.repos.events.record(activity.twoStepTurnedOff(user, user));
  });
  return { message: TWO_STEP_MESSAGES.turnedOff };
}

/** The back office's security settings. */
export async function securitySettings(ctx: ServiceContext): Promise<SecuritySettingsAnswer> {
  return { requireTwoStepForStaff: await ctx.repos.twoStep.requireTwoStepForStaff() };
}

/**
 * The admin requires two steps of all staff, or not. From then on a password alone is not enough:
 * sessions signed in with one end, the admin's own included when it was (they then sign in again
 * with their code).
 */
export async function setTwoStepRequirement(
  ctx: ServiceContext,
  actor: UserRecord,
  required: boolean,
): Promise<SecuritySettingsAnswer> {
  const before = await ctx.repos.twoStep.requireTwoStepForStaff();
  // An admin who could not sign in under the rule would lock themselves out by turning it on.
  if (required && !actor.totpEnabledAt) {
    throw conflict('two_step_admin_needs_it', {
      requireTwoStepForStaff: TWO_STEP_MESSAGES.adminNeedsTwoStep,
    });
  }
  const sessionsEnded = await ctx.inTransaction(async (tx) => {
    await tx.repos.twoStep.setRequireTwoStepForStaff(required, actor.id);
    if (before !== required) await tx.repos.events.record(activity.twoStepRequirementChanged(actor, required));
    const ended = required ? await tx.repos.twoStep.endStaffSessionsWithoutTwoStep() : 0;
    if (required) tx.accessChanged();
    return ended;
  });
  return { requireTwoStepForStaff: required, sessionsEnded };
}

/**
 * A lost phone: the admin clears the account's two-step sign-in and signs it out everywhere. The
 * person signs in with their password and sets it up again (at once, when it is required). Never
 * the admin's own: without the code the account page asks for, a stolen session could remove it.
 */
export async function resetTwoStep(ctx: ServiceContext, actor: UserRecord, id: number | undefined): Promise<AdminUser> {
  if (id === actor.id) throw forbidden('two_step_own_reset');
  const target = id === undefined ? undefined : await ctx.repos.users.findById(id);
  if (!target || isClientRole(target.role)) throw notFound('user_not_found');
  await ctx.inTransaction(async (tx) => {
    await tx.repos.twoStep.turnOff(target.id);
    await tx.repos.sessions.deleteForUser(target.id);
    tx.accessChanged();
    await tx.repos.events.record(activity.twoStepTurnedOff(actor, target));
  });
  return toAdminUser({ ...target, totpEnabledAt: null });
}
