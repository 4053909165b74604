import {
  accessNotesSchema,
  asksForReading,
  businessToday,
  finishVisitSchema,
  isAdminRole,
  itemAnswerSchema,
  mildestResult,
  resultCovers,
  staffVisitSchema,
  startVisitSchema,
  VISIT_MESSAGES as M,
  VISIT_RUN_MESSAGES as R,
  visitItemSchema,
  visitListQuerySchema,
  visitSummarySchema,
  type StaffVisit,
  type VisitSummary,
} from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../../config.js';
import { currentUser, type UserRecord } from '../../accounts/index.js';
import { badRequest, conflict, notFound } from '../../../lib/http-errors.js';
import { parseRouteId } from '../../../lib/route-id.js';
import { serviceContext } from '../../service-context.js';
import * as activity from '../home-watch-events.js';
import { deliverVisitReport } from '../visit-report-delivery.js';
import { ACCESS_NOTES_PURPOSE } from '../property-changes.js';
import { assertAssigned, assertInProgress, assertNotClosed, staffVisit, visitFromRoute } from '../visit-run.js';
import visitPhotoUploadRoutes from './staff-visit-photo-upload.js';

const id = z.string().max(20);
const params = z.object({ id });
const itemParams = z.object({ id, itemId: id });
const photoParams = z.object({ id, photoId: id });

/**
 * Doing a home-watch visit on site (docs/home-watch.md, "Doing a visit"): the day's list, the
 * visit screen, the access notes, then start, answers, photos and finish. Any staff member may
 * look; only the one assigned acts. The folder's hook marks every answer `private, no-store`.
 */
const visitsRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const ctx = serviceContext(app, config);

  async function current(visit: VisitSummary, user: UserRecord): Promise<StaffVisit> {
    const fresh = await app.repos.visits.summary(visit.id);
    if (!fresh) throw notFound('visit_not_found');
    return staffVisit(app.repos, fresh, user);
  }

  /** The visit a URL names, for the staff member assigned to it while it is under way. */
  async function visitInProgress(rawId: string, user: UserRecord): Promise<VisitSummary> {
    const visit = await visitFromRoute(app.repos, rawId);
    assertAssigned(visit, user);
    assertInProgress(visit);
    return visit;
  }

  app.get(
    '/admin/visits',
    { schema: { querystring: visitListQuerySchema, response: { 200: z.array(visitSummarySchema) } } },
    async (request) => {
      const user = currentUser(request);
      const date = request.query.date ?? businessToday();
      // A staff member's list is their own; only an admin looks at everyone's, or at one person's.
      const staffId = isAdminRole(user.role) ? request.query.staffId : user.id;
      return app.repos.visits.summaries(staffId === undefined ? { date } : { date, staffId });
    },
  );

  app.get('/admin/visits/:id', { schema: { params, response: { 200: staffVisitSchema } } }, async (request) =>
    staffVisit(app.repos, await visitFromRoute(app.repos, request.params.id), currentUser(request)),
  );

  /** The secret itself: the assigned staff member only, while the visit is open; each opening recorded. */
  app.get(
    '/admin/visits/:id/access-notes',
    { schema: { params, response: { 200: accessNotesSchema } } },
    async (request) => {
      const user = currentUser(request);
      const visit = await visitFromRoute(app.repos, request.params.id);
      assertAssigned(visit, user);
      assertNotClosed(visit);
      const sealed = (await app.repos.visitRun.details(visit.id))?.accessNotesSealed;
      if (!sealed) throw notFound('visit_no_access_notes');
      const accessNotes = app.secretBox.open(sealed, ACCESS_NOTES_PURPOSE);
      await app.repos.events.record(activity.accessNotesOpened(user, visit));
      return { accessNotes };
    },
  );

  /**
   * Time in: the property's checklist is copied into the visit, in its order. A visit planned for
   * another day than today starts only when the staff member agreed to move it to today, so its
   * report gives the day the house was really checked (docs/home-watch.md, "Doing a visit").
   */
  app.post(
    '/admin/visits/:id/start',
    { schema: { params, body: startVisitSchema, response: { 200: staffVisitSchema } } },
    async (request) => {
      const user = currentUser(request);
      const visit = await visitFromRoute(app.repos, request.params.id);
      assertAssigned(visit, user);
      assertNotClosed(visit);
      if (visit.state === 'in-progress') throw conflict('visit_already_started');
      const now = new Date();
      const today = businessToday(now);
      const moveTo = visit.date === today ? undefined : today;
      if (moveTo !== undefined && !request.body.moveToToday) throw conflict('visit_planned_another_day');
      const items = await app.repos.checklists.itemsForProperty(visit.propertyId);
      if (!(await app.repos.visitRun.start(visit, items, now, moveTo))) throw conflict('visit_already_started');
      await app.repos.events.record(activity.visitStarted(user, visit, moveTo));
      return current(visit, user);
    },
  );

  /**
   * Saves one answer; sending it again, or a new one, overwrites (the phone saves as it goes). OK on
   * an item that asks for a reading needs the reading in the note.
   */
  app.put(
    '/admin/visits/:id/items/:itemId',
    { schema: { params: itemParams, body: itemAnswerSchema, response: { 200: visitItemSchema } } },
    async (request) => {
      const visit = await visitInProgress(request.params.id, currentUser(request));
      const itemId = parseRouteId(request.params.itemId);
      const item = itemId === undefined ? undefined : await app.repos.visitRun.itemOf(visit.id, itemId);
      if (!item) throw notFound('checklist_item_not_found');
      // An item that asks for a reading is not OK without it (docs/home-watch.md, "Doing a visit").
      if (request.body.answer === 'ok' && request.body.note === null && asksForReading(item.label)) {
        throw badRequest('visit_reading_required', { note: R.readingRequired });
      }
      if (!(await app.repos.visitRun.answer(visit.id, item.id, request.body, new Date()))) {
        throw conflict('visit_already_finished');
      }
      const saved = (await app.repos.visitItems.list(visit.id)).find((i) => i.id === item.id);
      if (!saved) throw notFound('checklist_item_not_found');
      return saved;
    },
  );

  /** Removes a finding's photo (its row, then its bytes) while the visit is under way. */
  app.delete(
    '/admin/visits/:id/photos/:photoId',
    { schema: { params: photoParams, response: { 204: z.null() } } },
    async (request, reply) => {
      const visit = await visitInProgress(request.params.id, currentUser(request));
      const photoId = parseRouteId(request.params.photoId);
      const removed = photoId === undefined ? undefined : await app.repos.visitRun.deletePhoto(visit.id, photoId);
      if (!removed) throw notFound('photo_not_found');
      try {
        await app.photoStorage.delete(removed.storageKey);
      } catch (err) {
        // The row is gone, so nothing links to the bytes any more; leave them for an operator.
        request.log.error({ err, storageKey: removed.storageKey }, 'could not remove the bytes of a deleted photo');
      }
      return reply.code(204).send(null);
    },
  );

  /**
   * Time out: every item answered, every issue with a photo, and an overall result at least as
   * serious as the findings. Then the report goes to the owner.
   */
  app.post(
    '/admin/visits/:id/finish',
    { schema: { params, body: finishVisitSchema, response: { 200: staffVisitSchema } } },
    async (request) => {
      const user = currentUser(request);
      const visit = await visitInProgress(request.params.id, user);
      const items = await app.repos.visitItems.list(visit.id);
      if (items.some((i) => i.answer === null)) throw conflict('visit_unanswered');
      if (items.some((i) => i.answer === 'issue' && i.photos.length === 0)) throw conflict('visit_issue_needs_photo');
      const { result, summary } = request.body;
      if (!resultCovers(result, mildestResult(items)))
        throw badRequest('visit_result_too_mild', { result: M.resultTooMild });
      if (!(await app.repos.visitRun.finish(visit, { result, summary }, new Date()))) {
        throw conflict('visit_already_finished');
      }
      await app.repos.events.record(activity.visitFinished(user, visit, result));
      try {
        await deliverVisitReport(ctx, visit.id);
      } catch (err) {
        // The visit is finished either way: answering an error would have the phone try again and be refused.
        request.log.error({ err, visitId: visit.id }, 'could not deliver the report of a finished visit');
      }
      return current(visit, user);
    },
  );

  await app.register(visitPhotoUploadRoutes);
};

export default visitsRoutes;
