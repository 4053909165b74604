import { CIRCLE_RIGHTS, type CircleRight } from '@ta/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../src/lib/tokens.js';
import { engines } from './fresh-database.js';
import { buildTestApp, cookieHeader, createStaff, registerClient, type TestApp } from './helper.js';
import { buildPageApp, postForm } from './page-form-posts.js';

/**
 * Who may call what, for every API route (docs/decisions/013-back-office.md). A route added without an
 * entry here fails the first test, so nobody ships a call whose access was never decided.
 *
 * - public: anyone
 * - signedIn: any account; anonymous → 401
 * - client: clients only; anonymous → 401, staff and admin → 403
 * - staff: staff and admins; anonymous → 401, client → 403
 * - admin: admins only; anonymous → 401, client and staff → 403
 */
type Access = 'public' | 'signedIn' | 'client' | 'staff' | 'admin';
type Caller = 'anonymous' | 'client' | 'staff' | 'admin';

const MATRIX: Record<string, Access> = {
  'POST /api/register': 'public',
  'POST /api/login': 'public',
  // The second step of signing in: its own short-lived cookie, not a session (docs/two-step.md).
  'POST /api/login/two-step': 'public',
  'POST /api/login/two-step/setup': 'public',
  'POST /api/login/two-step/setup/confirm': 'public',
  'GET /api/account/two-step': 'staff',
  'POST /api/account/two-step/setup': 'staff',
  'POST /api/account/two-step/confirm': 'staff',
  'POST /api/account/two-step/recovery-codes': 'staff',
  'POST /api/account/two-step/off': 'staff',
  'GET /api/account/sessions': 'signedIn',
  'POST /api/account/sessions/sign-out-others': 'signedIn',
  'POST /api/logout': 'public',
  'GET /api/user': 'signedIn',
  'PATCH /api/user/profile': 'signedIn',
  'POST /api/user/password': 'signedIn',
  // The client's own choice of visit-step e-mails (the account holder only).
  'GET /api/user/visit-notices': 'client',
  'PUT /api/user/visit-notices': 'client',
  'GET /api/session': 'signedIn',
  'POST /api/session/keep-alive': 'signedIn',
  // The signed-in person's own calendar feed, any role (docs/booking.md, "Calendar feeds").
  'GET /api/calendar-feed': 'signedIn',
  'POST /api/calendar-feed': 'signedIn',
  'DELETE /api/calendar-feed': 'signedIn',
  'POST /api/password-reset': 'public',
  'POST /api/password-reset/confirm': 'public',
  // Signing in by e-mailed link or code: only client accounts get one, but asking is open to anyone.
  'POST /api/sign-in/email': 'public',
  'POST /api/sign-in/code': 'public',
  'POST /api/sign-in/link': 'public',

  'POST /api/contact': 'public',
  'POST /api/callback': 'public',
  'GET /api/contact/track/:token': 'public',
  'GET /api/contact/track': 'public',
  'GET /api/contact/user': 'signedIn',
  'POST /api/contact/claim': 'client',
  'GET /api/contact': 'staff',
  'GET /api/contact/counts': 'staff',
  'GET /api/contact/:id': 'staff',
  'PATCH /api/contact/:id': 'staff',
  'POST /api/contact/:id/assign': 'staff',
  'PUT /api/contact/:id/assignee': 'staff',
  'POST /api/contact/:id/schedule': 'staff',
  'GET /api/contact/:id/related': 'staff',

  'POST /api/furniture-photos': 'public',
  'GET /api/furniture-photos/file/:key': 'public',
  'GET /api/furniture-photos/file/:key/thumb': 'public',
  'GET /api/furniture-photos': 'staff',
  'DELETE /api/furniture-photos/:id': 'staff',
  'POST /api/furniture-photos/link': 'staff',
  // A finding's photo: its owner and staff; anyone else gets the 404 of a photo that does not exist.
  'GET /api/visit-photos/:key': 'public',
  'GET /api/visit-photos/:key/thumb': 'public',

  'GET /api/docs': 'public',
  'GET /api/service-types': 'public',
  'GET /api/booking/slots': 'public',
  'GET /api/blog': 'public',
  'GET /api/blog/:slug': 'public',
  // Comments under a post (docs/blog-comments.md): anyone reads the approved ones and leaves one.
  'GET /api/blog/:slug/comments': 'public',
  'POST /api/blog/:slug/comments': 'public',

  'GET /api/appointments': 'signedIn',
  'DELETE /api/appointments/:id': 'signedIn',
  'GET /api/appointments/:id/calendar.ics': 'signedIn',
  // Moving one's own visit to another open time (docs/booking.md).
  'GET /api/appointments/:id/slots': 'client',
  'POST /api/appointments/:id/move': 'client',
  'GET /api/appointments/date/:date': 'staff',
  'PATCH /api/appointments/:id': 'staff',

  'GET /api/visits/:id/report': 'signedIn',
  'GET /api/visits/:id/report.pdf': 'signedIn',
  'POST /api/findings/:id/decision': 'client',

  'GET /api/admin/users': 'admin',
  'GET /api/admin/users/:id': 'admin',
  'POST /api/admin/users': 'admin',
  'PATCH /api/admin/users/:id': 'admin',
  'DELETE /api/admin/users/:id/two-step': 'admin',
  'GET /api/admin/settings/security': 'admin',
  'PUT /api/admin/settings/security': 'admin',
  'GET /api/admin/blog': 'staff',
  // Moderating comments: staff and admins alike.
  'GET /api/admin/blog-comments': 'staff',
  'POST /api/admin/blog-comments/:id/approve': 'staff',
  'POST /api/admin/blog-comments/:id/reply': 'staff',
  'POST /api/admin/blog-comments/:id/spam': 'staff',
  'POST /api/admin/blog-comments/:id/block': 'staff',
  'DELETE /api/admin/blog-comments/:id': 'staff',
  'GET /api/admin/blog/:id': 'staff',
  'POST /api/admin/blog': 'staff',
  'PATCH /api/admin/blog/:id': 'staff',
  'DELETE /api/admin/blog/:id': 'staff',
  'GET /api/admin/appointments': 'staff',
  'GET /api/admin/appointments/summary': 'staff',
  // Who works on the calendar's days, and the scheduling form's live check (docs/booking.md).
  'GET /api/admin/availability/days': 'staff',
  'GET /api/admin/availability/check': 'staff',
  'GET /api/admin/appointments/:id': 'staff',
  'POST /api/admin/appointments': 'staff',
  'PATCH /api/admin/appointments/:id': 'staff',
  // The assigned staff member or an admin; other staff get 403 from the service (docs/visit-status.md).
  'POST /api/admin/appointments/:id/progress': 'staff',
  'GET /api/admin/projects': 'staff',
  'GET /api/admin/projects/counts': 'staff',
  'GET /api/admin/dashboard': 'staff',
  'GET /api/admin/search': 'staff',
  'GET /api/admin/outbox': 'staff',
  // Sending a failed e-mail again is the owner's (docs/jobs.md).
  'POST /api/admin/outbox/:id/send-again': 'admin',
  'GET /api/admin/staff': 'staff',
  // Doing a visit: any staff member looks; only the one assigned acts (home-watch-visit-run.test.ts).
  'GET /api/admin/visits': 'staff',
  'GET /api/admin/visits/:id': 'staff',
  'GET /api/admin/visits/:id/access-notes': 'staff',
  'POST /api/admin/visits/:id/start': 'staff',
  'PUT /api/admin/visits/:id/items/:itemId': 'staff',
  'POST /api/admin/visits/:id/items/:itemId/photos': 'staff',
  'DELETE /api/admin/visits/:id/photos/:photoId': 'staff',
  'POST /api/admin/visits/:id/finish': 'staff',
  // Time on the job (docs/job-time.md): any staff member reads; the assigned one or an admin writes,
  // other staff get 403 from the route (job-time.test.ts).
  'GET /api/staff/appointments/:id/work': 'staff',
  'POST /api/staff/appointments/:id/work/start': 'staff',
  'POST /api/staff/appointments/:id/work/finish': 'staff',
  'PUT /api/staff/appointments/:id/work': 'staff',
  'POST /api/staff/appointments/:id/items': 'staff',
  'DELETE /api/staff/appointments/:id/items/:itemId': 'staff',
  'GET /api/staff/appointments/:id/items/:itemId/receipt': 'staff',
  'GET /api/staff/appointments/:id/items/:itemId/receipt/thumb': 'staff',
  'GET /api/admin/storms': 'staff',
  'POST /api/admin/storms': 'admin',
  'GET /api/admin/storms/:id': 'staff',

  'GET /api/properties': 'client',
  'POST /api/properties': 'client',
  'GET /api/properties/:id': 'client',
  'PATCH /api/properties/:id': 'client',
  'POST /api/properties/:id/home-checks': 'client',
  'GET /api/admin/properties': 'staff',
  'GET /api/admin/property-clients': 'staff',
  'POST /api/admin/properties': 'staff',
  'GET /api/admin/properties/:id': 'staff',
  'PATCH /api/admin/properties/:id': 'staff',
  'PUT /api/admin/properties/:id/checklist': 'staff',
  'POST /api/admin/properties/:id/plans': 'admin',
  'POST /api/admin/properties/:id/visits': 'admin',
  'GET /api/admin/checklists': 'staff',
  'POST /api/admin/checklists': 'admin',
  'GET /api/admin/checklists/:id': 'admin',
  'PUT /api/admin/checklists/:id': 'admin',
  'DELETE /api/admin/checklists/:id': 'admin',
  // The notary journal: admins only, the ID numbers' reveal too (docs/notary-journal.md).
  'GET /api/admin/notary-journal': 'admin',
  'GET /api/admin/notary-journal/choices': 'admin',
  'POST /api/admin/notary-journal': 'admin',
  'PUT /api/admin/notary-journal/:id': 'admin',
  'POST /api/admin/notary-journal/:id/id-number': 'admin',
  'GET /api/admin/notary-journal/export.csv': 'admin',
  'GET /api/admin/notary-journal/export.pdf': 'admin',
  // Availability (docs/booking.md, "Availability screens"): admins write; a staff member reads their own.
  'GET /api/admin/availability/opening-hours': 'admin',
  'PUT /api/admin/availability/opening-hours': 'admin',
  'GET /api/admin/availability/holidays': 'admin',
  'POST /api/admin/availability/holidays': 'admin',
  'DELETE /api/admin/availability/holidays/:day': 'admin',
  'GET /api/admin/availability/booking-settings': 'admin',
  'PUT /api/admin/availability/booking-settings': 'admin',
  // The price list and the billing rules (docs/billing.md, "The price list"): admins; the landing's read is public.
  'GET /api/admin/price-items': 'admin',
  'POST /api/admin/price-items': 'admin',
  'PUT /api/admin/price-items/:id': 'admin',
  'POST /api/admin/price-items/:id/deactivate': 'admin',
  'POST /api/admin/price-items/:id/reactivate': 'admin',
  'GET /api/admin/billing-rules': 'admin',
  'PUT /api/admin/billing-rules': 'admin',
  'GET /api/price-list': 'public',
  'GET /api/admin/availability/services': 'admin',
  'PATCH /api/admin/availability/services/:id': 'admin',
  'GET /api/admin/staff/:id/availability': 'admin',
  'PUT /api/admin/staff/:id/availability/hours': 'admin',
  'PUT /api/admin/staff/:id/availability/services': 'admin',
  'PUT /api/admin/staff/:id/availability/counties': 'admin',
  'POST /api/admin/staff/:id/availability/time-off': 'admin',
  'DELETE /api/admin/staff/:id/availability/time-off/:timeOffId': 'admin',
  'GET /api/staff/availability': 'staff',

  // The client's circle (docs/circle.md): the account holder's own circle and the contact's side are
  // client calls (a contact helping with an account gets 403 on the holder's ones); the invitation link
  // is public, accepting it needs a signed-in account; staff look after a circle with consent.
  'GET /api/circle': 'client',
  'POST /api/circle': 'client',
  'GET /api/circle/log': 'client',
  'PATCH /api/circle/:id': 'client',
  'DELETE /api/circle/:id': 'client',
  'POST /api/circle/:id/confirm': 'client',
  'POST /api/circle/office-notice/seen': 'client',
  'GET /api/circle/accounts': 'client',
  'PUT /api/circle/acting': 'client',
  'PUT /api/circle/accounts/:clientId/notices': 'client',
  'PUT /api/circle/accounts/:clientId/texts': 'client',
  'GET /api/circle/invitations/:token': 'public',
  'POST /api/circle/invitations/:token/accept': 'signedIn',
  'POST /api/circle/invitations/:token/accept-new': 'public',
  'GET /api/admin/clients/:id/circle': 'staff',
  'POST /api/admin/clients/:id/circle': 'staff',
  'DELETE /api/admin/clients/:id/circle/:contactId': 'staff',
  // What a staff member proposed, only the client or an admin confirms (docs/circle.md).
  'POST /api/admin/clients/:id/circle/:contactId/confirm': 'admin',

  // Quotes (docs/quotes.md): the builder is the back office's; an approved quote's lines only an admin
  // changes, which the route itself decides (403 for staff, tested in quotes.test.ts). The client area
  // reads and answers the client's own; the e-mailed link is the key for anyone holding it.
  'GET /api/staff/price-items': 'staff',
  'GET /api/admin/quotes': 'staff',
  'POST /api/admin/quotes': 'staff',
  'GET /api/admin/quotes/:id': 'staff',
  'PUT /api/admin/quotes/:id/draft': 'staff',
  'POST /api/admin/quotes/:id/send': 'staff',
  'POST /api/admin/quotes/:id/versions': 'staff',
  'POST /api/admin/quotes/:id/withdraw': 'staff',
  'POST /api/admin/quotes/:id/schedule': 'staff',
  'GET /api/quotes': 'client',
  'GET /api/quotes/:id': 'client',
  'POST /api/quotes/:id/approve': 'client',
  'POST /api/quotes/:id/changes': 'client',
  'POST /api/quotes/:id/deposit': 'client',
  'GET /api/quote-links/:token': 'public',
  'POST /api/quote-links/:token/approve': 'public',
  'POST /api/quote-links/:token/changes': 'public',
  'POST /api/quote-links/:token/deposit': 'public',

  'GET /api/chat/:conversationId': 'public',
  'POST /api/chat': 'public',
  'PUT /api/chat/:conversationId/contact': 'public',
  'GET /api/admin/chat/conversations': 'staff',
  'GET /api/admin/chat/unread': 'staff',
  'GET /api/admin/chat/conversations/:id': 'staff',
  'POST /api/admin/chat/conversations/:id/messages': 'staff',
  'POST /api/admin/chat/conversations/:id/read': 'staff',
  'PATCH /api/admin/chat/conversations/:id': 'staff',

  // Invoices and payments (docs/invoices.md): staff make, send and take payments; admins void and export.
  'GET /api/admin/appointments/:id/invoice-draft': 'staff',
  'POST /api/admin/appointments/:id/invoice': 'staff',
  'POST /api/admin/appointments/:id/late-cancellation-invoice': 'staff',
  'GET /api/admin/invoices': 'staff',
  'GET /api/admin/invoices/summary': 'staff',
  'GET /api/admin/invoices/:id': 'staff',
  'GET /api/admin/invoices/:id/pdf': 'staff',
  'POST /api/admin/invoices/:id/send': 'staff',
  'POST /api/admin/invoices/:id/payments': 'staff',
  'POST /api/admin/invoices/:id/void': 'admin',
  'POST /api/admin/payments/:id/void': 'admin',
  'GET /api/admin/billing/invoices.csv': 'admin',
  'GET /api/admin/billing/payments.csv': 'admin',
  'GET /api/invoices': 'client',
  'GET /api/invoices/:id': 'client',
  'GET /api/invoices/:id/pdf': 'client',
  // Card payments (docs/payments.md): the client (or a contact with billing) pays; whoever holds an
  // invoice e-mail's pay link pays it; Stripe's webhook is checked by its signature; admins refund.
  'POST /api/invoices/:id/pay': 'client',
  'GET /api/pay-links/:token': 'public',
  'POST /api/pay-links/:token/pay': 'public',
  'POST /api/stripe/webhook': 'public',
  // Twilio's webhooks (docs/sms.md): no session; each is checked by Twilio's signature instead.
  'POST /api/sms/incoming': 'public',
  'POST /api/sms/status': 'public',
  'POST /api/admin/payments/:id/refund': 'admin',
  // The daily comparison with Stripe (docs/payments-reconciliation.md): the owner's, as refunds are.
  'GET /api/admin/payments/reconciliation': 'admin',
  'POST /api/admin/payments/reconciliation/run': 'admin',
  // A card on file and autopay (decision 077): the account holder's own; the office reads the card's
  // label, the consent and the tries, and never turns autopay on.
  'GET /api/payment-card': 'client',
  'POST /api/payment-card/setup': 'client',
  'PUT /api/payment-card/autopay': 'client',
  'DELETE /api/payment-card': 'client',
  'GET /api/admin/clients/:id/payment-card': 'staff',
  // Off only, when the client asks by phone, as the autopay words promise.
  'POST /api/admin/clients/:id/payment-card/autopay-off': 'staff',
  // Texts (docs/sms.md): the consent is the account holder's own; the office reads the record.
  'GET /api/user/texts': 'client',
  'PUT /api/user/texts': 'client',
  'PUT /api/user/texts/kinds': 'client',
  'DELETE /api/user/texts': 'client',
  'GET /api/admin/clients/:id/texts': 'staff',
  // The shared inbox (docs/sms.md, "One inbox"): any staff member gives a conversation to another, or the office.
  'PUT /api/admin/chat/conversations/:id/assignee': 'staff',
  'POST /api/admin/chat/conversations/:id/notes': 'staff',
  // Canned replies: staff use them, the owner writes them.
  'GET /api/admin/chat/canned-replies': 'staff',
  'POST /api/admin/chat/canned-replies': 'admin',
  'PUT /api/admin/chat/canned-replies/:id': 'admin',
  'DELETE /api/admin/chat/canned-replies/:id': 'admin',
  // A staff member's photo for clients (docs/visit-status.md): the owner sets it; a client sees who is coming.
  'POST /api/admin/users/:id/photo': 'admin',
  'DELETE /api/admin/users/:id/photo': 'admin',
  'GET /api/admin/users/:id/photo': 'admin',
  'GET /api/appointments/:id/staff-photo': 'client',
  // Feedback after a visit (docs/feedback.md): whoever holds the e-mailed link answers it once; the
  // office reads a client's answers on their page; only the owner reads the scores of everyone.
  'GET /api/feedback/:token': 'public',
  'POST /api/feedback/:token': 'public',
  'POST /api/newsletter/subscribe': 'public',
  'POST /api/newsletter/confirm': 'public',
  'POST /api/newsletter/unsubscribe': 'public',
  'GET /api/admin/clients/:id/feedback': 'staff',
  'GET /api/admin/feedback': 'admin',
  'PUT /api/admin/feedback/settings': 'admin',
  // Referrals (docs/referrals.md): the client's own code; the office reads who referred whom.
  'GET /api/user/referral': 'client',
  'GET /api/admin/clients/:id/referrals': 'staff',
  // Standing visits (docs/service-plans.md): the client's own; the office sets up and stops; an admin sets terms.
  'GET /api/user/plans': 'client',
  'POST /api/user/plans': 'client',
  'POST /api/user/plans/:id/skip': 'client',
  'POST /api/user/plans/:id/pauses': 'client',
  'DELETE /api/user/plans/:id/pauses/:pauseId': 'client',
  'PUT /api/user/plans/:id': 'client',
  'POST /api/user/plans/:id/stop': 'client',
  'GET /api/admin/plans': 'staff',
  'GET /api/admin/clients/:id/plans': 'staff',
  'POST /api/admin/clients/:id/plans': 'staff',
  'POST /api/admin/plans/:id/stop': 'staff',
  'PUT /api/admin/plans/:id/terms': 'admin',
  'POST /api/admin/plans/:id/invoices': 'admin',
  'GET /api/admin/newsletter/subscribers': 'admin',
  'GET /api/admin/newsletter/subscribers.csv': 'admin',
  'GET /api/admin/blog/:id/newsletter': 'admin',
  'POST /api/admin/blog/:id/newsletter/preview': 'admin',
  'POST /api/admin/blog/:id/newsletter': 'admin',
};

/**
 * A trusted contact helping with a client's account (docs/circle-access.md, "Rights on each call"):
 * what each client-area call needs of them. Every 'client' and 'signedIn' route has an entry; a
 * public route that links what it makes to the signed-in account has one too.
 *
 * - a right: a contact holding it gets through; one without it, or whose access ended, gets 403
 * - own: the contact's own account (their profile, password, session): never refused for the circle
 * - holder: the account holder only; every contact gets 403
 * - actOrOwn: with `act` the contact writes for the client, without it as themselves; ended → 403
 */
type CircleNeed = CircleRight | 'own' | 'holder' | 'actOrOwn';

const CIRCLE: Record<string, CircleNeed> = {
  'GET /api/user': 'own',
  'PATCH /api/user/profile': 'own',
  'POST /api/user/password': 'own',
  'GET /api/session': 'own',
  'POST /api/session/keep-alive': 'own',

  'POST /api/contact': 'act',
  'POST /api/callback': 'act',
  'GET /api/contact/user': 'requests',
  'POST /api/contact/claim': 'holder',

  'GET /api/appointments': 'appointments',
  'GET /api/appointments/:id/calendar.ics': 'appointments',
  'GET /api/appointments/:id/staff-photo': 'appointments',
  'DELETE /api/appointments/:id': 'act',
  'GET /api/appointments/:id/slots': 'act',
  'POST /api/appointments/:id/move': 'act',
  'GET /api/user/plans': 'appointments',
  'POST /api/user/plans': 'act',
  'POST /api/user/plans/:id/skip': 'act',
  'POST /api/user/plans/:id/pauses': 'act',
  'DELETE /api/user/plans/:id/pauses/:pauseId': 'act',
  'PUT /api/user/plans/:id': 'act',
  'POST /api/user/plans/:id/stop': 'act',

  'GET /api/properties': 'reports',
  'GET /api/properties/:id': 'reports',
  'POST /api/properties': 'holder',
  'PATCH /api/properties/:id': 'holder',
  'POST /api/properties/:id/home-checks': 'act',
  'GET /api/visits/:id/report': 'reports',
  'GET /api/visits/:id/report.pdf': 'reports',
  'POST /api/findings/:id/decision': 'act',
  'GET /api/invoices': 'billing',
  'GET /api/invoices/:id': 'billing',
  'GET /api/invoices/:id/pdf': 'billing',
  'POST /api/invoices/:id/pay': 'billing',
  // The card on file and the consent to charge it are the account holder's alone, whatever a
  // contact's rights: billing pays an invoice, it never keeps a card or agrees to autopay (decision 077).
  'GET /api/payment-card': 'holder',
  'POST /api/payment-card/setup': 'holder',
  'PUT /api/payment-card/autopay': 'holder',
  'DELETE /api/payment-card': 'holder',
  // The consent to texts is given for one's own number: a contact chooses texts on their own account.
  'GET /api/user/texts': 'holder',
  'GET /api/user/referral': 'holder',
  'PUT /api/user/texts': 'holder',
  'PUT /api/user/texts/kinds': 'holder',
  'DELETE /api/user/texts': 'holder',

  // A client's quotes: reading them and answering for the client both need `billing`.
  'GET /api/quotes': 'billing',
  'GET /api/quotes/:id': 'billing',
  'POST /api/quotes/:id/approve': 'billing',
  'POST /api/quotes/:id/changes': 'billing',
  // Paying an approved quote's deposit by card is paying for the client (docs/quotes.md, "Deposits").
  'POST /api/quotes/:id/deposit': 'billing',

  'POST /api/chat': 'actOrOwn',
  'PUT /api/chat/:conversationId/contact': 'actOrOwn',

  // The circle itself is the account holder's; what a contact does about their own membership is theirs.
  'GET /api/circle': 'holder',
  'POST /api/circle': 'holder',
  'GET /api/circle/log': 'holder',
  'PATCH /api/circle/:id': 'holder',
  'DELETE /api/circle/:id': 'holder',
  'POST /api/circle/:id/confirm': 'holder',
  'POST /api/circle/office-notice/seen': 'holder',
  'GET /api/circle/accounts': 'own',
  'PUT /api/circle/acting': 'own',
  'PUT /api/circle/accounts/:clientId/notices': 'own',
  'PUT /api/circle/accounts/:clientId/texts': 'own',
  // The account holder's own visit e-mails; a contact chooses theirs per helped account (above).
  'GET /api/user/visit-notices': 'holder',
  'PUT /api/user/visit-notices': 'holder',
  // The signed-in person's own sessions, whoever's account they help with.
  'GET /api/account/sessions': 'own',
  'POST /api/account/sessions/sign-out-others': 'own',
  'POST /api/circle/invitations/:token/accept': 'own',
  // A feed is the account's own: while helping with a client's account, a contact gets 403 (they go
  // back to their own account to make their own); the client's feed is the client's alone.
  'GET /api/calendar-feed': 'holder',
  'POST /api/calendar-feed': 'holder',
  'DELETE /api/calendar-feed': 'holder',
};

/** One trusted contact per right, each helping with the same client; and one whose access was removed. */
type ContactCaller = `contact:${CircleRight}` | 'contact:removed';
const CONTACT_CALLERS: ContactCaller[] = [...CIRCLE_RIGHTS.map((r) => `contact:${r}` as const), 'contact:removed'];

/** What a trusted contact should get: 403, or anything but 401/403. */
function contactDenied(route: string, caller: ContactCaller): boolean {
  const access = MATRIX[route]!;
  // Contacts are clients: the back office refuses them as it refuses any client.
  if (access === 'staff' || access === 'admin') return true;
  const need = CIRCLE[route];
  if (need === undefined || need === 'own') return false;
  if (need === 'holder') return true;
  if (caller === 'contact:removed') return true;
  if (need === 'actOrOwn') return false;
  return caller !== `contact:${need}`;
}

const DENIED: Record<Access, Partial<Record<Caller, 401 | 403>>> = {
  public: {},
  signedIn: { anonymous: 401 },
  client: { anonymous: 401, staff: 403, admin: 403 },
  staff: { anonymous: 401, client: 403 },
  admin: { anonymous: 401, client: 403, staff: 403 },
};

const CALLERS: Caller[] = ['anonymous', 'client', 'staff', 'admin'];

/** Placeholders that name nothing: the answer may be 400 or 404, but never a wrong 401/403. */
function concreteUrl(url: string): string {
  return url
    .replace(':token', 'TA-2222-2222')
    .replace(':slug', 'no-such-post')
    .replace(':date', '2026-01-15')
    .replace(':key', 'no-such-photo')
    .replace(':itemId', '999999')
    .replace(':photoId', '999999')
    .replace(':id', '999999');
}

describe.each(engines)('authorization matrix on %s', (engine) => {
  let t: TestApp;
  const cookies: Partial<Record<Caller, string>> = {};

  const contactCookies: Partial<Record<ContactCaller, string>> = {};

  beforeAll(async () => {
    // Every caller sends each form once: the per-address limits are not what this test is about.
    t = await buildTestApp(engine, { rateLimits: false });
    cookies.client = (await registerClient(t)).cookie;
    cookies.staff = (await createStaff(t, 'staff')).cookie;
    cookies.admin = (await createStaff(t, 'admin')).cookie;
    // The client whose circle the contacts are in (not the caller 'client', who acts for themselves).
    const helped = await registerClient(t, { firstName: 'Mary', lastName: 'Smith' });
    for (const caller of CONTACT_CALLERS) {
      const contact = await registerClient(t, { firstName: 'Anna', lastName: 'Lee' });
      const rights = caller === 'contact:removed' ? CIRCLE_RIGHTS.join(',') : caller.slice('contact:'.length);
      const link = await t.app.db
        .insertInto('trustedContacts')
        .values({
          clientId: helped.user.id,
          contactUserId: contact.user.id,
          name: 'Anna Lee',
          email: contact.body.email,
          rights,
          status: 'active',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.app.repos.sessions.setActingFor(sha256(contact.cookie), helped.user.id);
      if (caller === 'contact:removed') {
        // Removed after the session began helping: the next call finds the link gone.
        await t.app.db
          .updateTable('trustedContacts')
          .set({ status: 'removed', removedAt: new Date().toISOString() })
          .where('id', '=', link.id)
          .execute();
      }
      contactCookies[caller] = contact.cookie;
    }
  });
  afterAll(() => t.close());

  const apiRoutes = () =>
    t.app.routeList.filter((r) => r.url.startsWith('/api') && r.method !== 'HEAD').map((r) => `${r.method} ${r.url}`);

  it('has an entry for every API route, and every entry is a route', () => {
    const routes = apiRoutes();
    expect(
      routes.filter((route) => !(route in MATRIX)),
      'routes without an access entry',
    ).toEqual([]);
    expect(
      Object.keys(MATRIX).filter((route) => !routes.includes(route)),
      'entries for routes that do not exist',
    ).toEqual([]);
    expect(
      routes.filter((route) => ['client', 'signedIn'].includes(MATRIX[route] ?? '') && !(route in CIRCLE)),
      'client-area routes without an entry saying what a trusted contact needs',
    ).toEqual([]);
    expect(
      Object.keys(CIRCLE).filter((route) => !routes.includes(route)),
      'circle entries for routes that do not exist',
    ).toEqual([]);
  });

  // These two walk every route once per caller (213 operations × 13 callers): on PostgreSQL beside a busy
  // machine that takes longer than the suite's usual 20 s for a test.
  const WALK_TIMEOUT_MS = 120_000;

  it(
    'answers each trusted contact as the circle says',
    async () => {
      const wrong: string[] = [];
      for (const route of Object.keys(MATRIX)) {
        if (route === 'POST /api/logout') continue;
        const [method, url] = route.split(' ') as [string, string];
        for (const caller of CONTACT_CALLERS) {
          const res = await t.app.inject({
            method: method as 'GET',
            url: concreteUrl(url),
            headers: cookieHeader(t, contactCookies[caller]!),
            ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
          });
          const denied = contactDenied(route, caller);
          const ok = denied ? res.statusCode === 403 : res.statusCode !== 401 && res.statusCode !== 403;
          if (!ok) wrong.push(`${route} as ${caller}: ${res.statusCode}, expected ${denied ? 403 : 'not 401/403'}`);
          expect(res.statusCode, `${route} as ${caller}`).toBeLessThan(500);
        }
      }
      expect(wrong).toEqual([]);
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'answers each caller as its access says',
    async () => {
      const wrong: string[] = [];
      for (const route of Object.keys(MATRIX)) {
        const [method, url] = route.split(' ') as [string, string];
        // Logging out ends the session: use it last, for nobody's real cookie.
        for (const caller of CALLERS) {
          const cookie = cookies[caller];
          if (route === 'POST /api/logout' && caller !== 'anonymous') continue;
          const res = await t.app.inject({
            method: method as 'GET',
            url: concreteUrl(url),
            headers: cookie ? cookieHeader(t, cookie) : {},
            ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
          });
          const denied = DENIED[MATRIX[route]!][caller];
          const ok = denied ? res.statusCode === denied : res.statusCode !== 401 && res.statusCode !== 403;
          if (!ok) wrong.push(`${route} as ${caller}: ${res.statusCode}, expected ${denied ?? 'not 401/403'}`);
          expect(res.statusCode, `${route} as ${caller}`).toBeLessThan(500);
        }
      }
      expect(wrong).toEqual([]);
    },
    WALK_TIMEOUT_MS,
  );
});

/**
 * Site-wide settings posted by plain forms outside /api (docs/i18n.md, docs/decisions/033-text-size-and-contrast.md):
 * anyone may choose how the site is shown, signed in or not.
 */
const SETTINGS_FORMS: Record<string, { access: Access; fields: Record<string, string> }> = {
  'POST /language': { access: 'public', fields: { language: 'es', next: '/' } },
  'POST /display': { access: 'public', fields: { textSize: 'larger', next: '/' } },
};

describe.each(engines)('site settings forms on %s', (engine) => {
  let t: TestApp;
  const cookies: Partial<Record<Caller, string>> = {};

  beforeAll(async () => {
    t = await buildPageApp(engine);
    cookies.client = (await registerClient(t)).cookie;
    cookies.staff = (await createStaff(t, 'staff')).cookie;
    cookies.admin = (await createStaff(t, 'admin')).cookie;
  });
  afterAll(() => t.close());

  it('has an entry for every settings form, and answers each caller as its access says', async () => {
    const routes = t.app.routeList.map((r) => `${r.method} ${r.url}`);
    expect(Object.keys(SETTINGS_FORMS).filter((route) => !routes.includes(route))).toEqual([]);
    const wrong: string[] = [];
    for (const [route, { access, fields }] of Object.entries(SETTINGS_FORMS)) {
      const url = route.split(' ')[1]!;
      for (const caller of CALLERS) {
        const cookie = cookies[caller];
        const res = await postForm(t, url, fields, cookie ? cookieHeader(t, cookie) : {});
        const denied = DENIED[access][caller];
        const ok = denied ? res.statusCode === denied : res.statusCode < 400;
        if (!ok) wrong.push(`${route} as ${caller}: ${res.statusCode}, expected ${denied ?? 'a success'}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
