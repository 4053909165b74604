import { referralCodeField } from './referrals.js';
import { z } from './zod.js';
import { AUTH_MESSAGES } from './auth-messages.js';
import { CIRCLE_RIGHTS, SIGN_IN_METHODS } from './circle-rights.js';
import { personNameField } from './person-name.js';
import { ROLES } from './roles.js';
import { localeSchema } from './locale-schemas.js';

/** Upper bounds that the forms do not state but a server must have. */
export const NAME_MAX = 100;
const EMAIL_MAX = 254;
const USERNAME_MAX = 50;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 200;
/**
 * Staff and admins see every client's data: their passwords need at least this many characters
 * wherever they are set (command line, New User, Edit User, reset, password change).
 */
export const BACK_OFFICE_PASSWORD_MIN = 12;

const trimmed = () => z.string().trim();

export const emailField = (message: string) =>
  trimmed().toLowerCase().max(EMAIL_MAX, 'Email is too long').pipe(z.email(message));

export const USERNAME_NO_AT = 'A username cannot contain @. Please choose a name without it.';

/**
 * Sign-in takes a username or an e-mail address: a username with '@' could equal someone else's
 * address and shadow it, so none may contain one (registration, New/Edit User, invitation, admin:create).
 */
export const usernameField = trimmed()
  .min(3, 'Username must be at least 3 characters')
  .max(USERNAME_MAX, `Username must be at most ${USERNAME_MAX} characters`)
  .refine((name) => !name.includes('@'), USERNAME_NO_AT);

export const passwordField = z
  .string()
  .min(PASSWORD_MIN, 'Password must be at least 6 characters')
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

/** A password an admin types in the back office (New User, Edit User): always the back-office rule. */
export const backOfficePasswordField = z
  .string()
  .min(BACK_OFFICE_PASSWORD_MIN, AUTH_MESSAGES.backOfficePasswordShort)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

export const loginSchema = z.object({
  // Accepts the username or the account's e-mail address, so it allows an e-mail's length.
  username: trimmed().min(3, 'Username must be at least 3 characters').max(EMAIL_MAX, 'Username is too long'),
  password: passwordField,
});
export type LoginInput = z.infer<typeof loginSchema>;

const registerFields = z.object({
  firstName: personNameField({
    min: 2,
    short: 'First name must be at least 2 characters',
    long: 'First name is too long',
  }),
  lastName: personNameField({
    min: 2,
    short: 'Last name must be at least 2 characters',
    long: 'Last name is too long',
  }),
  email: emailField('Please enter a valid email'),
  username: usernameField,
  password: passwordField,
  /** A friend's referral code (docs/referrals.md); blank for none. */
  referralCode: referralCodeField,
});
const passwordsMatch = {
  check: (v: { password: string; confirmPassword?: string | undefined }) =>
    v.confirmPassword === undefined || v.password === v.confirmPassword,
  issue: { message: 'Passwords do not match', path: ['confirmPassword'] },
};

/** The register form: the password is typed twice. */
export const registerSchema = registerFields
  .extend({ confirmPassword: passwordField })
  .refine(passwordsMatch.check, passwordsMatch.issue);
export type RegisterInput = z.infer<typeof registerSchema>;

/**
 * `POST /api/register` takes the register form's fields without `confirmPassword` (its client removes it);
 * when the confirmation is sent, it must match.
 */
export const registerRequestSchema = registerFields
  .extend({ confirmPassword: passwordField.optional() })
  .refine(passwordsMatch.check, passwordsMatch.issue);
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const profileSchema = z.object({
  firstName: personNameField({ min: 1, short: 'First name is required', long: 'First name is too long' }),
  lastName: personNameField({ min: 1, short: 'Last name is required', long: 'Last name is too long' }),
  email: emailField('Please enter a valid email'),
  /**
   * Needed only when the e-mail changes (the server checks it): the address is where a password
   * reset goes, so a borrowed or stolen session must not be able to move it.
   */
  currentPassword: z.string().max(PASSWORD_MAX).default(''),
});
export type ProfileInput = z.input<typeof profileSchema>;

export const passwordChangeSchema = z
  .object({
    currentPassword: z.string().min(1, 'Please enter your current password').max(PASSWORD_MAX),
    newPassword: passwordField,
    confirmPassword: z.string().min(1, 'Please confirm your new password').max(PASSWORD_MAX),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

export const passwordResetRequestSchema = z.object({
  email: emailField('Please enter a valid email'),
});
export type PasswordResetRequestInput = z.infer<typeof passwordResetRequestSchema>;

export const passwordResetConfirmSchema = z
  .object({
    token: z.string().min(10, 'This reset link is not valid').max(200, 'This reset link is not valid'),
    password: passwordField,
    confirmPassword: z.string().min(1, 'Please confirm your new password').max(PASSWORD_MAX),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type PasswordResetConfirmInput = z.infer<typeof passwordResetConfirmSchema>;

/** What the server tells the browser about the signed-in person. */
export const sessionUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ROLES),
  /**
   * True for a client in the session that creating their account started: the dashboard welcomes
   * them rather than welcoming them back. Absent is the same as false.
   */
  newClient: z.boolean().optional(),
  /** A client's language: her pages follow it once she signs in (docs/i18n.md). Absent for staff. */
  language: localeSchema.optional(),
  /** How this session was signed in (password, password and authenticator code, e-mailed code…). */
  signInMethod: z.enum(SIGN_IN_METHODS).optional(),
  /** Staff and admins: whether two-step sign-in is set up for the account. */
  twoStepEnabled: z.boolean().optional(),
  /**
   * A trusted contact helping with a client's account in this session: whose, and what they may do
   * (docs/circle.md). Absent or null: their own account.
   */
  actingFor: z
    .object({ clientId: z.number().int(), name: z.string(), rights: z.array(z.enum(CIRCLE_RIGHTS)) })
    .nullable()
    .optional(),
  /** The account this session was helping with has removed the contact: its data is refused. */
  actingEnded: z.boolean().optional(),
  /**
   * A client: the people the office added to their circle that they have not been shown yet
   * (docs/circle.md); the page says so until they press OK. Absent when there are none.
   */
  officeAddedContacts: z.array(z.string()).optional(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const messageSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageSchema>;

/**
 * When the caller's session ends, as the server sees it (docs/decisions/034-no-silent-time-outs.md).
 * `serverTime` lets the browser count down with its own clock even when the two clocks differ.
 */
export const sessionTimesSchema = z.object({
  idleExpiresAt: z.string(),
  absoluteExpiresAt: z.string(),
  serverTime: z.string(),
});
export type SessionTimes = z.infer<typeof sessionTimesSchema>;

/** "Stay signed in" sends nothing but an empty object. */
export const keepAliveSchema = z.object({}).strict();
