import { appointmentStatusSchema } from './appointments.js';
import { openCallbackSchema } from './callback.js';
import { contactStatusSchema } from './contact.js';
import { visitSummarySchema } from './home-watch-visits.js';
import { pageQuerySchema } from './paging.js';
import { reconciliationSummarySchema } from './payment-reconciliation.js';
import { ROLES } from './roles.js';
import { lateVisitSchema } from './visit-progress.js';
import { z } from './zod.js';

/** The dashboard's chart covers this many New York days, today included. */
export const DASHBOARD_CHART_DAYS = 30;
/** Latest Activity shows this many recorded events. */
export const DASHBOARD_ACTIVITY_LIMIT = 10;
/** What's New shows this many recent items. */
export const DASHBOARD_WHATS_NEW_LIMIT = 5;

/** The dashboard's four count cards (total, new, in progress, completed), over every contact request. */
export const dashboardCountsSchema = z.object({
  total: z.number().int(),
  new: z.number().int(),
  inProgress: z.number().int(),
  completed: z.number().int(),
});
export type DashboardCounts = z.infer<typeof dashboardCountsSchema>;

/** Requests received on one New York calendar day (yyyy-MM-dd). */
export const requestsOnDaySchema = z.object({ date: z.string(), count: z.number().int() });
export type RequestsOnDay = z.infer<typeof requestsOnDaySchema>;

/** One recorded event (the events table): who did what, and when. */
export const activityEventSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  summary: z.string(),
  createdAt: z.string(),
  /** The staff member or client who acted; null for visitors and the system. */
  actorName: z.string().nullable(),
});
export type ActivityEvent = z.infer<typeof activityEventSchema>;

export const WHATS_NEW_KINDS = ['request', 'appointment', 'photo', 'post'] as const;
export type WhatsNewKind = (typeof WHATS_NEW_KINDS)[number];

/** A real recent item: a new request, an upcoming appointment, new photos or a new post. */
export const whatsNewItemSchema = z.object({
  kind: z.enum(WHATS_NEW_KINDS),
  id: z.number().int(),
  title: z.string(),
  detail: z.string(),
  /** When the item appeared (ISO instant), which orders the list. */
  createdAt: z.string(),
  /** The appointment's day (yyyy-MM-dd), for appointments. */
  date: z.string().nullable(),
});
export type WhatsNewItem = z.infer<typeof whatsNewItemSchema>;

/** How many e-mails failed for good, and how many wait for another try, over the last days (the dashboard). */
export const mailHealthSchema = z.object({
  days: z.number().int(),
  failed: z.number().int(),
  retrying: z.number().int(),
});
export type MailHealth = z.infer<typeof mailHealthSchema>;

/** GET /api/admin/dashboard (staff and admin). */
export const dashboardSchema = z.object({
  /** Open callbacks, oldest first: the calls to return come first (docs/decisions/035-call-me-back.md). */
  callbacks: z.array(openCallbackSchema),
  /** Home-watch visits not started by their end time (docs/home-watch.md), oldest first. */
  overdueVisits: z.array(visitSummarySchema),
  /**
   * Today's visits not started 30 minutes after their start (docs/visit-status.md), earliest first.
   * Optional so older fixtures still read; the server always sends it.
   */
  lateVisits: z.array(lateVisitSchema).optional(),
  counts: dashboardCountsSchema,
  requestsByDay: z.array(requestsOnDaySchema),
  latestActivity: z.array(activityEventSchema),
  whatsNew: z.array(whatsNewItemSchema),
  /** E-mail that could not be sent lately (docs/jobs.md). Optional so older fixtures still read. */
  mail: mailHealthSchema.optional(),
  /** Standing visits' days from today that no plan could book: the office books them by hand (docs/service-plans.md). */
  unbookablePlanDays: z.number().int().optional(),
  /**
   * The latest comparison of card payments with Stripe's (docs/payments-reconciliation.md): admins only,
   * with card payments on and a run made; otherwise null or absent.
   */
  reconciliation: reconciliationSummarySchema.nullable().optional(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** The layout's search box: at least this many characters (shorter terms match too much). */
export const ADMIN_SEARCH_MIN_LENGTH = 2;
/** Each group of results shows at most this many. */
export const ADMIN_SEARCH_GROUP_LIMIT = 5;
export const ADMIN_SEARCH_TOO_SHORT_MESSAGE = `Please type at least ${ADMIN_SEARCH_MIN_LENGTH} characters to search`;

/** GET /api/admin/search?q= */
export const adminSearchQuerySchema = z.object({
  q: z.string().trim().min(ADMIN_SEARCH_MIN_LENGTH, ADMIN_SEARCH_TOO_SHORT_MESSAGE).max(200),
});
export type AdminSearchQuery = z.infer<typeof adminSearchQuerySchema>;

export const adminSearchResultsSchema = z.object({
  q: z.string(),
  contacts: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      email: z.string(),
      status: contactStatusSchema,
      trackingToken: z.string(),
      serviceInterest: z.string(),
    }),
  ),
  /** Admins only: always empty for staff, who cannot reach Users. */
  users: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      username: z.string(),
      email: z.string(),
      role: z.enum(ROLES),
      active: z.boolean(),
    }),
  ),
  posts: z.array(z.object({ id: z.number().int(), title: z.string(), slug: z.string(), published: z.boolean() })),
  appointments: z.array(
    z.object({
      id: z.number().int(),
      clientName: z.string(),
      clientEmail: z.string(),
      appointmentDate: z.string(),
      startTime: z.string(),
      status: appointmentStatusSchema,
    }),
  ),
});
export type AdminSearchResults = z.infer<typeof adminSearchResultsSchema>;

/** GET /api/admin/outbox: paged, searched over recipient and subject. */
export const outboxQuerySchema = pageQuerySchema;
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;

export const OUTBOX_STATUSES = ['queued', 'sent', 'failed'] as const;
export const OUTBOX_STATUS_LABELS: Record<(typeof OUTBOX_STATUSES)[number], string> = {
  queued: 'Queued',
  sent: 'Sent',
  failed: 'Failed',
};

/** One e-mail as staff read it in the back office. */
export const outboxEmailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  kind: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  error: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** File names of the attachments (such as an appointment's .ics). */
  attachments: z.array(z.string()),
  /** Tries at delivery so far; with `error`, why the last one failed (docs/jobs.md). */
  tries: z.number().int(),
  /** When the queue tries a queued message next; null when it is not waiting for a try. */
  nextTryAt: z.string().nullable(),
  /** A failed message the reader may send again (admins; not one whose one-time link is gone). */
  canSendAgain: z.boolean(),
});
export type OutboxEmailView = z.infer<typeof outboxEmailSchema>;

/** The words of the outbox's "Send again" (POST /api/admin/outbox/:id/send-again). */
export const OUTBOX_MESSAGES = {
  notFound: 'E-mail not found',
  notFailed: 'Only an e-mail that could not be sent can be sent again',
  linkGone: 'This e-mail held a one-time link or code that is no longer kept: the person can ask for a new one',
  noSmtp: 'E-mail cannot be sent: the server has no SMTP_URL',
  sentAgain: 'Queued to be sent again',
} as const;

/**
 * The chart's days: the `days` New York calendar days ending with `today` (yyyy-MM-dd), oldest
 * first, each with the requests counted for it. `counts` maps a day to its number; days without
 * requests are zero, so the chart never skips a day.
 */
export function fillRequestDays(today: string, days: number, counts: ReadonlyMap<string, number>): RequestsOnDay[] {
  const [y = 1970, m = 1, d = 1] = today.split('-').map(Number);
  const result: RequestsOnDay[] = [];
  for (let back = days - 1; back >= 0; back -= 1) {
    // Calendar arithmetic in UTC: no clock change can skip or repeat a date.
    const day = new Date(Date.UTC(y, m - 1, d - back)).toISOString().slice(0, 10);
    result.push({ date: day, count: counts.get(day) ?? 0 });
  }
  return result;
}
