import { rowIdField } from './bounds.js';
import { emailField, NAME_MAX, passwordField, PASSWORD_MAX } from './auth.js';
import { CIRCLE_RIGHTS, SIGN_IN_METHODS, VISIT_STEPS } from './circle-rights.js';
import { personNameField } from './person-name.js';
import { z } from './zod.js';
import { CIRCLE_SMS_KINDS } from './text-messages.js';

/**
 * The client's circle (docs/circle.md): the forms and answers of inviting a trusted contact,
 * accepting, changing rights, removing, and the access log. The invitation's token travels only in
 * the e-mailed link; no answer here carries it or its hash.
 */

export const CIRCLE_FORM_MESSAGES = {
  nameRequired: 'Please enter their name',
  rightsRequired: 'Please choose at least one thing they may do',
  emailIsYours: 'This is your own email address. Please enter the address of the person you trust.',
  alreadyInCircle: 'This person is already in your circle or has an invitation waiting.',
  invitationInvalid: 'This invitation is not valid or has expired. Please ask for a new one.',
  invitationForAnotherEmail:
    'This invitation was sent to another email address. Please sign in with that address to accept it.',
  invitationNeedsSignIn: 'An account already uses this email address. Please sign in to accept the invitation.',
  backOfficeNotContact:
    'Staff and admin accounts cannot be trusted contacts. Please sign in with your own personal account to accept.',
  notInCircle: 'Trusted contact not found',
  consentMethodRequired: 'Please choose how the client gave consent',
  consentNoteRequired: 'Please write down what the client said and when',
  clientNotFound: 'Client not found',
  backOfficeAddress:
    'This address belongs to a staff or admin account. A trusted contact is someone from the client’s own life.',
  notProposed: 'There is no request waiting for confirmation for this person.',
  invited: 'Invitation sent.',
  removed: 'Access removed.',
  accepted: 'You can now help with this account.',
} as const;
const M = CIRCLE_FORM_MESSAGES;

export const circleRightSchema = z.enum(CIRCLE_RIGHTS);
export const visitStepSchema = z.enum(VISIT_STEPS);
export const circleRightsField = z.array(circleRightSchema, { error: M.rightsRequired }).min(1, M.rightsRequired);
export const visitNoticesField = z.array(visitStepSchema).max(VISIT_STEPS.length);

/** A client invites someone they trust (POST /api/circle). */
export const circleInviteSchema = z.object({
  name: personNameField({ min: 1, max: NAME_MAX, short: M.nameRequired, long: 'Name is too long' }),
  email: emailField('Please enter a valid email'),
  rights: circleRightsField,
  /** The visit steps this person is e-mailed about (they may change it later themselves). */
  visitNotices: visitNoticesField.default([]),
});
export type CircleInviteInput = z.infer<typeof circleInviteSchema>;

/** How a client who cannot use the site told staff to add someone. */
export const CONSENT_METHODS = ['in_person', 'phone', 'written', 'email'] as const;
export type ConsentMethod = (typeof CONSENT_METHODS)[number];

/** Staff add a trusted contact for a client (POST /api/admin/clients/:id/circle), with the consent. */
export const staffCircleInviteSchema = circleInviteSchema.extend({
  consentMethod: z.enum(CONSENT_METHODS, { error: M.consentMethodRequired }),
  consentNote: z.string().trim().min(3, M.consentNoteRequired).max(1000, 'Please keep this under 1000 characters'),
});
export type StaffCircleInviteInput = z.infer<typeof staffCircleInviteSchema>;

/** The client changes what a contact may do (PATCH /api/circle/:id). */
export const circleUpdateSchema = z.object({ rights: circleRightsField, visitNotices: visitNoticesField });
export type CircleUpdateInput = z.infer<typeof circleUpdateSchema>;

/**
 * `proposed`: a staff member added the person; nobody is invited until the client (or an admin)
 * confirms it.
 */
export const CIRCLE_STATUSES = ['proposed', 'invited', 'active', 'removed'] as const;
export type CircleStatus = (typeof CIRCLE_STATUSES)[number];

/** One person of a client's circle, as the client (and staff) see them. */
export const circleContactSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  rights: z.array(circleRightSchema),
  visitNotices: z.array(visitStepSchema),
  status: z.enum(CIRCLE_STATUSES),
  invitedAt: z.string(),
  /** When an invitation not yet accepted stops working. */
  inviteExpiresAt: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  removedAt: z.string().nullable(),
  /** Who added them: the client, or a staff member with the client's consent. */
  addedBy: z.enum(['client', 'staff']),
  consentMethod: z.enum(CONSENT_METHODS).nullable(),
  consentNote: z.string().nullable(),
  /** The last time they did something for the client (from the access log). */
  lastActiveAt: z.string().nullable(),
});
export type CircleContact = z.infer<typeof circleContactSchema>;

/** One line of the access log: who did what, when, on the client's behalf. */
export const circleLogEntrySchema = z.object({
  at: z.string(),
  /** The trusted contact's name, or the staff member's for changes staff made to the circle. */
  actorName: z.string(),
  /** The event's type (e.g. `visit.report-viewed`; the page words it); see docs/circle.md. */
  action: z.string(),
  /** The trusted contact the entry is about (invited, removed, rights changed…); null for other actions. */
  contactName: z.string().nullable(),
  /** The sentence staff read in the activity feed, in English. */
  summary: z.string(),
});
export type CircleLogEntry = z.infer<typeof circleLogEntrySchema>;

/** What the accept page shows before the invitee decides (GET /api/circle/invitations/:token). */
export const circleInvitationSchema = z.object({
  clientName: z.string(),
  name: z.string(),
  email: z.string(),
  rights: z.array(circleRightSchema),
  /** An account already uses the invited address: sign in to accept. */
  hasAccount: z.boolean(),
});
export type CircleInvitation = z.infer<typeof circleInvitationSchema>;

export const invitationTokenSchema = z.string().min(20, M.invitationInvalid).max(200, M.invitationInvalid);

/** The invitee has no account yet: they make one for the invited address and accept at once. */
export const acceptWithNewAccountSchema = z
  .object({
    firstName: personNameField({ min: 1, short: 'First name is required', long: 'First name is too long' }),
    lastName: personNameField({ min: 1, short: 'Last name is required', long: 'Last name is too long' }),
    password: passwordField,
    confirmPassword: z.string().min(1, 'Please confirm your new password').max(PASSWORD_MAX),
  })
  .refine((v) => v.password === v.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] });
export type AcceptWithNewAccountInput = z.infer<typeof acceptWithNewAccountSchema>;

/** An account a trusted contact helps with (GET /api/circle/accounts). */
export const helpedAccountSchema = z.object({
  clientId: z.number().int(),
  name: z.string(),
  rights: z.array(circleRightSchema),
  visitNotices: z.array(visitStepSchema),
  /** The texts this contact gets about this account (docs/sms.md), under their own consent. */
  smsKinds: z.array(z.enum(CIRCLE_SMS_KINDS)),
});
export type HelpedAccount = z.infer<typeof helpedAccountSchema>;

/** A trusted contact chooses which texts they get about a helped account (PUT /api/circle/accounts/:clientId/texts). */
export const helpedTextsSchema = z.object({
  smsKinds: z.array(z.enum(CIRCLE_SMS_KINDS)).max(CIRCLE_SMS_KINDS.length),
});
export type HelpedTextsInput = z.infer<typeof helpedTextsSchema>;

/** Switch whose account this session works on (PUT /api/circle/acting): a helped client, or null. */
export const actingForSchema = z.object({ clientId: rowIdField().nullable() });
export type ActingForInput = z.infer<typeof actingForSchema>;

/** A trusted contact chooses which visit steps of a helped account they are e-mailed about. */
export const helpedNoticesSchema = z.object({ visitNotices: visitNoticesField });

/** The client's own visit-step e-mails (PUT /api/user/visit-notices). */
export const visitNoticesSchema = z.object({ visitNotices: visitNoticesField });
export type VisitNoticesInput = z.infer<typeof visitNoticesSchema>;

export const signInMethodSchema = z.enum(SIGN_IN_METHODS);
