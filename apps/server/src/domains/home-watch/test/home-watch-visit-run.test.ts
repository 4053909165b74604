import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  addDaysToDate,
  businessToday,
  MAX_PHOTOS_PER_ITEM,
  VISIT_MESSAGES as M,
  VISIT_RUN_MESSAGES as R,
  type StaffVisit,
  type VisitItem,
  type VisitSummary,
} from '@ta/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { engines } from '../../../../test/fresh-database.js';
import { buildTestApp, type TestApp } from '../../../../test/helper.js';
import { requestRow } from '../../../../test/support/contact-requests.js';
import {
  ACCESS_NOTES,
  as,
  houseWithVisit,
  sendPhotos,
  visitOf,
  type Caller,
} from '../../../../test/support/home-watch.js';
import { hasGpsPointer, jpegWithGps, solid } from '../../../../test/support/photos.js';
import { inOwnTransaction } from '../../../../test/support/repository-transactions.js';

// The report's delivery is another piece's: here only that finishing calls it, once.
const deliver = vi.hoisted(() => vi.fn(async (_ctx: unknown, _visitId: number) => {}));
vi.mock('../visit-report-delivery.js', () => ({ deliverVisitReport: deliver }));

describe.each(engines)('doing a home-watch visit on %s', (engine) => {
  let t: TestApp;
  let photosDir: string;
  beforeAll(async () => {
    photosDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ta-visit-photos-'));
    t = await buildTestApp(engine, { photosDir });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(photosDir, { recursive: true, force: true });
  });
  beforeEach(() => {
    deliver.mockClear();
  });

  const call = (caller: Caller | undefined, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/admin/visits${url}`, headers: as(t, caller), ...(payload ? { payload } : {}) });
  const answer = (caller: Caller, visitId: number, itemId: number, payload: object) =>
    call(caller, 'PUT', `/${visitId}/items/${itemId}`, payload);
  const appointmentOf = async (visitId: number) => {
    const visit = await t.app.repos.visits.summary(visitId);
    return t.app.repos.appointments.findById(visit?.appointmentId ?? 0);
  };
  const events = (type: string) =>
    t.app.db.selectFrom('events').selectAll().where('type', '=', type).orderBy('id').execute();

  it('runs a whole visit: the list, start, answers, a photo without its metadata, finish, the report sent', async () => {
    const { owner, staff, other, admin, visitId } = await houseWithVisit(t);
    await t.app.db
      .updateTable('appointments')
      .set({ clientPhone: '(239) 555-0142' })
      .where('id', '=', (await t.app.repos.visits.summary(visitId))?.appointmentId ?? 0)
      .execute();

    // Today's list: the staff member's own, everyone's for an admin.
    const mine = (await call(staff, 'GET', '')).json<VisitSummary[]>();
    expect(mine.map((v) => v.id)).toEqual([visitId]);
    expect(mine[0]).toMatchObject({ propertyName: 'Naples condo', staffId: staff.user.id, totalItems: 0 });
    expect((await call(other, 'GET', '')).json<VisitSummary[]>().map((v) => v.id)).not.toContain(visitId);
    // A staff member cannot look at someone else's list by asking for it.
    const asked = await call(other, 'GET', `?staffId=${staff.user.id}`);
    expect(asked.json<VisitSummary[]>().map((v) => v.id)).not.toContain(visitId);
    expect((await call(admin, 'GET', '')).json<VisitSummary[]>().map((v) => v.id)).toContain(visitId);
    expect(
      (await call(admin, 'GET', `?staffId=${other.user.id}`)).json<VisitSummary[]>().map((v) => v.id),
    ).not.toContain(visitId);
    expect((await call(admin, 'GET', `?staffId=${staff.user.id}`)).json<VisitSummary[]>().map((v) => v.id)).toEqual([
      visitId,
    ]);
    expect((await call(admin, 'GET', '?date=2099-01-01')).json()).toEqual([]);
    expect((await call(admin, 'GET', '?date=tomorrow')).statusCode).toBe(400);

    // The visit screen, before the start.
    const before = await call(staff, 'GET', `/${visitId}`);
    expect(before.statusCode).toBe(200);
    expect(before.json<StaffVisit>()).toMatchObject({
      id: visitId,
      state: expect.stringMatching(/^(planned|overdue)$/),
      items: [],
      accessNotesAvailable: true,
      alarmCompany: 'Gulf Alarm, account 5521',
      emergencyContacts: 'Neighbor Ann, 239-555-0101',
      clientPhone: '(239) 555-0142',
    });
    expect(before.body).not.toContain('4321');
    // Someone not given the visit may look, but is not offered the notes.
    expect((await call(other, 'GET', `/${visitId}`)).json<StaffVisit>().accessNotesAvailable).toBe(false);
    expect((await call(admin, 'GET', `/${visitId}`)).json<StaffVisit>().accessNotesAvailable).toBe(false);

    // Start: the checklist copied in its order (the template's, then the house's own).
    const started = await call(staff, 'POST', `/${visitId}/start`);
    expect(started.statusCode).toBe(200);
    const visit = started.json<StaffVisit>();
    expect(visit.state).toBe('in-progress');
    expect(visit.startedAt).toEqual(expect.any(String));
    expect(visit.items.map((i) => i.label)).toEqual([
      'All doors locked',
      'No leaks under the sinks',
      'Orchid on the lanai watered',
    ]);
    // Both languages are copied: the owner's report reads the Spanish where it was written.
    expect(visit.items.map((i) => [i.sectionEs, i.labelEs])).toEqual([
      ['Puertas', 'Todas las puertas cerradas con llave'],
      [null, null],
      [null, null],
    ]);
    expect(visit.items.every((i) => i.answer === null && i.photos.length === 0)).toBe(true);
    expect((await appointmentOf(visitId))?.status).toBe('in-progress');
    expect(await events('visit.started')).toEqual([expect.objectContaining({ actorId: staff.user.id })]);
    const [doors, leaks, orchid] = visit.items as [VisitItem, VisitItem, VisitItem];

    // Answers save as they go; the same one twice is harmless, a new one overwrites.
    const ok = await answer(staff, visitId, doors.id, { answer: 'ok' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json<VisitItem>()).toMatchObject({ id: doors.id, answer: 'ok', note: null, severity: null });
    expect((await answer(staff, visitId, doors.id, { answer: 'ok' })).json()).toEqual(ok.json());
    const issue = { answer: 'issue', note: 'Drip under the kitchen sink', severity: 'attention' };
    expect((await answer(staff, visitId, leaks.id, { answer: 'ok' })).statusCode).toBe(200);
    const leak = await answer(staff, visitId, leaks.id, issue);
    expect(leak.json<VisitItem>()).toMatchObject(issue);
    // A severity sent with an answer that is not an issue is dropped.
    const na = await answer(staff, visitId, orchid.id, { answer: 'na', severity: 'urgent' });
    expect(na.json<VisitItem>()).toMatchObject({ answer: 'na', severity: null });

    // A photo of the issue: re-encoded upright, without EXIF or GPS.
    const original = await jpegWithGps();
    expect(hasGpsPointer((await sharp(original).metadata()).exif)).toBe(true);
    const uploaded = await sendPhotos(t, staff, visitId, leaks.id, [original]);
    expect(uploaded.statusCode).toBe(201);
    const photo = uploaded.json();
    expect(photo).toEqual({
      id: expect.any(Number),
      url: expect.stringMatching(/^\/api\/visit-photos\/[0-9a-f]{32}$/),
      thumbnailUrl: expect.stringMatching(/^\/api\/visit-photos\/[0-9a-f]{32}\/thumb$/),
      width: 200,
      height: 300,
    });
    const served = await t.app.inject({ method: 'GET', url: photo.url, headers: as(t, staff) });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([200, 300]);
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    const row = await t.app.db.selectFrom('visitPhotos').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ visitId, itemId: leaks.id, uploadedById: staff.user.id, contentType: 'image/webp' });

    // Finish: the result cannot be milder than the findings.
    const tooMild = await call(staff, 'POST', `/${visitId}/finish`, { result: 'all-clear' });
    expect(tooMild.statusCode).toBe(400);
    expect(tooMild.json()).toEqual({
      code: 'visit_result_too_mild',
      message: M.resultTooMild,
      fields: { result: M.resultTooMild },
    });
    expect(deliver).not.toHaveBeenCalled();
    const finished = await call(staff, 'POST', `/${visitId}/finish`, {
      result: 'issues',
      summary: 'All well but a small leak; photo attached.',
    });
    expect(finished.statusCode).toBe(200);
    expect(finished.json<StaffVisit>()).toMatchObject({
      state: 'finished',
      result: 'issues',
      summary: 'All well but a small leak; photo attached.',
      finishedAt: expect.any(String),
      answeredItems: 3,
      totalItems: 3,
      accessNotesAvailable: false,
    });
    expect(finished.json<StaffVisit>().items[1]?.photos).toEqual([photo]);
    expect((await appointmentOf(visitId))?.status).toBe('completed');
    await t.app.mailer.flush(); // the report is made by its job
    expect(deliver).toHaveBeenCalledTimes(1);
    expect(deliver).toHaveBeenCalledWith(expect.objectContaining({ repos: t.app.repos }), visitId);
    expect(await events('visit.finished')).toEqual([expect.objectContaining({ subjectId: visitId })]);

    // Once finished, nothing changes and the report is not sent again.
    expect((await call(staff, 'POST', `/${visitId}/finish`, { result: 'issues' })).json()).toEqual({
      code: 'visit_already_finished',
      message: M.alreadyFinished,
    });
    expect((await answer(staff, visitId, doors.id, { answer: 'na' })).statusCode).toBe(409);
    expect((await sendPhotos(t, staff, visitId, doors.id, [await solid(40, 40).jpeg().toBuffer()])).statusCode).toBe(
      409,
    );
    expect((await call(staff, 'DELETE', `/${visitId}/photos/${photo.id}`)).statusCode).toBe(409);
    expect((await call(staff, 'POST', `/${visitId}/start`)).json()).toEqual({
      code: 'visit_already_finished',
      message: M.alreadyFinished,
    });
    await t.app.mailer.flush(); // the report is made by its job
    expect(deliver).toHaveBeenCalledTimes(1);
    // The owner reads the finished visit's photo; the answers carry no secret.
    expect((await t.app.inject({ method: 'GET', url: photo.url, headers: as(t, owner) })).statusCode).toBe(200);
    expect(finished.body).not.toContain('4321');
  });

  it('gives the access notes only to the staff member assigned, while the visit is open, and records each opening', async () => {
    const { owner, staff, other, admin, visitId } = await houseWithVisit(t);
    const url = `/${visitId}/access-notes`;

    for (const caller of [other, admin]) {
      const refused = await call(caller, 'GET', url);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ code: 'visit_not_yours', message: M.notYours });
    }
    expect((await call(owner, 'GET', url)).statusCode).toBe(403);
    expect((await call(undefined, 'GET', url)).statusCode).toBe(401);
    expect(await events('visit.access-notes-opened')).toEqual([]);

    const opened = await call(staff, 'GET', url);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({ accessNotes: ACCESS_NOTES });
    expect(opened.headers['cache-control']).toBe('private, no-store');
    const [event, ...more] = await events('visit.access-notes-opened');
    expect(more).toEqual([]);
    expect(event).toMatchObject({ actorId: staff.user.id, subjectType: 'property_visit', subjectId: visitId });
    expect(event?.summary).toContain('Naples condo');
    expect(event?.summary).not.toContain('4321');
    // Nothing but the assigned staff member's own call carries the text: not the lists, not the other visit screens.
    for (const res of [
      await call(admin, 'GET', ''),
      await call(staff, 'GET', ''),
      await call(admin, 'GET', `/${visitId}`),
      await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: as(t, admin) }),
    ]) {
      expect(res.body).not.toContain('4321');
    }

    // Given to someone else, the notes go with the visit.
    const appointmentId = (await t.app.repos.visits.summary(visitId))?.appointmentId ?? 0;
    await t.app.db
      .updateTable('appointments')
      .set({ staffId: other.user.id })
      .where('id', '=', appointmentId)
      .execute();
    expect((await call(staff, 'GET', url)).statusCode).toBe(403);
    expect((await call(other, 'GET', url)).json()).toEqual({ accessNotes: ACCESS_NOTES });

    // Cancelled: nobody.
    await t.app.db.updateTable('appointments').set({ status: 'cancelled' }).where('id', '=', appointmentId).execute();
    expect((await call(other, 'GET', url)).json()).toEqual({ code: 'visit_cancelled', message: M.cancelled });
    expect((await call(other, 'GET', `/${visitId}`)).json<StaffVisit>().accessNotesAvailable).toBe(false);
  });

  it('says when a house has no access notes, and never offers them', async () => {
    const { staff, visitId } = await houseWithVisit(t, null);
    expect((await call(staff, 'GET', `/${visitId}`)).json<StaffVisit>().accessNotesAvailable).toBe(false);
    const none = await call(staff, 'GET', `/${visitId}/access-notes`);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ code: 'visit_no_access_notes', message: R.noAccessNotes });
  });

  it("finds the owner's phone on their latest request when the visit has none", async () => {
    const { owner, staff, visitId } = await houseWithVisit(t);
    expect((await call(staff, 'GET', `/${visitId}`)).json<StaffVisit>().clientPhone).toBeNull();
    await t.app.repos.contactRequests.create(requestRow({ userId: owner.user.id, phone: '(239) 555-0177' }));
    expect((await call(staff, 'GET', `/${visitId}`)).json<StaffVisit>().clientPhone).toBe('(239) 555-0177');
  });

  it('lets only the staff member assigned act, and each action only where the visit stands', async () => {
    const { owner, staff, other, admin, property, visitId } = await houseWithVisit(t);
    const sample = await solid(40, 40).jpeg().toBuffer();

    // Not started: no answers, photos or finish.
    await call(staff, 'GET', `/${visitId}`);
    const unknownVisit = await call(staff, 'GET', '/999999');
    expect(unknownVisit.json()).toEqual({ code: 'visit_not_found', message: M.notFound });
    expect((await call(staff, 'GET', '/abc')).statusCode).toBe(404);
    expect((await call(staff, 'POST', `/${visitId}/finish`, { result: 'all-clear' })).json()).toEqual({
      code: 'visit_not_started',
      message: M.notStarted,
    });
    expect((await answer(staff, visitId, 1, { answer: 'ok' })).json()).toEqual({
      code: 'visit_not_started',
      message: M.notStarted,
    });

    // Start: the one assigned only, once.
    for (const caller of [other, admin]) {
      const refused = await call(caller, 'POST', `/${visitId}/start`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ code: 'visit_not_yours', message: M.notYours });
    }
    expect((await call(owner, 'POST', `/${visitId}/start`)).statusCode).toBe(403);
    const items = (await call(staff, 'POST', `/${visitId}/start`)).json<StaffVisit>().items;
    const again = await call(staff, 'POST', `/${visitId}/start`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'visit_already_started', message: M.alreadyStarted });
    expect((await t.app.repos.visitItems.list(visitId)).length).toBe(3);
    const [doors, leaks, orchid] = items as [VisitItem, VisitItem, VisitItem];

    // Answers: the one assigned only, with the answer's rules, on this visit's items.
    for (const caller of [other, admin]) {
      expect((await answer(caller, visitId, doors.id, { answer: 'ok' })).json()).toEqual({
        code: 'visit_not_yours',
        message: M.notYours,
      });
    }
    const noNote = await answer(staff, visitId, leaks.id, { answer: 'issue', severity: 'urgent' });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().fields).toMatchObject({ note: M.issueNoteRequired });
    const noSeverity = await answer(staff, visitId, leaks.id, { answer: 'issue', note: 'Water on the floor' });
    expect(noSeverity.json().fields).toMatchObject({ severity: M.severityRequired });
    expect((await answer(staff, visitId, leaks.id, { answer: 'maybe' })).statusCode).toBe(400);
    const elsewhere = await visitOf(t, property.id, staff.user.id);
    await call(staff, 'POST', `/${elsewhere}/start`);
    const wrongVisit = await answer(staff, elsewhere, doors.id, { answer: 'ok' });
    expect(wrongVisit.statusCode).toBe(404);
    expect(wrongVisit.json()).toEqual({ code: 'checklist_item_not_found', message: R.itemNotFound });
    expect((await answer(staff, visitId, 999999, { answer: 'ok' })).statusCode).toBe(404);

    // Photos: the one assigned only, one per request, images only, twelve an item.
    expect((await sendPhotos(t, other, visitId, leaks.id, [sample])).json()).toEqual({
      code: 'visit_not_yours',
      message: M.notYours,
    });
    expect((await sendPhotos(t, admin, visitId, leaks.id, [sample])).statusCode).toBe(403);
    const two = await sendPhotos(t, staff, visitId, leaks.id, [sample, sample]);
    expect(two.statusCode).toBe(400);
    expect(two.json().message).toBe(R.onePhoto);
    const none = await sendPhotos(t, staff, visitId, leaks.id, []);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(R.noPhoto);
    const text = await sendPhotos(t, staff, visitId, leaks.id, [Buffer.from('not a photo at all')]);
    expect(text.statusCode).toBe(415);
    expect((await sendPhotos(t, staff, elsewhere, leaks.id, [sample])).statusCode).toBe(404);
    expect(
      await t.app.db.selectFrom('visitPhotos').selectAll().where('visitId', '=', visitId).orderBy('id').execute(),
    ).toEqual([]);

    const kept = (await sendPhotos(t, staff, visitId, leaks.id, [sample])).json();
    const extra = Array.from({ length: MAX_PHOTOS_PER_ITEM - 1 }, (_, i) => ({
      visitId,
      itemId: leaks.id,
      storageKey: `${i}`.padStart(32, 'a'),
      contentType: 'image/webp',
      byteSize: 10,
      width: 40,
      height: 40,
    }));
    await t.app.db.insertInto('visitPhotos').values(extra).execute();
    const thirteenth = await sendPhotos(t, staff, visitId, leaks.id, [sample]);
    expect(thirteenth.statusCode).toBe(409);
    expect(thirteenth.json()).toEqual({ code: 'visit_too_many_photos', message: R.tooManyPhotos });
    // With one place left, three uploads saved at the same moment: one is kept, never a thirteenth.
    await t.app.db.deleteFrom('visitPhotos').where('storageKey', '=', extra[0]!.storageKey).execute();
    const racing = await Promise.all(
      [1, 2, 3].map((n) =>
        inOwnTransaction(t.app, (repos) =>
          repos.visitRun.addPhoto(
            { ...extra[0]!, storageKey: `${n}`.padStart(32, 'b'), uploadedById: staff.user.id },
            MAX_PHOTOS_PER_ITEM,
          ),
        ),
      ),
    );
    expect(racing.filter((photo) => photo !== undefined)).toHaveLength(1);
    const onItem = await t.app.db
      .selectFrom('visitPhotos')
      .select('id')
      .where('itemId', '=', leaks.id)
      .orderBy('id')
      .execute();
    expect(onItem).toHaveLength(MAX_PHOTOS_PER_ITEM);
    await t.app.db
      .deleteFrom('visitPhotos')
      .where('itemId', '=', leaks.id)
      .where('storageKey', '!=', kept.url.split('/').pop() as string)
      .execute();

    // Deleting a photo: the one assigned only, this visit's photos only; the bytes go too.
    expect((await call(other, 'DELETE', `/${visitId}/photos/${kept.id}`)).statusCode).toBe(403);
    expect((await call(staff, 'DELETE', `/${elsewhere}/photos/${kept.id}`)).statusCode).toBe(404);
    const key = kept.url.split('/').pop() as string;
    expect(await t.app.photoStorage.get(key, 'thumb')).toBeDefined();
    expect((await call(staff, 'DELETE', `/${visitId}/photos/${kept.id}`)).statusCode).toBe(204);
    expect(await t.app.photoStorage.get(key, 'full')).toBeUndefined();
    expect(await t.app.photoStorage.get(key, 'thumb')).toBeUndefined();
    const gone = await call(staff, 'DELETE', `/${visitId}/photos/${kept.id}`);
    expect(gone.json()).toEqual({ code: 'photo_not_found', message: R.photoNotFound });

    // Finishing: every item answered, every issue with a photo, a result that covers the findings.
    await answer(staff, visitId, doors.id, { answer: 'ok' });
    const unanswered = await call(staff, 'POST', `/${visitId}/finish`, { result: 'urgent' });
    expect(unanswered.statusCode).toBe(409);
    expect(unanswered.json()).toEqual({ code: 'visit_unanswered', message: M.unanswered });
    await answer(staff, visitId, orchid.id, { answer: 'ok' });
    await answer(staff, visitId, leaks.id, { answer: 'issue', note: 'Water on the floor', severity: 'urgent' });
    const noPhoto = await call(staff, 'POST', `/${visitId}/finish`, { result: 'urgent' });
    expect(noPhoto.statusCode).toBe(409);
    expect(noPhoto.json()).toEqual({ code: 'visit_issue_needs_photo', message: M.issueNeedsPhoto });
    await sendPhotos(t, staff, visitId, leaks.id, [sample]);
    expect((await call(staff, 'POST', `/${visitId}/finish`, {})).json().fields).toMatchObject({
      result: M.resultRequired,
    });
    expect((await call(staff, 'POST', `/${visitId}/finish`, { result: 'issues' })).json()).toEqual({
      code: 'visit_result_too_mild',
      message: M.resultTooMild,
      fields: { result: M.resultTooMild },
    });
    for (const caller of [other, admin]) {
      expect((await call(caller, 'POST', `/${visitId}/finish`, { result: 'urgent' })).statusCode).toBe(403);
    }
    expect(deliver).not.toHaveBeenCalled();
    expect((await call(staff, 'POST', `/${visitId}/finish`, { result: 'urgent' })).statusCode).toBe(200);
    await t.app.mailer.flush(); // the report is made by its job
    expect(deliver).toHaveBeenCalledTimes(1);
  });

  it('asks before starting a visit planned for another day, then moves it to today', async () => {
    const { staff, property } = await houseWithVisit(t);
    const today = businessToday();
    for (const planned of [addDaysToDate(today, 1), addDaysToDate(today, -1)]) {
      const visitId = await visitOf(t, property.id, staff.user.id, planned);
      const url = `/${visitId}/start`;
      for (const payload of [undefined, { moveToToday: false }]) {
        const asked = await call(staff, 'POST', url, payload);
        expect(asked.statusCode).toBe(409);
        expect(asked.json()).toEqual({ code: 'visit_planned_another_day', message: R.plannedAnotherDay });
      }
      expect((await call(staff, 'POST', url, { moveToToday: 'yes' })).statusCode).toBe(400);
      // A refusal changes nothing: not started, no checklist copied, still on its day.
      expect(await t.app.repos.visitItems.list(visitId)).toEqual([]);
      expect((await appointmentOf(visitId))?.appointmentDate).toBe(planned);

      const moved = await call(staff, 'POST', url, { moveToToday: true });
      expect(moved.statusCode).toBe(200);
      expect(moved.json<StaffVisit>()).toMatchObject({ state: 'in-progress', date: today });
      expect(moved.json<StaffVisit>().items).toHaveLength(3);
      expect((await appointmentOf(visitId))?.appointmentDate).toBe(today);
      const started = (await events('visit.started')).find((e) => e.subjectId === visitId);
      expect(started?.summary).toContain(`moving it from ${planned} to ${today}`);
    }
    // Today's visit starts without being asked, and the flag moves nothing.
    const todays = await visitOf(t, property.id, staff.user.id);
    const started = await call(staff, 'POST', `/${todays}/start`, { moveToToday: true });
    expect(started.json<StaffVisit>()).toMatchObject({ state: 'in-progress', date: today });
  });

  it('refuses an OK without the reading an item asks for, and keeps the reading with the answer', async () => {
    const { staff, property, visitId } = await houseWithVisit(t);
    const label = 'Indoor humidity at or below 60% (write the reading in a note)';
    await t.app.db
      .insertInto('propertyChecklistItems')
      .values({ propertyId: property.id, section: 'Air', label, position: 1 })
      .execute();
    const items = (await call(staff, 'POST', `/${visitId}/start`)).json<StaffVisit>().items;
    const humidity = items.find((i) => i.label === label) as VisitItem;
    const doors = items.find((i) => i.label === 'All doors locked') as VisitItem;

    for (const payload of [{ answer: 'ok' }, { answer: 'ok', note: '   ' }]) {
      const refused = await answer(staff, visitId, humidity.id, payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        code: 'visit_reading_required',
        message: R.readingRequired,
        fields: { note: R.readingRequired },
      });
    }
    expect((await t.app.repos.visitItems.list(visitId)).find((i) => i.id === humidity.id)?.answer).toBeNull();
    const read = await answer(staff, visitId, humidity.id, { answer: 'ok', note: '52%' });
    expect(read.statusCode).toBe(200);
    expect(read.json<VisitItem>()).toMatchObject({ answer: 'ok', note: '52%' });
    // N/A needs no reading, and an item that asks for none takes OK alone.
    expect((await answer(staff, visitId, humidity.id, { answer: 'na' })).statusCode).toBe(200);
    expect((await answer(staff, visitId, doors.id, { answer: 'ok' })).statusCode).toBe(200);
  });

  it('refuses to start a cancelled visit, and answers the finish even when the report cannot go out', async () => {
    const { staff, visitId } = await houseWithVisit(t);
    const appointmentId = (await t.app.repos.visits.summary(visitId))?.appointmentId ?? 0;
    await t.app.db.updateTable('appointments').set({ status: 'cancelled' }).where('id', '=', appointmentId).execute();
    const cancelled = await call(staff, 'POST', `/${visitId}/start`);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json()).toEqual({ code: 'visit_cancelled', message: M.cancelled });
    expect(await t.app.repos.visitItems.list(visitId)).toEqual([]);

    // The report failing to go out does not undo the visit, nor ask the phone to finish it again.
    const { staff: next, visitId: done } = await houseWithVisit(t);
    await call(next, 'POST', `/${done}/start`);
    for (const item of await t.app.repos.visitItems.list(done)) await answer(next, done, item.id, { answer: 'ok' });
    deliver.mockRejectedValueOnce(new Error('mail server down'));
    const finished = await call(next, 'POST', `/${done}/finish`, { result: 'all-clear' });
    expect(finished.statusCode).toBe(200);
    expect(finished.json<StaffVisit>().state).toBe('finished');
    await t.app.mailer.flush(); // the report is made by its job
    expect(deliver).toHaveBeenCalledTimes(1);
  });
});
