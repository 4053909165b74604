import { AUTH_MESSAGES, FURNITURE_PHOTO_MESSAGES as MESSAGES, MAX_PHOTO_BYTES } from '@ta/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderedInput } from '../../../../test/echo-web-root.js';
import { engines } from '../../../../test/fresh-database.js';
import type { TestApp } from '../../../../test/helper.js';
import { buildPageApp, postMultipart, type PhotoFile } from '../../../../test/page-form-posts.js';
import { solid } from '../../../../test/support/photos.js';

const uploadFields = {
  _form: 'furniture-upload',
  clientEmail: 'irene@example.com',
  furnitureType: 'Bookcase',
  furnitureDescription: 'Flat-pack bookcase, two boxes, needs wall anchoring.',
};

const jpeg = async (name = 'bookcase.jpg'): Promise<PhotoFile> => ({
  bytes: await solid(64, 48).jpeg().toBuffer(),
  name,
  type: 'image/jpeg',
});

/**
 * /furniture-upload without JavaScript: the form's photos are uploaded by the same operation as
 * POST /api/furniture-photos (domains/photos/routes/upload.ts), with its limits and its refusals,
 * shown on the page.
 */
describe.each(engines)('the photo upload form without JavaScript on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildPageApp(engine);
  });
  afterEach(async () => {
    await t.close();
  });

  const stored = () => t.app.db.selectFrom('furniturePhotos').select('id').orderBy('id').execute();

  it('counts the form in the JSON upload’s limit: 10 an hour in all, by the API or the page', async () => {
    for (let i = 0; i < 9; i += 1) {
      expect((await postMultipart(t, '/api/furniture-photos', { clientEmail: 'a@example.com' }, [])).statusCode).toBe(
        400,
      );
    }
    expect((await postMultipart(t, '/furniture-upload', uploadFields, [await jpeg()])).statusCode).toBe(200);
    // The tenth was the form's: the JSON call is now refused, and so is the form, on its page.
    expect((await postMultipart(t, '/api/furniture-photos', uploadFields, [await jpeg()])).statusCode).toBe(429);
    const refused = await postMultipart(t, '/es/furniture-upload', uploadFields, [await jpeg()]);
    expect(refused.statusCode).toBe(429);
    expect(renderedInput(refused.body).form).toMatchObject({
      form: 'furniture-upload',
      values: { clientEmail: 'irene@example.com' },
      errors: {},
      message: AUTH_MESSAGES.tooManyRequests,
      code: 'rate_limited',
    });
    expect(await stored()).toHaveLength(1);
  });

  it('refuses a photo one byte over 5 MB as the JSON route does, beside the photos, storing nothing', async () => {
    const small = await jpeg('fine.jpg');
    const big = {
      ...small,
      bytes: Buffer.concat([small.bytes, Buffer.alloc(MAX_PHOTO_BYTES + 1 - small.bytes.length)]),
    };
    const res = await postMultipart(t, '/furniture-upload', uploadFields, [small, { ...big, name: 'huge.jpg' }]);
    expect(res.statusCode).toBe(413);
    expect(renderedInput(res.body).form).toMatchObject({
      form: 'furniture-upload',
      errors: { photos: MESSAGES.tooLarge('"huge.jpg"') },
      message: null,
    });
    expect(await stored()).toHaveLength(0);
  });
});
