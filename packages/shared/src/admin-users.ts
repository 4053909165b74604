import { AUTH_MESSAGES } from './auth-messages.js';
import { BACK_OFFICE_PASSWORD_MIN, PASSWORD_MAX, backOfficePasswordField, emailField, usernameField } from './auth.js';
import { localeSchema } from './locale-schemas.js';
import { pageQuerySchema } from './paging.js';
import { ROLES } from './roles.js';
import { personNameField } from './person-name.js';
import { z } from './zod.js';

/**
 * The back office's Users screen (admins only). The user form makes staff and
 * admin accounts; clients make their own by registering, so `client` is never
 * chosen here, though client accounts are listed and can be edited (names, e-mail, active).
 */
export const USER_FORM_ROLES = ['staff', 'admin'] as const;
export type UserFormRole = (typeof USER_FORM_ROLES)[number];

export const USER_NOT_FOUND_MESSAGE = 'User not found';

/** A staff member's photo for clients (docs/visit-status.md, "Who is at the door"). */
export const STAFF_PHOTO_MESSAGES = {
  notStaff: 'Only staff members and admins have a photo for clients.',
  missing: 'Please choose a photo to upload.',
  notFound: 'There is no photo.',
} as const;

/** The form field a staff photo is sent in. */
export const STAFF_PHOTO_FIELD = 'photo';

/** The answer to setting or removing a staff photo. */
export const staffPhotoStateSchema = z.object({ hasPhoto: z.boolean() });
export type StaffPhotoState = z.infer<typeof staffPhotoStateSchema>;

export const ADMIN_USER_MESSAGES = {
  roleInvalid: 'Please choose a role: staff or admin',
  ownAccount: 'You cannot change your own account here. Use your Profile page to update your details.',
  lastAdmin:
    'There must be at least one active admin. Make another user an active admin before demoting or deactivating this one.',
  usernameTaken: 'That username is already taken. Please choose another.',
  emailTaken: 'Another user already has this email address.',
  passwordForPromotion: 'Set a new password of 12 characters or more to give this account staff or admin access.',
} as const;

/** A user as the Users table shows it: never a password or its hash. */
export const adminUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ROLES),
  active: z.boolean(),
  /** The language of the account's e-mails (the back office names it in English). */
  language: localeSchema,
  createdAt: z.string(),
  updatedAt: z.string().nullable(),
  /** Staff and admins: whether two-step sign-in is set up (docs/two-step.md). Clients: always false. */
  twoStepEnabled: z.boolean(),
  /** On the one account's page: whether a staff member has a photo for clients (docs/visit-status.md). */
  hasPhoto: z.boolean().optional(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

const firstNameField = personNameField({
  min: 2,
  short: 'First name must be at least 2 characters',
  long: 'First name is too long',
});
const lastNameField = personNameField({
  min: 2,
  short: 'Last name must be at least 2 characters',
  long: 'Last name is too long',
});
const roleField = z.enum(USER_FORM_ROLES, { error: ADMIN_USER_MESSAGES.roleInvalid });
const activeField = z.boolean({ error: 'Active must be on or off' });

/** The New User dialog (POST /api/admin/users). Fields the form does not have are dropped. */
export const userCreateSchema = z.object({
  username: usernameField,
  email: emailField('Please enter a valid email'),
  firstName: firstNameField,
  lastName: lastNameField,
  password: backOfficePasswordField,
  role: roleField.default('staff'),
  active: activeField.default(true),
});
export type UserCreateInput = z.input<typeof userCreateSchema>;
export type UserCreate = z.output<typeof userCreateSchema>;

/**
 * The Edit User dialog (PATCH /api/admin/users/{id}): only the changed fields are sent. A blank
 * password keeps the current one; a password set here follows the back-office rule, whoever the
 * account belongs to.
 */
export const userUpdateSchema = z.object({
  username: usernameField.optional(),
  email: emailField('Please enter a valid email').optional(),
  firstName: firstNameField.optional(),
  lastName: lastNameField.optional(),
  password: z
    .string()
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`)
    .refine((v) => v === '' || v.length >= BACK_OFFICE_PASSWORD_MIN, AUTH_MESSAGES.backOfficePasswordShort)
    .optional()
    .transform((v) => (v ? v : undefined)),
  role: roleField.optional(),
  active: activeField.optional(),
});
export type UserUpdateInput = z.input<typeof userUpdateSchema>;
export type UserUpdate = z.output<typeof userUpdateSchema>;

/** `?active=true|false` on the list. */
const booleanQuery = z.enum(['true', 'false']).transform((v) => v === 'true');

/** GET /api/admin/users: paged; search over username, e-mail, first name, last name, role. */
export const adminUsersQuerySchema = pageQuerySchema.extend({
  role: z.enum(ROLES).optional(),
  active: booleanQuery.optional(),
});
export type AdminUsersQuery = z.output<typeof adminUsersQuerySchema>;
