import {
  asksForReading,
  businessToday,
  isAdminRole,
  MAX_PHOTOS_PER_ITEM,
  mildestResult,
  resultCovers,
  VISIT_MESSAGES as M,
  VISIT_RUN_MESSAGES as R,
  type FindingPhoto,
  type ItemAnswerValues,
  type StaffVisit,
  type VisitItem,
  type VisitResult,
  type VisitSummary,
} from '@ta/shared';
import type { FastifyBaseLogger } from 'fastify';
import { badRequest, conflict, notFound } from '../../lib/http-errors.js';
import type { UserRecord } from '../accounts/index.js';
import { newPhotoKey, type PreparedPhoto } from '../photos/index.js';
import type { ServiceContext } from '../service-context.js';
import * as activity from './home-watch-events.js';
import { ACCESS_NOTES_PURPOSE } from './property-changes.js';
import { assertAssigned, assertInProgress, assertNotClosed, staffVisit, visitFromRoute } from './visit-run.js';

/**
 * Doing a home-watch visit on site (docs/home-watch.md, "Doing a visit"): the day's list, the visit
 * screen, the access notes, then start, answers, photos and finish. Any staff member may look; only
 * the one assigned acts. A visit is named by its URL segment (`visitFromRoute`).
 */

/** The visit as it stands now, for the visit screen. */
async function current(ctx: ServiceContext, visit: VisitSummary, user: UserRecord): Promise<StaffVisit> {
  const fresh = await ctx.repos.visits.summary(visit.id);
  if (!fresh) throw notFound('visit_not_found');
  return staffVisit(ctx.repos, fresh, user);
}

/** The visit a URL names, for the staff member assigned to it while it is under way. */
async function visitInProgress(ctx: ServiceContext, rawId: string, user: UserRecord): Promise<VisitSummary> {
  const visit = await visitFromRoute(ctx.repos, rawId);
  assertAssigned(visit, user);
  assertInProgress(visit);
  return visit;
}

/** One day's visits: a staff member's own; only an admin looks at everyone's, or at one person's. */
export async function visitList(
  ctx: ServiceContext,
  user: UserRecord,
  query: { date?: string | undefined; staffId?: number | undefined },
): Promise<VisitSummary[]> {
  const date = query.date ?? businessToday();
  const staffId = isAdminRole(user.role) ? query.staffId : user.id;
  return ctx.repos.visits.summaries(staffId === undefined ? { date } : { date, staffId });
}

export async function visitForStaff(ctx: ServiceContext, user: UserRecord, rawId: string): Promise<StaffVisit> {
  return staffVisit(ctx.repos, await visitFromRoute(ctx.repos, rawId), user);
}

/** The secret itself: the assigned staff member only, while the visit is open; each opening recorded. */
export async function openAccessNotes(
  ctx: ServiceContext,
  user: UserRecord,
  rawId: string,
): Promise<{ accessNotes: string }> {
  const visit = await visitFromRoute(ctx.repos, rawId);
  assertAssigned(visit, user);
  assertNotClosed(visit);
  const sealed = (await ctx.repos.visitRun.details(visit.id))?.accessNotesSealed;
  if (!sealed) throw notFound('visit_no_access_notes');
  const accessNotes = ctx.secretBox.open(sealed, ACCESS_NOTES_PURPOSE);
  await ctx.repos.events.record(activity.accessNotesOpened(user, visit));
  return { accessNotes };
}

/**
 * Time in: the property's checklist is copied into the visit, in its order, with the event. A visit
 * planned for another day than today starts only when the staff member agreed to move it to today,
 * so its report gives the day the house was really checked.
 */
export async function startVisit(
  ctx: ServiceContext,
  user: UserRecord,
  rawId: string,
  { moveToToday }: { moveToToday: boolean },
): Promise<StaffVisit> {
  const visit = await visitFromRoute(ctx.repos, rawId);
  assertAssigned(visit, user);
  assertNotClosed(visit);
  if (visit.state === 'in-progress') throw conflict('visit_already_started');
  const now = new Date();
  const today = businessToday(now);
  const moveTo = visit.date === today ? undefined : today;
  if (moveTo !== undefined && !moveToToday) throw conflict('visit_planned_another_day');
  await ctx.inTransaction(async (tx) => {
    const items = await tx.repos.checklists.itemsForProperty(visit.propertyId);
    if (!(await tx.repos.visitRun.start(visit, items, now, moveTo))) throw conflict('visit_already_started');
    await tx.repos.events.record(activity.visitStarted(user, visit, moveTo));
  });
  return current(ctx, visit, user);
}

/**
 * Saves one answer; sending it again, or a new one, overwrites (the phone saves as it goes). OK on
 * an item that asks for a reading needs the reading in the note.
 */
export async function answerItem(
  ctx: ServiceContext,
  user: UserRecord,
  rawId: string,
  itemId: number | undefined,
  values: ItemAnswerValues,
): Promise<VisitItem> {
  const visit = await visitInProgress(ctx, rawId, user);
  const item = itemId === undefined ? undefined : await ctx.repos.visitRun.itemOf(visit.id, itemId);
  if (!item) throw notFound('checklist_item_not_found');
  if (values.answer === 'ok' && values.note === null && asksForReading(item.label)) {
    throw badRequest('visit_reading_required', { note: R.readingRequired });
  }
  if (!(await ctx.repos.visitRun.answer(visit.id, item.id, values, new Date()))) {
    throw conflict('visit_already_finished');
  }
  const saved = (await ctx.repos.visitItems.list(visit.id)).find((i) => i.id === item.id);
  if (!saved) throw notFound('checklist_item_not_found');
  return saved;
}

/** Removes a finding's photo (its row, then its bytes) while the visit is under way. */
export async function removeFindingPhoto(
  ctx: ServiceContext,
  user: UserRecord,
  rawId: string,
  photoId: number | undefined,
  log: Pick<FastifyBaseLogger, 'error'>,
): Promise<void> {
  const visit = await visitInProgress(ctx, rawId, user);
  const removed = photoId === undefined ? undefined : await ctx.repos.visitRun.deletePhoto(visit.id, photoId);
  if (!removed) throw notFound('photo_not_found');
  try {
    await ctx.photoStorage.delete(removed.storageKey);
  } catch (err) {
    // The row is gone, so nothing links to the bytes any more; leave them for an operator.
    log.error({ err, storageKey: removed.storageKey }, 'could not remove the bytes of a deleted photo');
  }
}

/**
 * Time out: every item answered, every issue with a photo, and an overall result at least as
 * serious as the findings; stored with its event. Then a job makes the report and sends it to the owner.
 */
export async function finishVisit(
  ctx: ServiceContext,
  user: UserRecord,
  rawId: string,
  { result, summary }: { result: VisitResult; summary: string | null },
): Promise<StaffVisit> {
  const visit = await visitInProgress(ctx, rawId, user);
  const items = await ctx.repos.visitItems.list(visit.id);
  if (items.some((i) => i.answer === null)) throw conflict('visit_unanswered');
  if (items.some((i) => i.answer === 'issue' && i.photos.length === 0)) throw conflict('visit_issue_needs_photo');
  if (!resultCovers(result, mildestResult(items)))
    throw badRequest('visit_result_too_mild', { result: M.resultTooMild });
  await ctx.inTransaction(async (tx) => {
    if (!(await tx.repos.visitRun.finish(visit, { result, summary }, new Date()))) {
      throw conflict('visit_already_finished');
    }
    await tx.repos.events.record(activity.visitFinished(user, visit, result));
    // The report (its PDF, photos and e-mails) is made by a job: the phone's answer does not wait for it.
    await tx.enqueue('visit-report', { visitId: visit.id });
  });
  return current(ctx, visit, user);
}

/** The visit and checklist item a photo is for, decided before the photo's bytes are read. */
export interface PhotoTarget {
  visitId: number;
  itemId: number;
}

/** Everything that can refuse a finding's photo without reading it: the visit, the assignee, the item, its count. */
export async function photoTarget(
  ctx: ServiceContext,
  user: UserRecord,
  rawId: string,
  itemId: number | undefined,
): Promise<PhotoTarget> {
  const visit = await visitFromRoute(ctx.repos, rawId);
  assertAssigned(visit, user);
  assertInProgress(visit);
  const item = itemId === undefined ? undefined : await ctx.repos.visitRun.itemOf(visit.id, itemId);
  if (!item) throw notFound('checklist_item_not_found');
  if ((await ctx.repos.visitRun.photoCount(item.id)) >= MAX_PHOTOS_PER_ITEM) throw conflict('visit_too_many_photos');
  return { visitId: visit.id, itemId: item.id };
}

/**
 * A checked, re-encoded photo stored for its item under a random key (full and thumbnail), then its
 * row; bytes whose row could not be written are removed again.
 */
export async function addFindingPhoto(
  ctx: ServiceContext,
  user: UserRecord,
  target: PhotoTarget,
  photo: PreparedPhoto,
): Promise<FindingPhoto> {
  const key = newPhotoKey();
  try {
    await ctx.photoStorage.put(key, 'full', photo.full, photo.contentType);
    await ctx.photoStorage.put(key, 'thumb', photo.thumb, photo.contentType);
    const saved = await ctx.inTransaction((tx) =>
      tx.repos.visitRun.addPhoto(
        {
          visitId: target.visitId,
          itemId: target.itemId,
          storageKey: key,
          contentType: photo.contentType,
          byteSize: photo.full.length,
          width: photo.width,
          height: photo.height,
          uploadedById: user.id,
        },
        MAX_PHOTOS_PER_ITEM,
      ),
    );
    // Another upload filled the item while this one was read (the check before is the early answer).
    if (!saved) throw conflict('visit_too_many_photos');
    return saved;
  } catch (err) {
    await ctx.photoStorage.delete(key).catch(() => undefined);
    throw err;
  }
}
