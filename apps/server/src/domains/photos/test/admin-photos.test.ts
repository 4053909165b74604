import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  APPOINTMENT_NOT_FOUND_MESSAGE,
  AUTH_MESSAGES,
  FURNITURE_PHOTO_MESSAGES,
  LINK_PHOTOS_MESSAGES,
  type FurniturePhotoGroup,
} from '@ta/shared';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { engines } from '../../../../test/fresh-database.js';
import { watchTransactions } from '../../../../test/support/transaction-faults.js';
import { buildTestApp, cookieHeader, createStaff, registerClient, type TestApp } from '../../../../test/helper.js';

interface GroupPage {
  items: FurniturePhotoGroup[];
  total: number;
  page: number;
  pageSize: number;
}

const photo = () =>
  sharp({ create: { width: 60, height: 40, channels: 3, background: { r: 120, g: 80, b: 40 } } })
    .jpeg()
    .toBuffer();

async function filesUnder(dir: string): Promise<number> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).length;
}

describe.each(engines)('back-office furniture photos on %s', (engine) => {
  describe.each(['disk', 'database'] as const)('with %s storage', (storage) => {
    let t: TestApp;
    let photosDir: string;
    let staff: Awaited<ReturnType<typeof createStaff>>;
    beforeEach(async () => {
      photosDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ta-admin-photos-'));
      t = await buildTestApp(engine, { photosDir, fileStorage: storage });
      staff = await createStaff(t);
    });
    afterEach(async () => {
      await t.close();
      await fs.rm(photosDir, { recursive: true, force: true });
    });

    const as = (cookie?: string) => (cookie ? cookieHeader(t, cookie) : {});
    const get = (url: string, cookie = staff.cookie) => t.app.inject({ method: 'GET', url, headers: as(cookie) });

    /** Uploads as a visitor would, through the real upload route. */
    async function upload(email: string, furnitureType: string, count = 1) {
      const form = new FormData();
      form.append('clientEmail', email);
      form.append('furnitureType', furnitureType);
      form.append('furnitureDescription', `${furnitureType}, delivered in boxes.`);
      for (let i = 0; i < count; i++) {
        form.append('photos', new Blob([new Uint8Array(await photo())], { type: 'image/jpeg' }), `p${i}.jpg`);
      }
      const request = new Request('http://localhost/api/furniture-photos', { method: 'POST', body: form });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/furniture-photos',
        payload: Buffer.from(await request.arrayBuffer()),
        headers: { 'content-type': request.headers.get('content-type') ?? '' },
      });
      expect(res.statusCode).toBe(201);
      return (res.json() as { photos: { id: number; photoUrl: string; thumbnailUrl: string }[] }).photos;
    }

    const appointment = () =>
      t.app.repos.appointments.create({
        clientId: null,
        clientName: 'Dorothy Baker',
        clientEmail: 'dorothy@example.com',
        serviceTypeId: 4,
        appointmentDate: '2099-07-15',
        startTime: '10:00',
        endTime: '13:00',
      });

    async function storedBytes() {
      const blobs = await t.app.db
        .selectFrom('photoBlobs')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return { blobs: Number(blobs.n), files: await filesUnder(photosDir) };
    }

    it('answers the signed-out with 401 and clients with 403, and changes nothing', async () => {
      const [one] = await upload('dorothy@example.com', 'Bookcase');
      const booked = await appointment();
      const client = await registerClient(t);
      const calls: ['GET' | 'POST' | 'DELETE', string, object?][] = [
        ['GET', '/api/furniture-photos'],
        ['GET', '/api/furniture-photos?search=dorothy&page=1'],
        ['DELETE', `/api/furniture-photos/${one?.id}`],
        ['POST', '/api/furniture-photos/link', { clientEmail: 'dorothy@example.com', appointmentId: booked.id }],
        ['POST', '/api/furniture-photos/link', {}],
      ];
      for (const [method, url, payload] of calls) {
        for (const [cookie, status, code, message] of [
          [undefined, 401, 'not_signed_in', AUTH_MESSAGES.notSignedIn],
          [client.cookie, 403, 'forbidden', AUTH_MESSAGES.forbidden],
        ] as const) {
          const res = await t.app.inject({ method, url, headers: as(cookie), ...(payload ? { payload } : {}) });
          expect(res.statusCode, `${method} ${url}`).toBe(status);
          expect(res.json()).toEqual({ code, message });
        }
      }
      const row = await t.app.db.selectFrom('furniturePhotos').selectAll().executeTakeFirstOrThrow();
      expect(row).toMatchObject({ id: one?.id, appointmentId: null, status: 'pending' });
      expect(await storedBytes()).toEqual(storage === 'disk' ? { blobs: 0, files: 2 } : { blobs: 2, files: 0 });

      const admin = await createStaff(t, 'admin');
      expect((await get('/api/furniture-photos', admin.cookie)).statusCode).toBe(200);
    });

    it('groups photos by client e-mail with counts, newest first, searched by e-mail and paged', async () => {
      const first = await upload('dorothy@example.com', 'Bookcase', 2);
      await upload('walter@example.com', 'Desk');
      const latest = await upload('Dorothy@Example.com', 'Wardrobe');
      const booked = await appointment();
      await t.app.db
        .updateTable('furniturePhotos')
        .set({ appointmentId: booked.id, status: 'linked' })
        .where('id', '=', first[0]?.id ?? 0)
        .execute();

      const res = await get('/api/furniture-photos');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      const page = res.json() as GroupPage;
      expect(page).toMatchObject({ total: 2, page: 1, pageSize: 25 });
      expect(page.items.map((g) => [g.clientEmail, g.photoCount, g.unlinkedCount])).toEqual([
        ['dorothy@example.com', 3, 2],
        ['walter@example.com', 1, 1],
      ]);
      const dorothy = page.items[0];
      expect(dorothy?.photos[0]).toEqual({
        id: latest[0]?.id,
        photoUrl: latest[0]?.photoUrl,
        thumbnailUrl: latest[0]?.thumbnailUrl,
        furnitureType: 'Wardrobe',
        furnitureDescription: 'Wardrobe, delivered in boxes.',
        uploadedAt: expect.any(String),
        status: 'pending',
        appointmentId: null,
      });
      expect(dorothy?.photos.find((p) => p.id === first[0]?.id)).toMatchObject({
        appointmentId: booked.id,
        status: 'linked',
      });

      const found = (await get('/api/furniture-photos?search=WALTER')).json() as GroupPage;
      expect(found.items.map((g) => g.clientEmail)).toEqual(['walter@example.com']);
      expect(found.total).toBe(1);
      expect(((await get('/api/furniture-photos?search=nobody')).json() as GroupPage).items).toEqual([]);

      const second = (await get('/api/furniture-photos?page=2&pageSize=1')).json() as GroupPage;
      expect(second).toMatchObject({ total: 2, page: 2, pageSize: 1 });
      expect(second.items.map((g) => g.clientEmail)).toEqual(['walter@example.com']);
      expect((await get('/api/furniture-photos?pageSize=0')).statusCode).toBe(400);
    });

    it('deletes a photo’s row and its bytes, and answers 404 after', async () => {
      const [gone, kept] = await upload('dorothy@example.com', 'Bookcase', 2);
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/furniture-photos/${gone?.id}`,
        headers: as(staff.cookie),
      });
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      expect(await storedBytes()).toEqual(storage === 'disk' ? { blobs: 0, files: 2 } : { blobs: 2, files: 0 });
      expect((await t.app.inject({ method: 'GET', url: gone?.photoUrl ?? '' })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: kept?.photoUrl ?? '' })).statusCode).toBe(200);
      const rows = await t.app.db.selectFrom('furniturePhotos').select('id').orderBy('id').execute();
      expect(rows.map((r) => r.id)).toEqual([kept?.id]);
      const events = await t.app.db
        .selectFrom('events')
        .selectAll()
        .where('type', '=', 'photo.deleted')
        .orderBy('id')
        .execute();
      expect(events).toMatchObject([{ actorId: staff.user.id, subjectId: gone?.id }]);

      for (const id of [gone?.id, 999_999, 'abc']) {
        const again = await t.app.inject({
          method: 'DELETE',
          url: `/api/furniture-photos/${id}`,
          headers: as(staff.cookie),
        });
        expect(again.statusCode).toBe(404);
        expect(again.json()).toEqual({ code: 'photo_not_found', message: FURNITURE_PHOTO_MESSAGES.notFound });
      }
    });

    it('keeps a photo and leaves photos unlinked when the activity event cannot be recorded', async () => {
      const booked = await appointment();
      const [kept, unlinked] = await upload('dorothy@example.com', 'Bookcase', 2);
      const undo = watchTransactions(t.app.db, { failInsert: { into: 'events', every: true } }).stop;
      const del = await t.app.inject({
        method: 'DELETE',
        url: `/api/furniture-photos/${kept?.id}`,
        headers: as(staff.cookie),
      });
      expect(del.statusCode).toBe(500);
      const link = await t.app.inject({
        method: 'POST',
        url: '/api/furniture-photos/link',
        headers: as(staff.cookie),
        payload: { clientEmail: 'dorothy@example.com', appointmentId: booked.id },
      });
      expect(link.statusCode).toBe(500);
      undo();
      // The row, its bytes and the photos' links are as they were: each change stands with its event or not at all.
      const rows = await t.app.db.selectFrom('furniturePhotos').select(['id', 'appointmentId']).orderBy('id').execute();
      expect(rows).toEqual([
        { id: kept?.id, appointmentId: null },
        { id: unlinked?.id, appointmentId: null },
      ]);
      expect(await storedBytes()).toEqual(storage === 'disk' ? { blobs: 0, files: 4 } : { blobs: 4, files: 0 });
      expect((await t.app.inject({ method: 'GET', url: kept?.photoUrl ?? '' })).statusCode).toBe(200);
      const events = await t.app.db
        .selectFrom('events')
        .select('type')
        .where('type', 'in', ['photo.deleted', 'photos.linked'])
        .orderBy('id')
        .execute();
      expect(events).toEqual([]);
    });

    it('links an e-mail’s unlinked photos to an appointment, and only those', async () => {
      const earlier = await appointment();
      const later = await appointment();
      const [alreadyLinked] = await upload('dorothy@example.com', 'Bookcase');
      await t.app.db
        .updateTable('furniturePhotos')
        .set({ appointmentId: earlier.id, status: 'linked' })
        .where('id', '=', alreadyLinked?.id ?? 0)
        .execute();
      const fresh = await upload('dorothy@example.com', 'Desk', 2);
      const [other] = await upload('walter@example.com', 'Chair');

      const link = (payload: object) =>
        t.app.inject({ method: 'POST', url: '/api/furniture-photos/link', headers: as(staff.cookie), payload });
      const res = await link({ clientEmail: ' Dorothy@Example.com ', appointmentId: String(later.id) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ appointmentId: later.id, linked: 2, message: LINK_PHOTOS_MESSAGES.linked(2) });

      const rows = await t.app.db
        .selectFrom('furniturePhotos')
        .select(['id', 'appointmentId', 'status'])
        .orderBy('id')
        .execute();
      expect(rows).toEqual([
        { id: alreadyLinked?.id, appointmentId: earlier.id, status: 'linked' },
        { id: fresh[0]?.id, appointmentId: later.id, status: 'linked' },
        { id: fresh[1]?.id, appointmentId: later.id, status: 'linked' },
        { id: other?.id, appointmentId: null, status: 'pending' },
      ]);
      const detail = (await get(`/api/admin/appointments/${later.id}`)).json() as { photos: { id: number }[] };
      expect(detail.photos.map((p) => p.id).sort()).toEqual([fresh[0]?.id, fresh[1]?.id].sort());
      const events = await t.app.db
        .selectFrom('events')
        .selectAll()
        .where('type', '=', 'photos.linked')
        .orderBy('id')
        .execute();
      expect(events).toMatchObject([{ actorId: staff.user.id, subjectId: later.id }]);

      // Nothing left to link: 0, and nothing recorded.
      expect((await link({ clientEmail: 'dorothy@example.com', appointmentId: later.id })).json()).toMatchObject({
        linked: 0,
      });

      const missing = await link({ clientEmail: 'walter@example.com', appointmentId: 999_999 });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ code: 'appointment_not_found', message: APPOINTMENT_NOT_FOUND_MESSAGE });
      const invalid = await link({ clientEmail: 'not-an-email', appointmentId: 'x' });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().fields).toEqual({
        clientEmail: FURNITURE_PHOTO_MESSAGES.emailInvalid,
        appointmentId: LINK_PHOTOS_MESSAGES.appointmentRequired,
      });
      const walter = await t.app.db
        .selectFrom('furniturePhotos')
        .select('appointmentId')
        .where('id', '=', other?.id ?? 0)
        .executeTakeFirstOrThrow();
      expect(walter.appointmentId).toBeNull();
    });
  });
});
