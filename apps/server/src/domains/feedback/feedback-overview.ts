import { businessToday, type FeedbackEntry, type FeedbackOverview, type Score, type ScoreRow } from '@ta/shared';
import type { ServiceContext } from '../service-context.js';
import type { FeedbackAnswerRow } from './feedback-repository.js';

/** How many months the scores page shows. */
export const OVERVIEW_MONTHS = 12;
/** How many answers the page lists, newest first. */
const LATEST = 50;

/** The last `count` months up to today's, oldest first, as YYYY-MM. */
export function lastMonths(today: string, count: number): string[] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const months: string[] = [];
  for (let back = count - 1; back >= 0; back -= 1) {
    const index = year * 12 + (month - 1) - back;
    months.push(`${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`);
  }
  return months;
}

/** How many answers and their average in hundredths of a star, rounded half up. */
function scoreOf(rows: readonly FeedbackAnswerRow[]): Score {
  if (rows.length === 0) return { answers: 0, averageHundredths: null };
  const sum = rows.reduce((total, row) => total + row.stars, 0);
  return { answers: rows.length, averageHundredths: Math.floor((sum * 100 * 2 + rows.length) / (rows.length * 2)) };
}

function rowOf(
  id: number | null,
  name: string,
  rows: readonly FeedbackAnswerRow[],
  months: readonly string[],
): ScoreRow {
  return {
    id,
    name,
    total: scoreOf(rows),
    months: months.map((month) => scoreOf(rows.filter((row) => row.date.startsWith(month)))),
  };
}

function groupRows(
  rows: readonly FeedbackAnswerRow[],
  months: readonly string[],
  key: (row: FeedbackAnswerRow) => number | null,
  name: (row: FeedbackAnswerRow) => string,
): ScoreRow[] {
  const groups = new Map<number | null, FeedbackAnswerRow[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return [...groups.entries()]
    .map(([id, group]) => rowOf(id, name(group[0] as FeedbackAnswerRow), group, months))
    .sort((a, b) => a.name.localeCompare(b.name));
}

const staffName = (row: FeedbackAnswerRow) =>
  row.staffFirstName ? `${row.staffFirstName} ${row.staffLastName ?? ''}`.trim() : 'No one assigned';

/** An answer as the back office lists it. */
export function feedbackEntry(row: FeedbackAnswerRow): FeedbackEntry {
  return {
    id: row.id,
    appointmentId: row.appointmentId,
    clientId: row.clientId,
    clientName: row.clientName,
    staffName: row.staffFirstName ? staffName(row) : null,
    serviceName: row.serviceName,
    date: row.date,
    stars: row.stars,
    comment: row.comment,
    answeredAt: row.answeredAt,
  };
}

/**
 * GET /api/admin/feedback (docs/feedback.md): the last twelve months' scores, all together, by staff
 * member and by service, month by month by the visit's day; how many were asked; the latest answers,
 * low ones as well as high; the owner's review page.
 */
export async function feedbackOverview(ctx: ServiceContext, now: Date = new Date()): Promise<FeedbackOverview> {
  const months = lastMonths(businessToday(now), OVERVIEW_MONTHS);
  const from = `${months[0]}-01`;
  const rows = await ctx.repos.feedback.answersSince(from);
  return {
    months,
    all: rowOf(null, 'Everyone', rows, months),
    byStaff: groupRows(rows, months, (row) => row.staffId, staffName),
    byService: groupRows(
      rows,
      months,
      (row) => row.serviceTypeId,
      (row) => row.serviceName ?? 'No service',
    ),
    requested: await ctx.repos.feedback.requestedSince(from),
    latest: rows.slice(0, LATEST).map(feedbackEntry),
    settings: { reviewUrl: (await ctx.repos.feedback.reviewUrl()) ?? '' },
  };
}

/** GET /api/admin/clients/:id/feedback: every answer the client gave, newest visit first. */
export async function clientFeedback(ctx: ServiceContext, clientId: number): Promise<FeedbackEntry[]> {
  return (await ctx.repos.feedback.answersOfClient(clientId)).map(feedbackEntry);
}
