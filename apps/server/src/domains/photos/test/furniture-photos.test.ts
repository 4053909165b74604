import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { FURNITURE_PHOTO_MESSAGES as MESSAGES, MAX_PHOTO_BYTES } from '@ta/shared';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '../../../config.js';
import { engines } from '../../../../test/fresh-database.js';
import { buildTestApp, type TestApp } from '../../../../test/helper.js';
import { watchTransactions } from '../../../../test/support/transaction-faults.js';
import { hasGpsPointer, jpegWithGps, solid } from '../../../../test/support/photos.js';

interface UploadFile {
  bytes: Buffer;
  name?: string;
  type?: string;
  field?: string;
}

/** A multipart body exactly as a browser's FormData sends it. */
async function multipartBody(fields: Record<string, string>, files: UploadFile[]) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    form.append(
      file.field ?? 'photos',
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/jpeg' }),
      file.name ?? 'photo.jpg',
    );
  }
  const request = new Request('http://localhost/api/furniture-photos', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

const validFields = {
  clientEmail: 'Dorothy@Example.com',
  furnitureType: 'Bookcase',
  furnitureDescription: 'Flat-pack bookcase, two boxes, needs wall anchoring.',
};

/**
 * A tiny, valid-looking PNG whose header declares 20000 × 20000 pixels (400 megapixels): what a
 * decompression bomb looks like before anyone decodes it.
 */
async function pixelBomb(): Promise<Buffer> {
  const png = Buffer.from(await solid(1, 1).png().toBuffer());
  // Signature (8) + IHDR length (4) + 'IHDR' (4), then width and height, then the rest of IHDR.
  png.writeUInt32BE(20000, 16);
  png.writeUInt32BE(20000, 20);
  png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)), 29);
  return png;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

describe.each(engines)('furniture photo uploads on %s', (engine) => {
  let t: TestApp;
  let photosDir: string;

  async function start(overrides: Partial<AppConfig> = {}) {
    photosDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ta-photos-'));
    t = await buildTestApp(engine, { photosDir, ...overrides });
  }

  afterEach(async () => {
    vi.restoreAllMocks();
    await t.close();
    await fs.rm(photosDir, { recursive: true, force: true });
  });

  async function upload(fields: Record<string, string>, files: UploadFile[], query = '') {
    const body = await multipartBody(fields, files);
    return t.app.inject({ method: 'POST', url: `/api/furniture-photos${query}`, ...body });
  }

  /** The same, but arriving in 64 KB pieces as over a network, so limits trip mid-stream. */
  async function uploadInPieces(fields: Record<string, string>, files: UploadFile[]) {
    const { payload, headers } = await multipartBody(fields, files);
    const pieces = Array.from({ length: Math.ceil(payload.length / 65536) }, (_, i) =>
      payload.subarray(i * 65536, (i + 1) * 65536),
    );
    return t.app.inject({ method: 'POST', url: '/api/furniture-photos', headers, payload: Readable.from(pieces) });
  }

  /** Rows, photo_blobs rows and files on disk: all must stay zero after a refusal. */
  async function stored() {
    const [rows, blobs, files] = await Promise.all([
      t.app.db
        .selectFrom('furniturePhotos')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
      t.app.db
        .selectFrom('photoBlobs')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
      filesUnder(photosDir),
    ]);
    return { rows: Number(rows.n), blobs: Number(blobs.n), files: files.length };
  }

  describe.each(['disk', 'database'] as const)('with %s storage', (storage) => {
    beforeEach(async () => {
      await start({ fileStorage: storage });
    });

    it('stores a phone JPEG upright, re-encoded without EXIF or GPS, and serves it with safe headers', async () => {
      const original = await jpegWithGps();
      const before = await sharp(original).metadata();
      expect(before.orientation).toBe(6);
      expect(hasGpsPointer(before.exif)).toBe(true);

      const res = await upload(validFields, [{ bytes: original, name: 'sofa.jpg' }]);
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body.message).toBe('1 photo uploaded successfully.');
      expect(body.photos).toHaveLength(1);
      const photo = body.photos[0];
      expect(photo).toEqual({
        id: expect.any(Number),
        photoUrl: expect.stringMatching(/^\/api\/furniture-photos\/file\/[0-9a-f]{32}$/),
        thumbnailUrl: expect.stringMatching(/^\/api\/furniture-photos\/file\/[0-9a-f]{32}\/thumb$/),
        furnitureType: 'Bookcase',
        uploadedAt: expect.any(String),
        status: 'pending',
      });
      expect(photo.thumbnailUrl).toBe(`${photo.photoUrl}/thumb`);

      const row = await t.app.db.selectFrom('furniturePhotos').selectAll().executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        clientEmail: 'dorothy@example.com',
        furnitureDescription: validFields.furnitureDescription,
        contentType: 'image/webp',
        width: 200,
        height: 300,
        appointmentId: null,
      });
      expect(photo.photoUrl).toBe(`/api/furniture-photos/file/${row.storageKey}`);
      // The stored name is random, never the uploader's.
      expect(row.storageKey).not.toContain('sofa');

      const served = await t.app.inject({ method: 'GET', url: photo.photoUrl });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
      expect(served.headers['cache-control']).toBe('private, max-age=86400');
      expect(served.headers['content-disposition']).toBe('inline');
      const after = await sharp(served.rawPayload).metadata();
      expect(after.format).toBe('webp');
      expect([after.width, after.height]).toEqual([200, 300]);
      expect(after.exif).toBeUndefined();
      expect(after.xmp).toBeUndefined();
      expect(after.orientation).toBeUndefined();

      const thumb = await t.app.inject({ method: 'GET', url: photo.thumbnailUrl });
      expect(thumb.statusCode).toBe(200);
      expect(thumb.headers['content-type']).toBe('image/webp');
      expect(thumb.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
      expect((await sharp(thumb.rawPayload).metadata()).exif).toBeUndefined();

      // The bytes at rest are the clean ones, and live only where the configuration says.
      const atRest = await t.app.photoStorage.get(row.storageKey, 'full');
      expect(atRest?.contentType).toBe('image/webp');
      expect((await sharp(atRest?.bytes).metadata()).exif).toBeUndefined();
      expect(await stored()).toEqual(
        storage === 'disk' ? { rows: 1, blobs: 0, files: 2 } : { rows: 1, blobs: 2, files: 0 },
      );
    });

    it('accepts PNG and WEBP, shrinks large photos, and gives the contact page a bare array', async () => {
      const png = await solid(3000, 1500).png().toBuffer();
      const webp = await solid(640, 480).webp().toBuffer();
      const res = await upload(
        { email: 'walter@example.com', furnitureType: 'Furniture', furnitureDescription: 'A desk and a chair.' },
        [
          { bytes: png, name: 'desk.png', type: 'image/png' },
          { bytes: webp, name: 'chair.webp', type: 'image/webp' },
        ],
        '?shape=array',
      );
      expect(res.statusCode).toBe(201);
      const photos = res.json();
      expect(Array.isArray(photos)).toBe(true);
      expect(photos).toHaveLength(2);

      const rows = await t.app.db.selectFrom('furniturePhotos').selectAll().orderBy('id').execute();
      expect(rows.map((r) => [r.clientEmail, r.width, r.height])).toEqual([
        ['walter@example.com', 2000, 1000],
        ['walter@example.com', 640, 480],
      ]);
      const thumb = await t.app.inject({ method: 'GET', url: photos[0].thumbnailUrl });
      const thumbMeta = await sharp(thumb.rawPayload).metadata();
      expect([thumbMeta.width, thumbMeta.height]).toEqual([400, 200]);
      expect(new Set(rows.map((r) => r.storageKey)).size).toBe(2);
    });
  });

  describe('refusals (nothing is written)', () => {
    beforeEach(async () => {
      await start();
    });

    async function expectRefused(res: Awaited<ReturnType<typeof upload>>, status: number, message: string) {
      expect(res.statusCode).toBe(status);
      expect(res.json().message).toBe(message);
      expect(await stored()).toEqual({ rows: 0, blobs: 0, files: 0 });
    }

    it('refuses bytes that are not an image', async () => {
      const res = await upload(validFields, [
        { bytes: Buffer.from('just some text, not a photo'), name: 'notes.txt', type: 'text/plain' },
      ]);
      await expectRefused(res, 415, MESSAGES.notAnImage('"notes.txt"'));
    });

    it('refuses an SVG, even one sent as an image', async () => {
      const svg = Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
      );
      const res = await upload(validFields, [{ bytes: svg, name: 'chair.svg', type: 'image/svg+xml' }]);
      await expectRefused(res, 415, MESSAGES.notAnImage('"chair.svg"'));
    });

    it('refuses HTML named .jpg and sent as image/jpeg', async () => {
      const html = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
      const res = await upload(validFields, [{ bytes: html, name: 'table.jpg', type: 'image/jpeg' }]);
      await expectRefused(res, 415, MESSAGES.notAnImage('"table.jpg"'));
    });

    it('refuses a file one byte over 5 MB with 413', async () => {
      const jpeg = await solid(50, 50).jpeg().toBuffer();
      const big = Buffer.concat([jpeg, Buffer.alloc(MAX_PHOTO_BYTES + 1 - jpeg.length)]);
      expect(big.length).toBe(MAX_PHOTO_BYTES + 1);
      const res = await upload(validFields, [{ bytes: big, name: 'huge.jpg' }]);
      await expectRefused(res, 413, MESSAGES.tooLarge('"huge.jpg"'));
    });

    it('refuses an over-size file that arrives in pieces, with the same message', async () => {
      const jpeg = await solid(50, 50).jpeg().toBuffer();
      const small = { bytes: jpeg, name: 'fine.jpg' };
      for (const extra of [1, 7 * 1024 * 1024]) {
        const big = {
          bytes: Buffer.concat([jpeg, Buffer.alloc(MAX_PHOTO_BYTES + extra - jpeg.length)]),
          name: 'huge.jpg',
        };
        const res = await uploadInPieces(validFields, [small, big, small]);
        await expectRefused(res, 413, MESSAGES.tooLarge('"huge.jpg"'));
      }
    });

    it('accepts a file of exactly 5 MB as far as size goes', async () => {
      const jpeg = await solid(50, 50).jpeg().toBuffer();
      // Trailing bytes after the JPEG's end marker are ignored by decoders.
      const exact = Buffer.concat([jpeg, Buffer.alloc(MAX_PHOTO_BYTES - jpeg.length)]);
      const res = await upload(validFields, [{ bytes: exact, name: 'exact.jpg' }]);
      expect(res.statusCode).toBe(201);
    });

    it('refuses six files', async () => {
      const jpeg = await solid(40, 40).jpeg().toBuffer();
      const files = Array.from({ length: 6 }, (_, i) => ({ bytes: jpeg, name: `p${i}.jpg` }));
      const res = await upload(validFields, files);
      await expectRefused(res, 400, 'You can upload at most 5 photos.');
    });

    it('refuses a pixel bomb from its header, before decoding', async () => {
      const bomb = await pixelBomb();
      expect(bomb.length).toBeLessThan(200);
      const header = await sharp(bomb, { limitInputPixels: false }).metadata();
      expect([header.width, header.height]).toEqual([20000, 20000]);
      const res = await upload(validFields, [{ bytes: bomb, name: 'bomb.png', type: 'image/png' }]);
      await expectRefused(res, 400, MESSAGES.tooManyPixels('"bomb.png"'));
    });

    it('refuses an image that cannot be decoded', async () => {
      const jpeg = await solid(400, 400).jpeg().toBuffer();
      const res = await upload(validFields, [
        { bytes: jpeg.subarray(0, Math.floor(jpeg.length / 2)), name: 'cut.jpg' },
      ]);
      await expectRefused(res, 400, MESSAGES.unreadable('"cut.jpg"'));
    });

    it('refuses the whole upload when one of several files fails', async () => {
      const good = await solid(100, 100).jpeg().toBuffer();
      const res = await upload(validFields, [
        { bytes: good, name: 'one.jpg' },
        { bytes: good, name: 'two.jpg' },
        { bytes: Buffer.from('GIF89a not really'), name: 'three.gif', type: 'image/gif' },
      ]);
      await expectRefused(res, 415, MESSAGES.notAnImage('"three.gif"'));
    });

    it('refuses missing fields with messages that name each field as the upload page labels it', async () => {
      const jpeg = await solid(40, 40).jpeg().toBuffer();
      const cases: [Record<string, string>, string, string][] = [
        [{ ...validFields, clientEmail: '' }, 'clientEmail', 'Email Address is required'],
        [
          { furnitureType: 'Bed', furnitureDescription: 'Queen bed frame.' },
          'clientEmail',
          'Email Address is required',
        ],
        [
          { ...validFields, clientEmail: 'not-an-email' },
          'clientEmail',
          'Email Address must be a valid email address, like name@example.com',
        ],
        [{ ...validFields, furnitureType: '  ' }, 'furnitureType', 'Furniture Type is required'],
        [{ clientEmail: 'a@example.com', furnitureDescription: 'x' }, 'furnitureType', 'Furniture Type is required'],
        [{ ...validFields, furnitureDescription: '' }, 'furnitureDescription', 'Additional Details are required'],
      ];
      for (const [fields, field, message] of cases) {
        const res = await upload(fields, [{ bytes: jpeg }]);
        expect(res.statusCode, JSON.stringify(fields)).toBe(400);
        expect(res.json()).toMatchObject({ message, fields: { [field]: message } });
      }
      expect(await stored()).toEqual({ rows: 0, blobs: 0, files: 0 });
    });

    it('refuses a description that is too long', async () => {
      const jpeg = await solid(40, 40).jpeg().toBuffer();
      const long = await upload({ ...validFields, furnitureDescription: 'x'.repeat(5001) }, [{ bytes: jpeg }]);
      await expectRefused(long, 400, 'Please keep this under 5000 characters');
      const huge = await upload({ ...validFields, furnitureDescription: 'x'.repeat(40_000) }, [{ bytes: jpeg }]);
      await expectRefused(huge, 413, MESSAGES.formTooLarge);
    });

    it('refuses an upload without photos', async () => {
      const res = await upload(validFields, []);
      expect(res.json()).toEqual({
        code: 'photos_none_selected',
        message: 'Please select at least one photo to upload.',
        fields: { photos: 'No files selected' },
      });
      await expectRefused(res, 400, 'Please select at least one photo to upload.');
    });

    it('refuses files outside the photos field and bodies that are not multipart', async () => {
      const jpeg = await solid(40, 40).jpeg().toBuffer();
      await expectRefused(await upload(validFields, [{ bytes: jpeg, field: 'attachment' }]), 400, MESSAGES.wrongField);
      const json = await t.app.inject({ method: 'POST', url: '/api/furniture-photos', payload: validFields });
      await expectRefused(json, 415, 'Please send the photos as a multipart form.');
    });

    it('removes the stored bytes when the database insert fails', async () => {
      watchTransactions(t.app.db, {
        failInsert: { into: 'furniturePhotos', every: true, message: 'database went away' },
      });
      const jpeg = await solid(40, 40).jpeg().toBuffer();
      const res = await upload(validFields, [{ bytes: jpeg }, { bytes: jpeg }]);
      expect(res.statusCode).toBe(500);
      expect(res.json().message).not.toContain('database went away');
      expect(await stored()).toEqual({ rows: 0, blobs: 0, files: 0 });
    });

    it('limits uploads per address to 10 an hour', async () => {
      for (let i = 0; i < 10; i++) expect((await upload(validFields, [])).statusCode).toBe(400);
      const res = await upload(validFields, []);
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toEqual(expect.any(String));
    });
  });

  describe('events and serving', () => {
    beforeEach(async () => {
      await start();
    });

    it('records a photos.uploaded event', async () => {
      const jpeg = await solid(40, 40).jpeg().toBuffer();
      const res = await upload(validFields, [{ bytes: jpeg }, { bytes: jpeg }]);
      expect(res.statusCode).toBe(201);
      expect(res.json().message).toBe('2 photos uploaded successfully.');
      const events = await t.app.repos.events.latest(5);
      expect(events[0]).toMatchObject({ type: 'photos.uploaded', subjectType: 'furniture_photo', actorId: null });
      expect(events[0]?.summary).toContain('dorothy@example.com');
    });

    it('keeps nothing of an upload whose activity event cannot be recorded', async () => {
      watchTransactions(t.app.db, { failInsert: { into: 'events', every: true } });
      const jpeg = await solid(40, 40).jpeg().toBuffer();
      const res = await upload(validFields, [{ bytes: jpeg }, { bytes: jpeg }]);
      expect(res.statusCode).toBe(500);
      // The rows and their event stand or fall together, and the bytes written first are removed.
      expect(await stored()).toEqual({ rows: 0, blobs: 0, files: 0 });
      expect(await t.app.repos.events.latest(5)).toEqual([]);
    });

    it('answers 404 with a message for unknown and malformed keys', async () => {
      for (const url of [
        '/api/furniture-photos/file/0123456789abcdef0123456789abcdef',
        '/api/furniture-photos/file/0123456789abcdef0123456789abcdef/thumb',
        '/api/furniture-photos/file/..%2F..%2Fetc%2Fpasswd',
        '/api/furniture-photos/file/ABCDEF',
      ]) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toEqual({ code: 'photo_not_found', message: MESSAGES.notFound });
      }
    });
  });
});
