import fs from 'node:fs';
import path from 'node:path';
import {
  BILLING_MESSAGES,
  NAME_MESSAGES,
  QUOTE_FORM_MESSAGES,
  quoteApproveSchema,
  quoteChangesSchema,
  APPOINTMENT_NOT_FOUND_MESSAGE,
  APPOINTMENT_PAST_MESSAGE,
  APPOINTMENT_REFERENCE_MESSAGE,
  appointmentRequestSchema,
  AUTH_MESSAGES,
  BOOKING_MESSAGES,
  moveAppointmentSchema,
  NOTARY_MESSAGES,
  notaryEntryInputSchema,
  moveSlotQuerySchema,
  acceptWithNewAccountSchema,
  callbackRequestSchema,
  CIRCLE_FORM_MESSAGES,
  CIRCLE_MESSAGES,
  circleInviteSchema,
  circleUpdateSchema,
  BLOG_POST_NOT_FOUND_MESSAGE,
  BLOG_COMMENT_MESSAGES,
  blogCommentFormSchema,
  CLAIM_NOT_FOUND_MESSAGE,
  claimRequestSchema,
  CONSENT_REQUIRED_MESSAGE,
  EMAIL_SIGN_IN_MESSAGES,
  emailSignInCodeSchema,
  emailSignInLinkSchema,
  emailSignInRequestSchema,
  findingDecisionSchema,
  FURNITURE_PHOTO_MESSAGES,
  furniturePhotoUploadSchema,
  landingContactSchema,
  loginSchema,
  passwordChangeSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  portalRequestSchema,
  PROPERTY_MESSAGES,
  INVOICE_MESSAGES,
  propertyInputSchema,
  PREFERRED_DATE_PAST_MESSAGE,
  profileSchema,
  landingRequestPayloadSchema,
  landingRequestSchema,
  registerRequestSchema,
  registerSchema,
  SKIPPED_TIME_MESSAGE,
  TRACKING_NOT_FOUND_MESSAGE,
  TWO_STEP_MESSAGES,
  twoStepCodeSchema,
  twoStepOffSchema,
  twoStepRecoverySchema,
  securitySettingsSchema,
  VISIT_MESSAGES,
  codeMessage,
  ERROR_CODES,
  OPENING_HOURS_TEXT,
  type ErrorCode,
  type ErrorCodeWithParams,
  type ErrorParams,
} from '@ta/shared';
import { describe, expect, it } from 'vitest';
import { catalogueIdOfCode, knownMessage } from './known-text';
import { en } from './messages/en';
import { es } from './messages/es';
import { createIntl } from 'react-intl';

interface Checkable {
  safeParse(value: unknown): { success: boolean; error?: { issues: readonly { message: string }[] } };
}

/** Values a person can send wrong: missing, blank, too short, far too long, not the right shape. */
const BAD_VALUES: readonly unknown[] = [
  undefined,
  '',
  '   ',
  'x',
  'ab',
  'x'.repeat(6000),
  'not valid!',
  '0',
  '2020-01-01',
  '25:99',
  false,
];

// zod's own words for a value of the wrong type: a form never sends those (its fields have the type).
const ZOD_DEFAULT = /^(Invalid input|Too (small|big)|Invalid option)/;

/**
 * Every message a schema gives: each field in turn is sent with each bad value while the others
 * stay valid (so the checks across fields run too), plus the extra cases named.
 */
function messagesOf(schema: Checkable, valid: Record<string, unknown>, extra: Record<string, unknown>[] = []) {
  const probes = [
    ...Object.keys(valid).flatMap((key) => BAD_VALUES.map((value) => ({ ...valid, [key]: value }))),
    ...extra.map((change) => ({ ...valid, ...change })),
  ];
  const messages = new Set<string>();
  for (const probe of probes) {
    const result = schema.safeParse(probe);
    for (const issue of result.error?.issues ?? []) if (!ZOD_DEFAULT.test(issue.message)) messages.add(issue.message);
  }
  return messages;
}

const person = { firstName: 'Margaret', lastName: 'Hill', email: 'margaret@example.com', phone: '(555) 010-0123' };
const details = 'Please help me set up my new tablet.';
const landing = {
  ...person,
  serviceInterest: 'Home & Tech Support',
  message: details,
  newsletter: false,
  notifyByEmail: true,
  notifyBySms: false,
  consentGiven: true,
};
const landingRequestExtras = {
  specificService: 'Tablet setup',
  estimatedDuration: '',
  preferredDate: '',
  locationDetails: '',
};
const password = 'a long private passphrase';

/** The forms of the public site and the client area, each with a valid value and its cross-field cases. */
const FORMS: [string, Checkable, Record<string, unknown>, Record<string, unknown>[]?][] = [
  ['landing contact', landingContactSchema, landing, [{ consentGiven: false }]],
  [
    'landing request form',
    landingRequestSchema,
    { ...person, serviceInterest: 'Other Service', ...landingRequestExtras, message: details, termsAccepted: true },
  ],
  // A quote's two answers (docs/quotes.md).
  ['quote approval', quoteApproveSchema, { version: '1', typedName: 'Margaret Hill' }, [{ version: 'x' }]],
  ['quote changes', quoteChangesSchema, { version: 1, message: 'Another day, please' }],
  [
    'landing request payload',
    landingRequestPayloadSchema,
    { ...landing, ...landingRequestExtras },
    [{ consentGiven: false }],
  ],
  [
    'appointment request',
    appointmentRequestSchema,
    {
      name: 'Margaret Hill',
      email: person.email,
      phone: person.phone,
      serviceTypeId: '3',
      message: details,
      preferredDate: '',
      preferredTime: '',
      location: '',
      appointmentId: '',
    },
    [{ preferredDate: '2026-03-08', preferredTime: '02:30' }, { appointmentId: '-4' }, { appointmentId: 'abc' }],
  ],
  ['client portal request', portalRequestSchema, { ...person, serviceInterest: 'Other', message: details }],
  [
    'furniture photos',
    furniturePhotoUploadSchema,
    { clientEmail: person.email, furnitureType: 'Bookcase', furnitureDescription: 'Two boxes from the store.' },
  ],
  [
    'call me back',
    callbackRequestSchema,
    { name: 'Margaret Hill', phone: person.phone, bestTime: 'morning', note: '' },
  ],
  ['claim a request', claimRequestSchema, { trackingToken: 'TA-7KQ2-MX9P', email: person.email }],
  ['log in', loginSchema, { username: 'margaret', password }],
  [
    'register',
    registerSchema,
    { ...person, username: 'margaret', password, confirmPassword: password },
    [{ confirmPassword: 'another one' }],
  ],
  ['register payload', registerRequestSchema, { ...person, username: 'margaret', password }],
  ['profile', profileSchema, { firstName: 'Margaret', lastName: 'Hill', email: person.email }],
  [
    'password change',
    passwordChangeSchema,
    { currentPassword: password, newPassword: `${password}!`, confirmPassword: `${password}!` },
    [{ confirmPassword: 'another one' }],
  ],
  ['forgot password', passwordResetRequestSchema, { email: person.email }],
  ['e-mail me a sign-in link and code', emailSignInRequestSchema, { email: person.email, next: '/appointments' }],
  ['sign-in code', emailSignInCodeSchema, { email: person.email, code: '482913' }, [{ code: '48 29 13 1' }]],
  ['sign-in link', emailSignInLinkSchema, { token: 'a'.repeat(43) }],
  [
    'reset password',
    passwordResetConfirmSchema,
    { token: 'a'.repeat(43), password, confirmPassword: password },
    [{ confirmPassword: 'another one' }],
  ],
  [
    'home-watch property',
    propertyInputSchema,
    {
      label: 'The beach condo',
      addressLine: '12 Gulf Shore Drive',
      city: 'Naples',
      zip: '34102',
      county: 'Collier',
      awayFrom: '2026-05-01',
      awayUntil: '2026-10-31',
      alarmCompany: '',
      emergencyContacts: '',
      preferredVendors: '',
      accessNotes: '',
      clearAccessNotes: false,
    },
    [{ awayFrom: '2026-10-31', awayUntil: '2026-05-01' }],
  ],
  ['finding decision', findingDecisionSchema, { decision: 'repair', note: '' }],
  // The client's circle: invite someone, change their rights, accept with a new account, visit e-mails.
  [
    'circle invite',
    circleInviteSchema,
    { name: 'Anna Lee', email: 'anna@example.com', rights: ['appointments'], visitNotices: [] },
    [{ rights: [] }],
  ],
  ['circle rights', circleUpdateSchema, { rights: ['reports'], visitNotices: ['done'] }, [{ rights: [] }]],
  [
    'accept an invitation with a new account',
    acceptWithNewAccountSchema,
    { firstName: 'Anna', lastName: 'Lee', password, confirmPassword: password },
    [{ confirmPassword: 'another one' }],
  ],
  ['two-step code', twoStepCodeSchema, { code: '123 456' }],
  ['recovery code', twoStepRecoverySchema, { recoveryCode: '7kq2m-x9pta' }],
  ['two-step off', twoStepOffSchema, { password, code: '123456' }],
  // Moving a visit to another open time (docs/booking.md): the pick, and the page of times asked for.
  ['move a visit', moveAppointmentSchema, { slot: '2026-12-01T10:00' }],
  ['times to move to', moveSlotQuerySchema, { from: '2026-12-01', days: '14' }],
  // A reader's comment under a blog post, or a reply (docs/blog-comments.md).
  [
    'blog comment',
    blogCommentFormSchema,
    { name: 'Margaret', email: person.email, content: details, parentId: '', notify: false, website: '' },
    [{ content: 'www.a.com www.b.com www.c.com' }, { parentId: '-3' }],
  ],
  ['security settings', securitySettingsSchema, { requireTwoStepForStaff: true }, [{ requireTwoStepForStaff: 'yes' }]],
  // The notary journal's entry form (admins; docs/notary-journal.md).
  [
    'notary journal entry',
    notaryEntryInputSchema,
    {
      actDate: '2026-01-15',
      actTime: '10:30',
      actType: 'jurat',
      document: 'Affidavit',
      signerName: 'Margaret Hill',
      signerAddress: '12 Palm Way, Dade City, FL',
      idMethod: 'id_document',
      idType: 'us_passport',
      idNumber: 'A1234567',
      signatures: '1',
      fee: '10.00',
      appointmentId: null,
      notes: '',
      correctsEntryId: null,
    },
    [{ idNumber: '' }, { idType: '' }, { actDate: '2099-01-01' }, { actDate: '2026-03-08', actTime: '02:30' }],
  ],
];

/** The shared messages the API answers with on its public and client calls. */
const SHARED_ANSWERS = [
  ...Object.values(AUTH_MESSAGES),
  // A trusted contact refused on a call of the client area (lib/circle-guards.ts).
  ...Object.values(CIRCLE_MESSAGES),
  ...Object.values(EMAIL_SIGN_IN_MESSAGES),
  ...Object.values(TWO_STEP_MESSAGES),
  ...Object.values(FURNITURE_PHOTO_MESSAGES).filter((message) => typeof message === 'string'),
  ...(['tooLarge', 'notAnImage', 'tooManyPixels', 'unreadable'] as const).flatMap((key) => [
    FURNITURE_PHOTO_MESSAGES[key]('"bookcase.jpg"'),
    FURNITURE_PHOTO_MESSAGES[key]('Photo 2'),
  ]),
  FURNITURE_PHOTO_MESSAGES.uploaded(1),
  FURNITURE_PHOTO_MESSAGES.uploaded(3),
  TRACKING_NOT_FOUND_MESSAGE,
  CONSENT_REQUIRED_MESSAGE,
  APPOINTMENT_REFERENCE_MESSAGE,
  PREFERRED_DATE_PAST_MESSAGE,
  APPOINTMENT_NOT_FOUND_MESSAGE,
  APPOINTMENT_PAST_MESSAGE,
  CLAIM_NOT_FOUND_MESSAGE,
  SKIPPED_TIME_MESSAGE,
  BLOG_POST_NOT_FOUND_MESSAGE,
  PROPERTY_MESSAGES.notFound,
  // The client's invoices (docs/invoices.md).
  INVOICE_MESSAGES.notFound,
  // The owner's reports and decisions (the rest of the visit messages are the staff's).
  VISIT_MESSAGES.notFound,
  VISIT_MESSAGES.findingNotFound,
  VISIT_MESSAGES.decisionTaken,
  VISIT_MESSAGES.notAnIssue,
  // A client's move or cancel refused (docs/booking.md, "Changes by the client and the cut-off").
  BOOKING_MESSAGES.tooLateToChange,
  BOOKING_MESSAGES.notChangeable,
  BOOKING_MESSAGES.sameSlot,
  BOOKING_MESSAGES.slotTaken,
  // The circle's answers to clients, their trusted contacts and invitees.
  ...Object.values(CIRCLE_FORM_MESSAGES),
  // Picking a time (docs/booking.md): the slot list's and the booking's answers.
  BOOKING_MESSAGES.serviceRequired,
  BOOKING_MESSAGES.countyRequired,
  BOOKING_MESSAGES.dateInvalid,
  BOOKING_MESSAGES.daysInvalid,
  BOOKING_MESSAGES.slotIncomplete,
  BOOKING_MESSAGES.slotTaken,
  BOOKING_MESSAGES.notBookable,
  BOOKING_MESSAGES.serviceNotOffered,
  BOOKING_MESSAGES.countyNotServed,
  // The notary journal's answers (its screen has Spanish too).
  ...Object.values(NOTARY_MESSAGES),
  BILLING_MESSAGES.notaryLocked,
  BILLING_MESSAGES.idNumberRequired,
  BILLING_MESSAGES.idTypeRequired,
  // A quote read or answered by its client (docs/quotes.md).
  QUOTE_FORM_MESSAGES.notFound,
  QUOTE_FORM_MESSAGES.messageTooLong,
  BILLING_MESSAGES.quoteVersionChanged,
  BILLING_MESSAGES.quoteNotOpen,
  BILLING_MESSAGES.quoteExpired,
  BILLING_MESSAGES.quoteLinkInvalid,
  BILLING_MESSAGES.nameMustMatch,
  BILLING_MESSAGES.nameNotOnQuote,
  // What a name may hold (registration, profile, circle).
  ...Object.values(NAME_MESSAGES),
  BILLING_MESSAGES.changesMessageRequired,
  // Leaving a comment under a post (docs/blog-comments.md).
  BLOG_COMMENT_MESSAGES.closed,
  BLOG_COMMENT_MESSAGES.notFound,
];

/**
 * The server's files whose answers reach visitors and clients. Their refusals name an error code
 * (docs/i18n.md "Errors as codes"), whose words are in packages/shared: none writes English of its own.
 */
const server = path.join(import.meta.dirname, '../../../server/src');
const SERVER_FILES = [
  'app.ts',
  'plugins/app/error-handler.ts',
  'plugins/app/web.ts',
  'domains/requests/contact-submissions.ts',
  'domains/requests/reschedule-reference.ts',
  'domains/appointments/booking-slots.ts',
  'domains/quotes/quotes.ts',
  // The calls of the public site and the client area, and the forms that work without JavaScript.
  'domains/accounts/routes/account-forms.ts',
  'domains/accounts/routes/account.ts',
  'domains/accounts/routes/email-sign-in-forms.ts',
  'domains/accounts/routes/email-sign-in.ts',
  'domains/accounts/routes/index.ts',
  'domains/accounts/routes/login.ts',
  'domains/accounts/routes/password-reset.ts',
  'domains/accounts/routes/profile-form.ts',
  'domains/accounts/routes/register.ts',
  'domains/accounts/routes/session-times.ts',
  'domains/accounts/routes/two-step-forms.ts',
  'domains/accounts/routes/two-step.ts',
  'domains/appointments/routes/booking.ts',
  'domains/blog/routes/blog-comment-form.ts',
  'domains/appointments/routes/calendar-feed-forms.ts',
  'domains/appointments/routes/client-appointments.ts',
  'domains/appointments/routes/move-form.ts',
  'domains/appointments/routes/visit-notices-form.ts',
  'domains/appointments/routes/visit-notices.ts',
  'domains/circle/routes/circle-forms.ts',
  'domains/photos/routes/furniture-upload-form.ts',
  'domains/photos/routes/index.ts',
  'domains/photos/routes/serve.ts',
  'domains/photos/routes/upload.ts',
  'domains/quotes/routes/client-quotes.ts',
  'domains/quotes/routes/index.ts',
  'domains/quotes/routes/quote-forms.ts',
  'domains/quotes/routes/quote-links.ts',
  'domains/requests/routes/callback-form.ts',
  'domains/requests/routes/callback.ts',
  'domains/requests/routes/index.ts',
  'domains/requests/routes/mine.ts',
  'domains/requests/routes/request-forms.ts',
  'domains/requests/routes/submit.ts',
  'domains/requests/routes/track-request-form.ts',
  'domains/requests/routes/track.ts',
  'http/page-forms/display-form.ts',
  'http/page-forms/form-body.ts',
  'http/page-forms/index.ts',
  'http/page-forms/language-form.ts',
  'http/page-forms/page-form.ts',
  'http/page-forms/photo-upload.ts',
];
/** A quoted text where the server would write a message: a refusal, a `message:`, a `…_MESSAGE` or a returned text. */
const SERVER_MESSAGE =
  /(?:(?:badRequest|notFound|conflict|unauthorized|forbidden|tooManyRequests)\(|HttpError\(\d+,|message: |[A-Z_]+ = |return )\s*'([^']+)'/g;
const serverMessages = SERVER_FILES.flatMap((file) =>
  [...fs.readFileSync(path.join(server, file), 'utf8').matchAll(SERVER_MESSAGE)].map((match) => match[1] ?? ''),
).filter((text) => /^[A-Z].* /.test(text));

/** Values for the codes whose message has a changing part, as the server fills them in. */
const SAMPLE_PARAMS: { [C in ErrorCodeWithParams]: ErrorParams<C> } = {
  photo_too_large: { photo: '"sofa.jpg"' },
  photo_not_an_image: { photo: '"sofa.pdf"' },
  photo_too_many_pixels: { photo: 'Photo 2' },
  photo_unreadable: { photo: '"chair.png"' },
  outside_hours: { hours: OPENING_HOURS_TEXT },
};
const paramsOf = (code: ErrorCode): Record<string, string> | undefined =>
  (SAMPLE_PARAMS as Partial<Record<ErrorCode, Record<string, string>>>)[code];
const messageOf = (code: ErrorCode) =>
  (codeMessage as (code: ErrorCode, ...params: unknown[]) => string)(code, paramsOf(code));

/** The English words of the codes whose text is in the site's `errors` file (not the back office's). */
const siteCodeMessages = ERROR_CODES.filter((code) => catalogueIdOfCode(code, en)?.startsWith('errors.')).map(
  messageOf,
);

describe('the error codes', () => {
  it('are snake_case names', () => {
    for (const code of ERROR_CODES) expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
  });

  it('each have their text in the catalogue, in English and in Spanish', () => {
    const missing = ERROR_CODES.filter((code) => catalogueIdOfCode(code, en) === null);
    expect(missing).toEqual([]);
    for (const code of ERROR_CODES) expect(catalogueIdOfCode(code, es), code).toBe(catalogueIdOfCode(code, en));
  });

  it('have in the English catalogue the very words the API answers with', () => {
    const intl = createIntl({ locale: 'en-US', messages: en });
    for (const code of ERROR_CODES) {
      const id = catalogueIdOfCode(code, en) ?? 'errors.generic';
      expect(intl.formatMessage({ id }, paramsOf(code)), code).toBe(messageOf(code));
    }
  });

  it('have Spanish words of their own, with the values filled in', () => {
    const intl = createIntl({ locale: 'es-US', messages: es });
    for (const code of ERROR_CODES) {
      const id = catalogueIdOfCode(code, es) ?? 'errors.generic';
      const spanish = intl.formatMessage({ id }, paramsOf(code));
      expect(spanish, code).not.toBe(messageOf(code));
      for (const value of Object.values(paramsOf(code) ?? {})) expect(spanish, code).toContain(value);
    }
  });
});

describe('the errors catalogue', () => {
  for (const [name, schema, valid, extra] of FORMS) {
    it(`knows every message of the ${name} form`, () => {
      const messages = [...messagesOf(schema, valid, extra)];
      expect(messages.length).toBeGreaterThan(0);
      expect(messages.filter((text) => knownMessage(text) === null)).toEqual([]);
    });
  }

  it('knows the messages the API answers visitors and clients with', () => {
    expect(siteCodeMessages.length).toBeGreaterThan(10);
    const all = [...SHARED_ANSWERS, ...siteCodeMessages];
    expect(all.filter((text) => knownMessage(text) === null)).toEqual([]);
  });

  it('finds no message the server writes in words of its own, outside the codes', () => {
    expect(serverMessages).toEqual([]);
  });

  it('finds a message with a changing part and fills it in, in Spanish', () => {
    const intl = createIntl({ locale: 'es-US', messages: es });
    const say = (text: string) => {
      const known = knownMessage(text);
      return known ? intl.formatMessage({ id: known.id }, known.values) : text;
    };
    expect(say('Please keep this under 254 characters')).toMatch(/254/);
    expect(say('Please keep this under 254 characters')).not.toMatch(/Please/);
    expect(say(FURNITURE_PHOTO_MESSAGES.notAnImage('"sofa.pdf"'))).toMatch(/^"sofa\.pdf" no es/);
    expect(say('An unknown sentence.')).toBe('An unknown sentence.');
  });

  it('gives back the English text on English pages, exactly', () => {
    const intl = createIntl({ locale: 'en-US', messages: en });
    const all = [...SHARED_ANSWERS, ...siteCodeMessages, ...FORMS.flatMap(([, s, v, x]) => [...messagesOf(s, v, x)])];
    for (const text of all) {
      const known = knownMessage(text);
      if (known) expect(intl.formatMessage({ id: known.id }, known.values)).toBe(text);
    }
  });
});
