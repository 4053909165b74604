import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { VISIT_RUN_MESSAGES as R, type FindingPhoto, type StaffVisit } from '@ta/shared';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../../../test/fresh-database.js';
import { buildTestApp, createStaff, registerClient, type TestApp } from '../../../../test/helper.js';
import { as, houseWithVisit, sendPhotos, type Caller } from '../../../../test/support/home-watch.js';
import { hasGpsPointer, jpegWithGps } from '../../../../test/support/photos.js';
import { startTestBucket, type TestBucket } from '../../../../test/support/s3-bucket.js';

/**
 * Who sees a finding's photo (GET /api/visit-photos/{key}): staff, and the owner of the house once
 * the visit is finished. Anyone else gets the 404 of a key that names nothing. With FILE_STORAGE=s3 the
 * bytes are in a bucket (s3rver here) and the same route serves them: the bucket has no public address.
 */
describe.each(engines)('home-watch visit photos on %s', (engine) => {
  let bucket: TestBucket;
  beforeAll(async () => {
    bucket = await startTestBucket();
  });
  afterAll(async () => {
    await bucket?.stop();
  });

  describe.each(['disk', 'database', 's3'] as const)('with %s storage', (storage) => {
    let t: TestApp;
    let photosDir: string;

    afterEach(async () => {
      await t.close();
      await fs.rm(photosDir, { recursive: true, force: true });
      await bucket.empty();
    });

    /** Where the photo's two variants are at rest: files, photo_blobs rows, objects in the bucket. */
    async function atRest() {
      const blobs = await t.app.db.selectFrom('photoBlobs').select('variant').execute();
      const files = await fs.readdir(photosDir, { recursive: true });
      return {
        files: files.filter((name) => name.endsWith('.webp')).length,
        blobs: blobs.length,
        objects: (await bucket.objectNames()).length,
      };
    }

    /** A visit under way with one issue photographed by the staff member assigned. */
    async function photographedIssue() {
      photosDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ta-visit-photos-'));
      t = await buildTestApp(engine, { photosDir, fileStorage: storage, s3: bucket.settings });
      const house = await houseWithVisit(t);
      const { staff, visitId } = house;
      const started = await t.app.inject({
        method: 'POST',
        url: `/api/admin/visits/${visitId}/start`,
        headers: as(t, staff),
      });
      const items = started.json<StaffVisit>().items;
      for (const item of items) {
        await t.app.inject({
          method: 'PUT',
          url: `/api/admin/visits/${visitId}/items/${item.id}`,
          headers: as(t, staff),
          payload:
            item === items[0]
              ? { answer: 'issue', note: 'Screen torn on the lanai', severity: 'note' }
              : { answer: 'ok' },
        });
      }
      const original = await jpegWithGps();
      expect(hasGpsPointer((await sharp(original).metadata()).exif)).toBe(true);
      const res = await sendPhotos(t, staff, visitId, items[0]?.id ?? 0, [original]);
      expect(res.statusCode).toBe(201);
      return { ...house, photo: res.json<FindingPhoto>() };
    }

    const get = (url: string, caller?: Caller) => t.app.inject({ method: 'GET', url, headers: as(t, caller) });
    const finish = (caller: Caller, visitId: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/visits/${visitId}/finish`,
        headers: as(t, caller),
        payload: { result: 'issues' },
      });

    it('serves staff the photo and its thumbnail, re-encoded without metadata, kept by the browser only', async () => {
      const { staff, other, admin, photo } = await photographedIssue();
      for (const caller of [staff, other, admin]) {
        for (const url of [photo.url, photo.thumbnailUrl]) {
          const res = await get(url, caller);
          expect(res.statusCode, url).toBe(200);
          expect(res.headers['content-type']).toBe('image/webp');
          expect(res.headers['cache-control']).toMatch(/^private\b/);
          expect(res.headers['x-content-type-options']).toBe('nosniff');
          expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
          const meta = await sharp(res.rawPayload).metadata();
          expect(meta.exif).toBeUndefined();
          expect(meta.xmp).toBeUndefined();
          expect(meta.orientation).toBeUndefined();
        }
      }
      const full = await sharp((await get(photo.url, staff)).rawPayload).metadata();
      expect([full.width, full.height]).toEqual([200, 300]);
      // The bytes at rest are the clean ones too.
      const key = photo.url.split('/').pop() as string;
      const stored = await t.app.photoStorage.get(key, 'full');
      expect((await sharp(stored?.bytes).metadata()).exif).toBeUndefined();
      expect(await atRest()).toEqual({
        files: storage === 'disk' ? 2 : 0,
        blobs: storage === 'database' ? 2 : 0,
        objects: storage === 's3' ? 2 : 0,
      });
    });

    it('shows the owner the photo once the visit is finished, and nobody else, signed in or not', async () => {
      const { owner, staff, visitId, photo } = await photographedIssue();
      const stranger = await registerClient(t);
      const missing = { code: 'photo_not_found', message: R.photoNotFound };

      // Before the report, the owner has nothing to see.
      expect((await get(photo.url, owner)).statusCode).toBe(404);
      expect((await finish(staff, visitId)).statusCode).toBe(200);

      for (const url of [photo.url, photo.thumbnailUrl]) {
        expect((await get(url, owner)).statusCode, url).toBe(200);
        for (const caller of [stranger, undefined]) {
          const refused = await get(url, caller);
          expect(refused.statusCode, url).toBe(404);
          expect(refused.json()).toEqual(missing);
        }
      }
      // The same answer as a key that names nothing, or that is no key at all.
      for (const url of ['/api/visit-photos/0123456789abcdef0123456789abcdef', '/api/visit-photos/../../etc']) {
        expect((await get(url, owner)).statusCode).toBe(404);
      }
      expect((await get('/api/visit-photos/not-a-key/thumb', await createStaff(t))).json()).toEqual(missing);
    });
  });
});
