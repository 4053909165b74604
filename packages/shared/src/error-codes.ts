import { CONTACT_ASSIGN_NOT_NEW_MESSAGE, CONTACT_NOT_FOUND_MESSAGE, SCHEDULE_MESSAGES } from './admin-contacts.js';
import { ADMIN_APPOINTMENT_MESSAGES } from './admin-appointments.js';
import { OUTBOX_MESSAGES } from './admin-dashboard.js';
import { ADMIN_USER_MESSAGES, STAFF_PHOTO_MESSAGES, USER_NOT_FOUND_MESSAGE } from './admin-users.js';
import { APPOINTMENT_NOT_FOUND_MESSAGE, APPOINTMENT_PAST_MESSAGE } from './appointments.js';
import { AUTH_MESSAGES } from './auth-messages.js';
import { AVAILABILITY_MESSAGES } from './availability.js';
import { BILLING_MESSAGES } from './billing.js';
import { BLOG_MESSAGES, BLOG_POST_NOT_FOUND_MESSAGE } from './blog.js';
import { BLOG_COMMENT_MESSAGES } from './blog-comments.js';
import { BOOKING_MESSAGES } from './booking.js';
import { SKIPPED_TIME_MESSAGE } from './business-time.js';
import { CARD_PAYMENT_MESSAGES } from './card-payments.js';
import { NEWSLETTER_MESSAGES } from './newsletter.js';
import { PAYMENT_CARD_MESSAGES } from './payment-card.js';
import { TEXT_MESSAGES } from './text-messages.js';
import { FEEDBACK_MESSAGES } from './feedback.js';
import { REFERRAL_MESSAGES } from './referrals.js';
import { SERVICE_PLAN_MESSAGES } from './service-plans.js';
import { CANNED_REPLY_MESSAGES, CHAT_MESSAGES } from './chat.js';
import { CIRCLE_FORM_MESSAGES } from './circle.js';
import { CIRCLE_MESSAGES } from './circle-rights.js';
import { CLAIM_NOT_FOUND_MESSAGE } from './client-requests.js';
import { CODES_WITH_OWN_MESSAGE } from './codes-with-own-message.js';
import { APPOINTMENT_REFERENCE_MESSAGE, TRACKING_NOT_FOUND_MESSAGE } from './contact.js';
import { EMAIL_SIGN_IN_MESSAGES } from './email-sign-in.js';
import { FURNITURE_PHOTO_MESSAGES } from './furniture-photos.js';
import { CHECKLIST_MESSAGES } from './home-watch-checklists.js';
import { PLAN_MESSAGES } from './home-watch-plans.js';
import { PROPERTY_MESSAGES } from './home-watch-properties.js';
import { STORM_MESSAGES } from './home-watch-storms.js';
import { VISIT_MESSAGES, VISIT_RUN_MESSAGES } from './home-watch-visits.js';
import { INVOICE_MESSAGES } from './invoices.js';
import { JOB_TIME_MESSAGES } from './job-time.js';
import { NOTARY_MESSAGES } from './notary-journal.js';
import { outsideHoursMessage } from './opening-hours.js';
import { PRICE_LIST_MESSAGES } from './price-list.js';
import { QUOTE_FORM_MESSAGES } from './quote-forms.js';
import { TWO_STEP_MESSAGES } from './two-step.js';
import { VISIT_PROGRESS_MESSAGES } from './visit-progress.js';

/**
 * Errors as codes (docs/i18n.md "Errors as codes", decision 070). Every error answer of the API is
 * `{ code, message, params?, fields? }`: `code` is a stable name from the list below, `message` its
 * English text (the API's contract, unchanged), `params` the changing parts of a message that has
 * some. The browser shows the catalogue's text for the code in the page's language.
 */

/** The words of answers that no domain's own messages hold: the request itself, the forms without JavaScript. */
export const REQUEST_MESSAGES = {
  notFound: 'Not found',
  badAddress: 'This address is not valid.',
  notValid: 'The request is not valid.',
  unstorableText: 'The request contains characters that are not allowed.',
  unavailable: 'The service is temporarily unavailable. Please try again in a minute.',
  serverError: 'Something went wrong on our side. Please try again in a moment.',
  bodyTooLarge: 'The request is too large.',
  mediaTypeRefused: 'This kind of request body is not accepted.',
  invalidJson: 'The request body is not valid JSON.',
  invalidBody: 'The request body is not valid.',
  formUnreadable: 'The form could not be read. Please try again.',
  formReload: 'This form could not be read. Please reload the page and try again.',
  formTooLargeToSend: 'The form is too large to send. Photos can be up to 5 MB each, at most 5 of them.',
  languageRequired: 'Please choose English or Spanish.',
  displayChoiceRequired: 'Please choose a text size or a contrast.',
  photosNotMultipart: 'Please send the photos as a multipart form.',
  photoNotMultipart: 'Please send the photo as a multipart form.',
} as const;

/** A photo's message names the photo: its file's name in quotes, or its place in the form. */
type PhotoParams = { photo: string };
const aboutPhoto = (message: (photo: string) => string) => (params: PhotoParams) => message(params.photo);
/** The opening hours come as a value, so a catalogue's text states none of its own (decision 062). */
type HoursParams = { hours: string };

const R = REQUEST_MESSAGES;

/**
 * Every error code with its English message: a text, or for a message with a changing part, the
 * function that writes it from the answer's `params`. Never rename a code: the browser and any
 * other caller read it. The texts stay in their domain's constants; this list only names them.
 */
export const ERROR_MESSAGES = {
  // The request as such: any call.
  not_found: R.notFound,
  bad_address: R.badAddress,
  validation_failed: R.notValid,
  bad_request: R.notValid,
  unstorable_text: R.unstorableText,
  body_too_large: R.bodyTooLarge,
  media_type_refused: R.mediaTypeRefused,
  invalid_json: R.invalidJson,
  invalid_body: R.invalidBody,
  rate_limited: AUTH_MESSAGES.tooManyRequests,
  cross_site: AUTH_MESSAGES.crossSite,
  unavailable: R.unavailable,
  server_error: R.serverError,
  // Forms sent without JavaScript, and the page settings.
  form_unreadable: R.formUnreadable,
  form_reload: R.formReload,
  form_too_large_to_send: R.formTooLargeToSend,
  language_required: R.languageRequired,
  display_choice_required: R.displayChoiceRequired,

  // Signing in, accounts and passwords.
  not_signed_in: AUTH_MESSAGES.notSignedIn,
  forbidden: AUTH_MESSAGES.forbidden,
  invalid_credentials: AUTH_MESSAGES.invalidCredentials,
  account_inactive: AUTH_MESSAGES.inactive,
  too_many_logins: AUTH_MESSAGES.tooManyLogins,
  common_password: AUTH_MESSAGES.commonPassword,
  back_office_password_short: AUTH_MESSAGES.backOfficePasswordShort,
  password_guessable: AUTH_MESSAGES.backOfficePasswordGuessable,
  password_has_username: AUTH_MESSAGES.passwordHasUsername,
  username_taken: AUTH_MESSAGES.usernameTaken,
  email_taken: AUTH_MESSAGES.emailTaken,
  wrong_current_password: AUTH_MESSAGES.wrongCurrentPassword,
  email_change_needs_password: AUTH_MESSAGES.emailChangeNeedsPassword,
  reset_link_invalid: AUTH_MESSAGES.resetInvalid,
  sign_in_code_invalid: EMAIL_SIGN_IN_MESSAGES.codeInvalid,
  sign_in_link_invalid: EMAIL_SIGN_IN_MESSAGES.linkInvalid,
  sign_in_too_many_requests: EMAIL_SIGN_IN_MESSAGES.tooManyRequests,
  sign_in_too_many_codes: EMAIL_SIGN_IN_MESSAGES.tooManyCodes,
  two_step_code_wrong: TWO_STEP_MESSAGES.codeWrong,
  two_step_recovery_code_wrong: TWO_STEP_MESSAGES.recoveryCodeWrong,
  two_step_expired: TWO_STEP_MESSAGES.challengeExpired,
  two_step_too_many_tries: TWO_STEP_MESSAGES.tooManyTries,
  two_step_already_on: TWO_STEP_MESSAGES.alreadyOn,
  two_step_not_on: TWO_STEP_MESSAGES.notOn,
  two_step_no_setup: TWO_STEP_MESSAGES.noSetupStarted,
  two_step_required: TWO_STEP_MESSAGES.requiredForStaff,
  two_step_admin_needs_it: TWO_STEP_MESSAGES.adminNeedsTwoStep,
  two_step_own_reset: TWO_STEP_MESSAGES.ownReset,
  // The back office's accounts.
  user_not_found: USER_NOT_FOUND_MESSAGE,
  user_email_taken: ADMIN_USER_MESSAGES.emailTaken,
  last_admin: ADMIN_USER_MESSAGES.lastAdmin,
  own_account: ADMIN_USER_MESSAGES.ownAccount,
  password_for_promotion: ADMIN_USER_MESSAGES.passwordForPromotion,

  // The client's circle of trusted contacts.
  circle_no_right: CIRCLE_MESSAGES.noRight,
  circle_owner_only: CIRCLE_MESSAGES.ownerOnly,
  circle_access_ended: CIRCLE_MESSAGES.accessEnded,
  circle_email_is_yours: CIRCLE_FORM_MESSAGES.emailIsYours,
  circle_already_in: CIRCLE_FORM_MESSAGES.alreadyInCircle,
  circle_invitation_invalid: CIRCLE_FORM_MESSAGES.invitationInvalid,
  circle_invitation_other_email: CIRCLE_FORM_MESSAGES.invitationForAnotherEmail,
  circle_invitation_needs_sign_in: CIRCLE_FORM_MESSAGES.invitationNeedsSignIn,
  circle_back_office_not_contact: CIRCLE_FORM_MESSAGES.backOfficeNotContact,
  circle_back_office_address: CIRCLE_FORM_MESSAGES.backOfficeAddress,
  circle_contact_not_found: CIRCLE_FORM_MESSAGES.notInCircle,
  circle_client_not_found: CIRCLE_FORM_MESSAGES.clientNotFound,
  circle_not_proposed: CIRCLE_FORM_MESSAGES.notProposed,

  // Requests, tracking and booking.
  tracking_not_found: TRACKING_NOT_FOUND_MESSAGE,
  claim_not_found: CLAIM_NOT_FOUND_MESSAGE,
  appointment_reference: APPOINTMENT_REFERENCE_MESSAGE,
  service_required: BOOKING_MESSAGES.serviceRequired,
  contact_not_found: CONTACT_NOT_FOUND_MESSAGE,
  contact_not_new: CONTACT_ASSIGN_NOT_NEW_MESSAGE,
  county_required: BOOKING_MESSAGES.countyRequired,
  county_not_served: BOOKING_MESSAGES.countyNotServed,
  service_not_offered: BOOKING_MESSAGES.serviceNotOffered,
  not_bookable: BOOKING_MESSAGES.notBookable,
  slot_taken: BOOKING_MESSAGES.slotTaken,
  same_slot: BOOKING_MESSAGES.sameSlot,
  too_late_to_change: BOOKING_MESSAGES.tooLateToChange,
  not_changeable: BOOKING_MESSAGES.notChangeable,

  // Appointments and the staff's calendar.
  appointment_not_found: APPOINTMENT_NOT_FOUND_MESSAGE,
  appointment_past: APPOINTMENT_PAST_MESSAGE,
  end_before_start: ADMIN_APPOINTMENT_MESSAGES.endBeforeStart,
  staff_required: SCHEDULE_MESSAGES.staff,
  skipped_time: SKIPPED_TIME_MESSAGE,
  outside_hours: (params: HoursParams) => outsideHoursMessage(params.hours),
  visit_step_not_yours: VISIT_PROGRESS_MESSAGES.notYours,
  visit_step_cancelled: VISIT_PROGRESS_MESSAGES.cancelled,
  visit_step_completed: VISIT_PROGRESS_MESSAGES.completed,
  visit_step_backwards: VISIT_PROGRESS_MESSAGES.backwards,
  visit_step_arrive_first: VISIT_PROGRESS_MESSAGES.arriveFirst,
  visit_step_home_watch: VISIT_PROGRESS_MESSAGES.homeWatch,
  holiday_exists: AVAILABILITY_MESSAGES.holidayExists,
  holiday_not_found: AVAILABILITY_MESSAGES.holidayNotFound,
  services_not_listed: AVAILABILITY_MESSAGES.serviceInvalid,
  service_not_found: AVAILABILITY_MESSAGES.serviceNotFound,
  staff_not_found: AVAILABILITY_MESSAGES.staffNotFound,
  time_off_not_found: AVAILABILITY_MESSAGES.timeOffNotFound,

  // Photos: a visitor's furniture photos, a finding's, a receipt's.
  photo_too_large: aboutPhoto(FURNITURE_PHOTO_MESSAGES.tooLarge),
  photo_not_an_image: aboutPhoto(FURNITURE_PHOTO_MESSAGES.notAnImage),
  photo_too_many_pixels: aboutPhoto(FURNITURE_PHOTO_MESSAGES.tooManyPixels),
  photo_unreadable: aboutPhoto(FURNITURE_PHOTO_MESSAGES.unreadable),
  photo_form_too_large: FURNITURE_PHOTO_MESSAGES.formTooLarge,
  photo_wrong_field: FURNITURE_PHOTO_MESSAGES.wrongField,
  photos_too_many: FURNITURE_PHOTO_MESSAGES.tooMany,
  photos_none_selected: FURNITURE_PHOTO_MESSAGES.selectAtLeastOne,
  photos_not_multipart: R.photosNotMultipart,
  photo_not_multipart: R.photoNotMultipart,
  photo_not_found: FURNITURE_PHOTO_MESSAGES.notFound,

  // Home watch: properties, plans, visits, findings, checklists, storms.
  property_not_found: PROPERTY_MESSAGES.notFound,
  plan_not_found: PLAN_MESSAGES.notFound,
  plan_client_required: PLAN_MESSAGES.clientRequired,
  plan_too_long: PLAN_MESSAGES.tooLong,
  plan_nothing_ahead: PLAN_MESSAGES.nothingAhead,
  plan_all_closed: PLAN_MESSAGES.allClosed,
  plan_past_midnight: PLAN_MESSAGES.pastMidnight,
  plan_date_past: PLAN_MESSAGES.datePast,
  plan_no_dates: VISIT_MESSAGES.noDates,
  plan_end_before_start: VISIT_MESSAGES.endBeforeStart,
  admin_assigns_home_watch: PLAN_MESSAGES.adminAssigns,
  visit_not_found: VISIT_MESSAGES.notFound,
  visit_not_yours: VISIT_MESSAGES.notYours,
  visit_not_started: VISIT_MESSAGES.notStarted,
  visit_already_started: VISIT_MESSAGES.alreadyStarted,
  visit_already_finished: VISIT_MESSAGES.alreadyFinished,
  visit_cancelled: VISIT_MESSAGES.cancelled,
  visit_unanswered: VISIT_MESSAGES.unanswered,
  visit_issue_needs_photo: VISIT_MESSAGES.issueNeedsPhoto,
  visit_result_too_mild: VISIT_MESSAGES.resultTooMild,
  visit_planned_another_day: VISIT_RUN_MESSAGES.plannedAnotherDay,
  visit_no_access_notes: VISIT_RUN_MESSAGES.noAccessNotes,
  visit_no_photo: VISIT_RUN_MESSAGES.noPhoto,
  visit_one_photo: VISIT_RUN_MESSAGES.onePhoto,
  visit_too_many_photos: VISIT_RUN_MESSAGES.tooManyPhotos,
  visit_reading_required: VISIT_RUN_MESSAGES.readingRequired,
  checklist_item_not_found: VISIT_RUN_MESSAGES.itemNotFound,
  finding_not_found: VISIT_MESSAGES.findingNotFound,
  finding_decided: VISIT_MESSAGES.decisionTaken,
  finding_not_an_issue: VISIT_MESSAGES.notAnIssue,
  checklist_not_found: CHECKLIST_MESSAGES.notFound,
  checklist_default_in_use: CHECKLIST_MESSAGES.defaultInUse,
  storm_not_found: STORM_MESSAGES.notFound,
  storm_no_properties: STORM_MESSAGES.noProperties,
  storm_no_open_day: STORM_MESSAGES.noOpenDay,
  storm_ends_after_midnight: STORM_MESSAGES.endsAfterMidnight,

  // Quotes, prices, time on the job, invoices and payments.
  quote_not_found: QUOTE_FORM_MESSAGES.notFound,
  quote_link_invalid: BILLING_MESSAGES.quoteLinkInvalid,
  quote_not_editable: BILLING_MESSAGES.quoteNotEditable,
  quote_approved_staff: BILLING_MESSAGES.quoteApprovedStaff,
  quote_version_changed: BILLING_MESSAGES.quoteVersionChanged,
  quote_not_open: BILLING_MESSAGES.quoteNotOpen,
  quote_expired: BILLING_MESSAGES.quoteExpired,
  quote_name_not_on_quote: BILLING_MESSAGES.nameNotOnQuote,
  quote_not_approved: BILLING_MESSAGES.notApproved,
  quote_already_scheduled: BILLING_MESSAGES.alreadyScheduled,
  quote_valid_until_required: QUOTE_FORM_MESSAGES.validUntil,
  lines_required: BILLING_MESSAGES.linesRequired,
  price_not_found: PRICE_LIST_MESSAGES.notFound,
  job_not_yours: JOB_TIME_MESSAGES.notYours,
  job_already_started: JOB_TIME_MESSAGES.alreadyStarted,
  job_not_started: JOB_TIME_MESSAGES.notStarted,
  job_already_finished: JOB_TIME_MESSAGES.alreadyFinished,
  job_item_not_found: JOB_TIME_MESSAGES.itemNotFound,
  job_item_invoiced: JOB_TIME_MESSAGES.itemInvoiced,
  job_items_invoiced: JOB_TIME_MESSAGES.itemsInvoiced,
  job_item_form_invalid: JOB_TIME_MESSAGES.itemFormInvalid,
  receipt_not_found: JOB_TIME_MESSAGES.receiptNotFound,
  receipt_one_at_a_time: JOB_TIME_MESSAGES.oneReceipt,
  already_invoiced: BILLING_MESSAGES.alreadyInvoiced,
  not_late_cancellation: BILLING_MESSAGES.notLateCancellation,
  invoice_not_found: INVOICE_MESSAGES.notFound,
  invoice_void: BILLING_MESSAGES.invoiceVoid,
  invoice_cancelled_visit: INVOICE_MESSAGES.cancelledVisit,
  payment_not_found: INVOICE_MESSAGES.paymentNotFound,
  payment_void: INVOICE_MESSAGES.paymentVoid,
  payment_too_large: BILLING_MESSAGES.paymentTooLarge,

  // Card payments through Stripe (docs/payments.md).
  card_payments_off: CARD_PAYMENT_MESSAGES.off,
  invoice_paid: CARD_PAYMENT_MESSAGES.invoicePaid,
  pay_link_not_found: CARD_PAYMENT_MESSAGES.linkNotFound,
  card_provider_down: CARD_PAYMENT_MESSAGES.providerDown,
  refund_not_card: CARD_PAYMENT_MESSAGES.notCard,
  refund_too_large: CARD_PAYMENT_MESSAGES.refundTooLarge,
  refund_failed: CARD_PAYMENT_MESSAGES.refundFailed,
  payment_by_card: CARD_PAYMENT_MESSAGES.paidByCard,
  webhook_signature_invalid: CARD_PAYMENT_MESSAGES.signatureInvalid,
  // A card on file and autopay (docs/decisions/077-card-on-file-and-autopay.md).
  payment_card_none: PAYMENT_CARD_MESSAGES.noCard,
  autopay_consent_changed: PAYMENT_CARD_MESSAGES.consentChanged,
  deposit_paid: CARD_PAYMENT_MESSAGES.depositPaid,
  deposit_not_due: CARD_PAYMENT_MESSAGES.depositNotDue,

  // A staff member's photo for clients (docs/visit-status.md).
  staff_photo_not_staff: STAFF_PHOTO_MESSAGES.notStaff,
  staff_photo_missing: STAFF_PHOTO_MESSAGES.missing,
  staff_photo_not_found: STAFF_PHOTO_MESSAGES.notFound,

  // Text messages through Twilio (docs/sms.md).
  texts_off: TEXT_MESSAGES.off,
  texts_consent_changed: TEXT_MESSAGES.consentChanged,
  texts_not_on: TEXT_MESSAGES.notOn,
  twilio_signature_invalid: TEXT_MESSAGES.signatureInvalid,

  // Feedback after a visit (docs/feedback.md).
  feedback_link_not_found: FEEDBACK_MESSAGES.linkNotFound,
  feedback_already_given: FEEDBACK_MESSAGES.alreadyGiven,
  // Referrals (docs/referrals.md).
  referral_code_unknown: REFERRAL_MESSAGES.codeUnknown,
  // Standing visits (docs/service-plans.md).
  service_plan_not_found: SERVICE_PLAN_MESSAGES.notFound,
  service_plan_not_bookable: SERVICE_PLAN_MESSAGES.notBookable,
  service_plan_nothing_ahead: SERVICE_PLAN_MESSAGES.nothingAhead,
  service_plan_stopped: SERVICE_PLAN_MESSAGES.stopped,
  service_plan_office_only: SERVICE_PLAN_MESSAGES.officeOnly,
  newsletter_link_unknown: NEWSLETTER_MESSAGES.linkUnknown,
  newsletter_post_sent: NEWSLETTER_MESSAGES.postSent,
  newsletter_post_unpublished: NEWSLETTER_MESSAGES.postUnpublished,
  service_plan_day_unknown: SERVICE_PLAN_MESSAGES.dayNotPlanned,
  service_plan_day_skipped: SERVICE_PLAN_MESSAGES.alreadySkipped,
  service_plan_pause_invalid: SERVICE_PLAN_MESSAGES.pauseInvalid,
  service_plan_pause_not_found: SERVICE_PLAN_MESSAGES.pauseNotFound,
  service_plan_end_before_start: SERVICE_PLAN_MESSAGES.endBeforeStart,
  service_plan_client_required: SERVICE_PLAN_MESSAGES.clientRequired,
  service_plan_month_billed: SERVICE_PLAN_MESSAGES.monthBilled,
  service_plan_month_empty: SERVICE_PLAN_MESSAGES.monthEmpty,
  invoice_billed_monthly: SERVICE_PLAN_MESSAGES.billedMonthly,

  // The outbox's "Send again" (docs/jobs.md).
  outbox_email_not_found: OUTBOX_MESSAGES.notFound,
  outbox_not_failed: OUTBOX_MESSAGES.notFailed,
  outbox_link_gone: OUTBOX_MESSAGES.linkGone,
  outbox_no_smtp: OUTBOX_MESSAGES.noSmtp,

  // The notary journal.
  notary_entry_not_found: NOTARY_MESSAGES.notFound,
  notary_appointment_not_found: NOTARY_MESSAGES.appointmentNotFound,
  notary_corrected_not_found: NOTARY_MESSAGES.correctedNotFound,
  notary_no_id_number: NOTARY_MESSAGES.noIdNumber,
  notary_range_invalid: NOTARY_MESSAGES.rangeInvalid,
  notary_locked: BILLING_MESSAGES.notaryLocked,
  notary_id_number_required: BILLING_MESSAGES.idNumberRequired,

  // The blog and the live chat.
  blog_post_not_found: BLOG_POST_NOT_FOUND_MESSAGE,
  blog_slug_taken: BLOG_MESSAGES.slugTaken,
  blog_comments_closed: BLOG_COMMENT_MESSAGES.closed,
  blog_comment_not_found: BLOG_COMMENT_MESSAGES.notFound,
  chat_conversation_not_found: CHAT_MESSAGES.conversationNotFound,
  chat_invalid_conversation: CHAT_MESSAGES.invalidConversation,
  chat_origin_refused: CHAT_MESSAGES.originRefused,
  chat_assignee_invalid: CHAT_MESSAGES.assigneeInvalid,
  canned_reply_shortcut_taken: CANNED_REPLY_MESSAGES.shortcutTaken,
  canned_reply_not_found: CANNED_REPLY_MESSAGES.notFound,
} as const;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

type MessageOf<C extends ErrorCode> = (typeof ERROR_MESSAGES)[C];

/** The values a code's message is written from, or undefined when its message is fixed. */
export type ErrorParams<C extends ErrorCode> = MessageOf<C> extends (params: infer P) => string ? P : undefined;

/** The codes whose message has a changing part, given in the answer's `params`. */
export type ErrorCodeWithParams = { [C in ErrorCode]: MessageOf<C> extends string ? never : C }[ErrorCode];

/** The codes whose message is always the same words. */
export type FixedErrorCode = Exclude<ErrorCode, ErrorCodeWithParams>;

// Every code with an answer's own message is a code of the list.
CODES_WITH_OWN_MESSAGE satisfies readonly ErrorCode[];

/** Every code, in the list's order. */
export const ERROR_CODES = Object.keys(ERROR_MESSAGES) as ErrorCode[];

/** Whether a text is one of the codes (an answer read from outside). */
export function isErrorCode(text: string): text is ErrorCode {
  return Object.prototype.hasOwnProperty.call(ERROR_MESSAGES, text);
}

/** The arguments after a code: its values, when its message has a changing part. */
export type ErrorCodeArgs<C extends ErrorCode> = ErrorParams<C> extends undefined ? [] : [params: ErrorParams<C>];

/** A code's English message, written from its values when it has a changing part. */
export function codeMessage<C extends ErrorCode>(code: C, ...args: ErrorCodeArgs<C>): string {
  const message: string | ((params: never) => string) = ERROR_MESSAGES[code];
  if (typeof message === 'string') return message;
  const [params] = args as unknown as [never];
  return message(params);
}

/** An error answer of the API, as the browser reads it. */
export interface ErrorAnswer {
  code: string;
  message: string;
  params?: Record<string, string>;
  fields?: Record<string, string>;
}
