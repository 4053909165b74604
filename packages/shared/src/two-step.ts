import { z } from './zod.js';
import { PASSWORD_MAX, sessionUserSchema } from './auth.js';
import { SIGN_IN_METHODS } from './circle-rights.js';

/**
 * Two-step sign-in for staff and admins (docs/two-step.md): after the password, a 6-digit code from an
 * authenticator app, or one of ten single-use recovery codes. Clients never have it.
 */

/** How many recovery codes a person gets each time they are made. */
export const RECOVERY_CODE_COUNT = 10;
/** A recovery code as shown: two groups of five letters and digits, e.g. `7KQ2M-X9PTA`. */
export const RECOVERY_CODE_PATTERN = /^[0-9A-Z]{5}-?[0-9A-Z]{5}$/;

export const TWO_STEP_MESSAGES = {
  codeFormat: 'Please enter the 6-digit code from your authenticator app',
  recoveryCodeFormat: 'Please enter one of your recovery codes, like 7KQ2M-X9PTA',
  codeWrong: 'That code did not work. Please check the code in your app and try again.',
  recoveryCodeWrong: 'That recovery code did not work. Each code works only once.',
  challengeExpired: 'Your sign-in has timed out. Please enter your username and password again.',
  tooManyTries: 'Too many wrong codes. Please enter your username and password again.',
  alreadyOn: 'Two-step sign-in is already on for this account.',
  notOn: 'Two-step sign-in is not on for this account.',
  noSetupStarted: 'Please start the set-up again to get a new key.',
  requiredForStaff:
    'Two-step sign-in is required for staff accounts, so it cannot be turned off. An admin can reset it if you lose your phone.',
  adminNeedsTwoStep: 'Please turn on two-step sign-in for your own account first, on your account page.',
  staffOnly: 'Two-step sign-in is for staff and admin accounts.',
  ownReset: 'To change your own two-step sign-in, use your account page.',
  turnedOff: 'Two-step sign-in is now off for your account.',
  resetDone: 'Two-step sign-in was reset. This person will set it up again the next time they sign in.',
  otherSessionsEnded: 'Your other sessions have been signed out.',
} as const;

/** The 6 digits an authenticator app shows; spaces people type between the groups are dropped. */
export const twoStepCodeField = z
  .string({ error: TWO_STEP_MESSAGES.codeFormat })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, TWO_STEP_MESSAGES.codeFormat));

/** A recovery code as typed: any case, with or without the dash or spaces. */
export const recoveryCodeField = z
  .string({ error: TWO_STEP_MESSAGES.recoveryCodeFormat })
  .transform((value) => value.replace(/[\s]+/g, '').toUpperCase())
  .pipe(z.string().regex(RECOVERY_CODE_PATTERN, TWO_STEP_MESSAGES.recoveryCodeFormat));

/** The code form of /sign-in/two-step, of the set-up's confirmation and of "new recovery codes". */
export const twoStepCodeSchema = z.object({ code: twoStepCodeField });
export type TwoStepCodeInput = z.input<typeof twoStepCodeSchema>;

/** "Use a recovery code" on /sign-in/two-step. */
export const twoStepRecoverySchema = z.object({ recoveryCode: recoveryCodeField });
export type TwoStepRecoveryInput = z.input<typeof twoStepRecoverySchema>;

/** POST /api/login/two-step: a code from the app, or a recovery code. */
export const twoStepLoginSchema = z.union([twoStepCodeSchema, twoStepRecoverySchema]);
export type TwoStepLoginInput = z.input<typeof twoStepLoginSchema>;

/** Turning two-step sign-in off on the account page: the password and a current code. */
export const twoStepOffSchema = z.object({
  password: z
    .string({ error: 'Please enter your current password' })
    .min(1, 'Please enter your current password')
    .max(PASSWORD_MAX),
  code: twoStepCodeField,
});
export type TwoStepOffInput = z.input<typeof twoStepOffSchema>;

/** What the password step answers instead of a session when a second step is needed. */
export const TWO_STEP_KINDS = ['code', 'setup'] as const;
export type TwoStepKind = (typeof TWO_STEP_KINDS)[number];
export const twoStepAnswerSchema = z.object({ twoStep: z.enum(TWO_STEP_KINDS) });
export type TwoStepAnswer = z.infer<typeof twoStepAnswerSchema>;

/** POST /api/login: signed in, or one more step to go. */
export const loginAnswerSchema = z.union([sessionUserSchema, twoStepAnswerSchema]);
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

export function needsTwoStep(answer: LoginAnswer): answer is TwoStepAnswer {
  return 'twoStep' in answer;
}

/** The page of the second step, keeping the page to return to (`next`, already checked as ours). */
export function twoStepPath(kind: TwoStepKind, next: string | null | undefined): string {
  const path = kind === 'setup' ? '/sign-in/two-step/setup' : '/sign-in/two-step';
  return next ? `${path}?next=${encodeURIComponent(next)}` : path;
}

/**
 * A new authenticator key, answered once to its owner: the link an app reads from the QR code, the
 * key as text for typing (in groups of four), and the QR code as an SVG the page shows inline.
 */
export const twoStepSetupSchema = z.object({ otpauthUri: z.string(), key: z.string(), qrSvg: z.string() });
export type TwoStepSetup = z.infer<typeof twoStepSetupSchema>;

/** New recovery codes, answered once; only their hashes are kept. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** The set-up that finishes a sign-in: the session's person and their recovery codes. */
export const twoStepSetupDoneSchema = recoveryCodesSchema.extend({ user: sessionUserSchema });
export type TwoStepSetupDone = z.infer<typeof twoStepSetupDoneSchema>;

/** The account page's "Two-step sign-in" section. */
export const twoStepStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
  /** The admin's setting: staff accounts must have it, so it cannot be turned off. */
  required: z.boolean(),
});
export type TwoStepStatus = z.infer<typeof twoStepStatusSchema>;

/** The back office's security settings (admins only). */
export const securitySettingsSchema = z.object({
  requireTwoStepForStaff: z.boolean({ error: 'Please choose on or off' }),
});
export type SecuritySettings = z.infer<typeof securitySettingsSchema>;
export const securitySettingsAnswerSchema = securitySettingsSchema.extend({
  /** Sessions ended by turning the setting on (staff signed in without a second step). */
  sessionsEnded: z.number().int().optional(),
});
export type SecuritySettingsAnswer = z.infer<typeof securitySettingsAnswerSchema>;

/** One of the account's open sessions, as its owner sees it: never the session's id. */
export const accountSessionSchema = z.object({
  /** When it started: with `current`, what tells the rows apart. */
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** The browser and system, read from the user agent ("Chrome", "Android"); null when it does not say. */
  device: z.object({ browser: z.string().nullable(), system: z.string().nullable() }),
  signInMethod: z.enum(SIGN_IN_METHODS),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;
export const accountSessionsSchema = z.object({ sessions: z.array(accountSessionSchema) });
export type AccountSessions = z.infer<typeof accountSessionsSchema>;
