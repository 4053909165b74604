import { PostgresAdapter, sql, type Kysely } from 'kysely';
import {
  APPOINTMENT_STATUSES,
  DASHBOARD_WHATS_NEW_LIMIT,
  addDaysToDate,
  businessInstant,
  businessToday,
  fillRequestDays,
  type ActivityEvent,
  type RequestsOnDay,
  type WhatsNewItem,
} from '@ta/shared';
import type { Database } from '../../db/types.js';
import { normalizeTime } from '../../db/time-of-day.js';
import { selectAppointments } from '../appointments/index.js';

const NOT_CANCELLED = APPOINTMENT_STATUSES.filter((s) => s !== 'cancelled');
/** Photos read to build the newest upload groups of What's New. */
const RECENT_PHOTOS = 50;

/** The back-office dashboard's chart, activity feed and What's New (real data, not placeholders). */
export function createDashboardQueries(db: Kysely<Database>) {
  const onPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  /** The UTC hour of an instant ('yyyy-MM-ddTHH'): New York's offset is whole hours, so hours fall in one day. */
  const utcHour = onPostgres
    ? sql<string>`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24')`
    : sql<string>`substr(created_at, 1, 13)`;

  return {
    /** Requests received on each of the last `days` New York days, today included, oldest first. */
    async requestsByDay(days: number, now: Date = new Date()): Promise<RequestsOnDay[]> {
      const today = businessToday(now);
      const since = businessInstant(addDaysToDate(today, -(days - 1)), '00:00').toISOString();
      const rows = await db
        .selectFrom('contactRequests')
        .select((eb) => [utcHour.as('hour'), eb.fn.countAll<number | string>().as('n')])
        .where('createdAt', '>=', since)
        .groupBy(utcHour)
        .execute();
      const perDay = new Map<string, number>();
      for (const { hour, n } of rows) {
        const day = businessToday(new Date(`${hour}:00:00Z`));
        perDay.set(day, (perDay.get(day) ?? 0) + Number(n));
      }
      return fillRequestDays(today, days, perDay);
    },

    /** The newest recorded events, with the name of whoever acted. */
    async latestActivity(limit: number): Promise<ActivityEvent[]> {
      const rows = await db
        .selectFrom('events as e')
        .leftJoin('users as u', 'u.id', 'e.actorId')
        .select(['e.id', 'e.type', 'e.summary', 'e.createdAt', 'u.firstName', 'u.lastName'])
        .orderBy('e.id', 'desc')
        .limit(limit)
        .execute();
      return rows.map(({ firstName, lastName, ...event }) => ({
        ...event,
        actorName: firstName === null ? null : `${firstName} ${lastName ?? ''}`.trim(),
      }));
    },

    /**
     * What's New: the newest requests, appointments still to come, photo uploads and posts,
     * newest first by when each appeared.
     */
    async whatsNew(now: Date = new Date()): Promise<WhatsNewItem[]> {
      const limit = DASHBOARD_WHATS_NEW_LIMIT;
      const [requests, appointments, photos, posts] = await Promise.all([
        db
          .selectFrom('contactRequests')
          .select(['id', 'firstName', 'lastName', 'serviceInterest', 'trackingToken', 'createdAt'])
          .orderBy('createdAt', 'desc')
          .orderBy('id', 'desc')
          .limit(limit)
          .execute(),
        selectAppointments(db)
          .where('a.appointmentDate', '>=', businessToday(now))
          .where('a.status', 'in', NOT_CANCELLED)
          .orderBy('a.createdAt', 'desc')
          .orderBy('a.id', 'desc')
          .limit(limit)
          .execute(),
        db
          .selectFrom('furniturePhotos')
          .select(['id', 'clientEmail', 'furnitureType', 'uploadedAt'])
          .orderBy('uploadedAt', 'desc')
          .orderBy('id', 'desc')
          .limit(RECENT_PHOTOS)
          .execute(),
        db
          .selectFrom('blogPosts')
          .select(['id', 'title', 'published', 'createdAt'])
          .orderBy('createdAt', 'desc')
          .orderBy('id', 'desc')
          .limit(limit)
          .execute(),
      ]);

      // One entry per client's newest upload, counting that client's photos among the recent ones.
      const uploads = new Map<string, { id: number; email: string; type: string; at: string; count: number }>();
      for (const photo of photos) {
        const group = uploads.get(photo.clientEmail);
        if (group) group.count += 1;
        else
          uploads.set(photo.clientEmail, {
            id: photo.id,
            email: photo.clientEmail,
            type: photo.furnitureType,
            at: photo.uploadedAt,
            count: 1,
          });
      }

      const items: WhatsNewItem[] = [
        ...requests.map((r) => ({
          kind: 'request' as const,
          id: r.id,
          title: `New request from ${r.firstName} ${r.lastName}`,
          detail: `${r.serviceInterest} · ${r.trackingToken}`,
          createdAt: r.createdAt,
          date: null,
        })),
        ...appointments.map((a) => ({
          kind: 'appointment' as const,
          id: a.id,
          title: `Appointment with ${a.clientName}`,
          detail: `${a.serviceName ?? 'Appointment'} at ${normalizeTime(a.startTime)}`,
          createdAt: a.createdAt,
          date: a.appointmentDate,
        })),
        ...[...uploads.values()].slice(0, limit).map((u) => ({
          kind: 'photo' as const,
          id: u.id,
          title: `${u.count} furniture ${u.count === 1 ? 'photo' : 'photos'} from ${u.email}`,
          detail: u.type,
          createdAt: u.at,
          date: null,
        })),
        ...posts.map((p) => ({
          kind: 'post' as const,
          id: p.id,
          title: p.title,
          detail: p.published ? 'Published blog post' : 'Draft blog post',
          createdAt: p.createdAt,
          date: null,
        })),
      ];
      return items.sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id).slice(0, limit);
    },
  };
}

export type DashboardQueries = ReturnType<typeof createDashboardQueries>;
