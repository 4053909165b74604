import {
  ADMIN_SEARCH_GROUP_LIMIT,
  DASHBOARD_ACTIVITY_LIMIT,
  DASHBOARD_CALLBACK_LIMIT,
  DASHBOARD_CHART_DAYS,
  businessToday,
  type AdminSearchResults,
  type Dashboard,
  type MailHealth,
  type OutboxEmailView,
  type OutboxQuery,
  type Page,
} from '@ta/shared';
import type { JobStatus } from '../../jobs/job-queue.js';
import { canSendAgain } from './outbox-send-again.js';
import { lateVisitsForDashboard } from '../appointments/index.js';
import type { ServiceContext } from '../service-context.js';

/** What the back office's own screens read: the dashboard, the search box and the outbox. */

/**
 * The dashboard: the open callbacks (calls to return, first), home-watch visits overdue, today's visits
 * not started 30 minutes after their start (docs/visit-status.md), the four count cards, requests per New
 * York day for the chart, the latest recorded events and What's New, all from real data; for admins with
 * card payments on, the latest comparison with Stripe (docs/payments-reconciliation.md); how many standing
 * visits' days wait to be booked by hand (docs/service-plans.md).
 */
export async function dashboard(ctx: ServiceContext, now: Date, reader: { admin: boolean }): Promise<Dashboard> {
  const { repos } = ctx;
  const [
    callbacks,
    overdueVisits,
    lateVisits,
    counts,
    requestsByDay,
    latestActivity,
    whatsNew,
    mail,
    reconciliation,
    unbookable,
  ] = await Promise.all([
    repos.contactRequests.openCallbacks(DASHBOARD_CALLBACK_LIMIT),
    repos.visits.overdue(now),
    lateVisitsForDashboard(ctx, now),
    repos.contactRequests.countsForStaff(undefined),
    repos.dashboard.requestsByDay(DASHBOARD_CHART_DAYS, now),
    repos.dashboard.latestActivity(DASHBOARD_ACTIVITY_LIMIT),
    repos.dashboard.whatsNew(now),
    mailHealth(ctx, now),
    reader.admin && ctx.stripe ? repos.reconciliations.latestSummary() : null,
    repos.plans.unbookable(businessToday(now)),
  ]);
  return {
    callbacks,
    overdueVisits,
    lateVisits,
    counts: { total: counts.total, new: counts.new, inProgress: counts.inProgress, completed: counts.completed },
    requestsByDay,
    latestActivity,
    whatsNew,
    mail,
    reconciliation,
    unbookablePlanDays: unbookable.length,
  };
}

/** The dashboard's e-mail warning looks this many days back. */
const MAIL_HEALTH_DAYS = 7;

/** E-mail that failed for good, or waits for another try after a failed one, written in the last week. */
async function mailHealth(ctx: ServiceContext, now: Date): Promise<MailHealth> {
  const since = new Date(now.getTime() - MAIL_HEALTH_DAYS * 24 * 60 * 60_000).toISOString();
  return { days: MAIL_HEALTH_DAYS, ...(await ctx.repos.outbox.failing(since)) };
}

/**
 * The search box: up to five each of contact requests, blog posts and appointments, and of users for
 * admins only (staff cannot reach Users, so their search never reads the users table).
 */
export async function searchBackOffice(
  ctx: ServiceContext,
  q: string,
  { withUsers }: { withUsers: boolean },
): Promise<AdminSearchResults> {
  const { repos } = ctx;
  const first = { page: 1, pageSize: ADMIN_SEARCH_GROUP_LIMIT, search: q };
  const [contacts, users, posts, appointments] = await Promise.all([
    repos.contactRequests.listForStaff({ search: q }, first),
    withUsers ? repos.users.list(first) : undefined,
    repos.blogPosts.listForAdmin(first),
    repos.appointments.listPage({ search: q }, first, 'newest'),
  ]);
  return {
    q,
    contacts: contacts.items.map((c) => ({
      id: c.id,
      name: `${c.firstName} ${c.lastName}`,
      email: c.email,
      status: c.status,
      trackingToken: c.trackingToken,
      serviceInterest: c.serviceInterest,
    })),
    users: (users?.items ?? []).map((u) => ({
      id: u.id,
      name: `${u.firstName} ${u.lastName}`,
      username: u.username,
      email: u.email,
      role: u.role,
      active: u.active,
    })),
    posts: posts.items.map((p) => ({ id: p.id, title: p.title, slug: p.slug, published: p.published })),
    appointments: appointments.items.map((a) => ({
      id: a.id,
      clientName: a.clientName,
      clientEmail: a.clientEmail,
      appointmentDate: a.appointmentDate,
      startTime: a.startTime,
      status: a.status,
    })),
  };
}

/** Every e-mail the site sent or queued, newest first, paged and searched over recipient and subject. */
export async function outboxPage(
  ctx: ServiceContext,
  query: OutboxQuery,
  reader: { admin: boolean },
): Promise<Page<OutboxEmailView>> {
  const page = await ctx.repos.outbox.listPage(query);
  const waiting = page.items.filter((e) => e.status === 'queued' && e.jobId !== null).map((e) => e.jobId as string);
  const jobs = waiting.length ? await ctx.jobStatuses('email', waiting) : new Map<string, JobStatus>();
  return {
    ...page,
    items: page.items.map(({ jobId, secretsHidden, ...email }) => ({
      ...email,
      nextTryAt: (jobId === null ? undefined : jobs.get(jobId)?.nextRunAt) ?? null,
      canSendAgain: reader.admin && canSendAgain(ctx, { status: email.status, secretsHidden }),
    })),
  };
}
