import { AUTH_MESSAGES, CIRCLE_MESSAGES, FURNITURE_PHOTO_MESSAGES, TRACKING_CODE_PATTERN } from '@ta/shared';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderedInput } from '../../../../test/echo-web-root.js';
import { engines } from '../../../../test/fresh-database.js';
import { cookieHeader, registerClient, type TestApp } from '../../../../test/helper.js';
import { buildPageApp, postForm, postMultipart, type PhotoFile } from '../../../../test/page-form-posts.js';
import { helpingContact } from '../../../../test/support/accounts.js';

const contactFields = {
  _form: 'contact',
  firstName: 'Dorothy',
  lastName: 'Baker',
  email: 'Dorothy@Example.com',
  phone: '(352) 555-0199',
  serviceInterest: 'Home & Tech Support',
  message: 'My new tablet needs setting up so I can video call my grandchildren.',
  notifyByEmail: 'on',
  consentGiven: 'on',
};
const landingRequestFields = {
  _form: 'quote',
  firstName: 'Harold',
  lastName: 'Ingram',
  email: 'harold@example.com',
  phone: '352-555-0142',
  serviceInterest: 'Meal Prep & Cooking',
  specificService: 'Weekly meals for two',
  estimatedDuration: '3 hours',
  preferredDate: '',
  locationDetails: 'Dade City',
  message: 'Low-salt meals for my wife and me, cooked on Mondays.',
  termsAccepted: 'on',
};
const appointmentFields = {
  _form: 'appointment',
  name: 'Walter Green',
  email: 'walter@example.com',
  phone: '352-555-0123',
  serviceTypeId: '4',
  preferredDate: '',
  preferredTime: '',
  location: '12 Palm Way, Dade City',
  message: 'Please assemble a bookcase and a desk in the study.',
};
const uploadFields = {
  _form: 'furniture-upload',
  clientEmail: 'irene@example.com',
  furnitureType: 'Bookcase',
  furnitureDescription: 'Flat-pack bookcase, two boxes, needs wall anchoring.',
};

async function photo(name = 'bookcase.jpg'): Promise<PhotoFile> {
  const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#884422' } })
    .jpeg()
    .toBuffer();
  return { bytes, name, type: 'image/jpeg' };
}

// A browser's own form post (url-encoded, or multipart with photos) to the page's URL is
// checked with the form's schema and does what the JSON call does; the page shows the result.
describe.each(engines)('request forms sent without JavaScript on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildPageApp(engine);
  });
  afterEach(async () => {
    await t.close();
  });

  const requests = () => t.app.db.selectFrom('contactRequests').selectAll().orderBy('id').execute();
  const photos = () => t.app.db.selectFrom('furniturePhotos').selectAll().orderBy('id').execute();

  /** The code in a post/redirect/get answer, after checking it leads to the tracking page. */
  function trackingCodeOf(res: { statusCode: number; headers: Record<string, unknown> }): string {
    expect(res.statusCode).toBe(303);
    const location = new URL(String(res.headers.location), 'http://localhost');
    expect(location.pathname).toBe('/track-request');
    expect(location.searchParams.get('received')).toBe('1');
    const code = location.searchParams.get('token') ?? '';
    expect(code).toMatch(TRACKING_CODE_PATTERN);
    return code;
  }

  it('stores the landing contact form and sends the browser to the tracking page of its code', async () => {
    const res = await postForm(t, '/', contactFields);
    const code = trackingCodeOf(res);
    const [stored] = await requests();
    expect(stored).toMatchObject({
      trackingToken: code,
      firstName: 'Dorothy',
      email: 'dorothy@example.com',
      serviceInterest: 'Home & Tech Support',
      // Ticked boxes are true, unticked ones (left out of the post) false.
      notifyByEmail: true,
      consentGiven: true,
      notifyBySms: false,
      newsletter: false,
      userId: null,
    });
    // The page it leads to shows the request.
    const page = await t.app.inject({ method: 'GET', url: String(res.headers.location) });
    expect(page.statusCode).toBe(200);
  });

  it('sends the form as the visitor: a signed-in client’s request belongs to their account', async () => {
    const client = await registerClient(t);
    trackingCodeOf(await postForm(t, '/contact', appointmentFields, cookieHeader(t, client.cookie)));
    trackingCodeOf(await postForm(t, '/', contactFields));
    expect((await requests()).map((r) => r.userId)).toEqual([client.user.id, null]);
  });

  it('shows the landing form again with the typed values and each problem, storing nothing', async () => {
    const res = await postForm(t, '/', { ...contactFields, firstName: 'D', email: 'not-an-address', consentGiven: '' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const { form, url } = renderedInput(res.body);
    expect(url).toBe('/');
    expect(form).toEqual({
      form: 'contact',
      values: expect.objectContaining({ firstName: 'D', email: 'not-an-address', notifyByEmail: true }),
      errors: {
        firstName: 'First name must be at least 2 characters',
        email: 'Please enter a valid email address',
      },
      message: null,
    });
    // An empty consent value is still a ticked box, as a browser would send it: only a missing one is not.
    const unticked = await postForm(t, '/', { ...contactFields, firstName: 'D' });
    expect(renderedInput(unticked.body).form?.values.consentGiven).toBe(true);
    const { consentGiven: _omitted, ...withoutConsent } = contactFields;
    const noConsent = await postForm(t, '/', withoutConsent);
    expect(renderedInput(noConsent.body).form?.errors).toEqual({
      consentGiven: 'Please agree to be contacted so we can send you updates about your request.',
    });
    expect(await requests()).toHaveLength(0);
  });

  it('stores the landing request form with its extras folded into the message, as the React form sends it', async () => {
    const code = trackingCodeOf(await postForm(t, '/', landingRequestFields));
    const [stored] = await requests();
    expect(stored?.trackingToken).toBe(code);
    expect(stored?.serviceInterest).toBe('Meal Prep & Cooking');
    expect(stored?.message).toContain('Specific service: Weekly meals for two');
    expect(stored?.message).toContain('Location: Dade City');
    expect(stored?.message).toContain('Low-salt meals for my wife and me');

    const { termsAccepted: _omitted, ...unaccepted } = landingRequestFields;
    const refused = await postForm(t, '/', { ...unaccepted, specificService: 'x' });
    expect(refused.statusCode).toBe(400);
    expect(renderedInput(refused.body).form).toMatchObject({
      form: 'quote',
      values: { specificService: 'x', termsAccepted: false, locationDetails: 'Dade City' },
      errors: {
        specificService: 'Please describe the specific service needed',
        termsAccepted: 'You must accept the terms and privacy policy to continue',
      },
    });
    expect(await requests()).toHaveLength(1);
  });

  it('stores the Request an Appointment form, url-encoded or multipart without photos', async () => {
    trackingCodeOf(await postForm(t, '/contact', appointmentFields));
    trackingCodeOf(await postMultipart(t, '/contact', { ...appointmentFields, name: 'Ruth Ortiz' }, []));
    const stored = await requests();
    expect(stored.map((r) => [r.firstName, r.lastName, r.serviceTypeId, r.location])).toEqual([
      ['Walter', 'Green', 4, '12 Palm Way, Dade City'],
      ['Ruth', 'Ortiz', 4, '12 Palm Way, Dade City'],
    ]);
    expect(await photos()).toHaveLength(0);

    const refused = await postMultipart(t, '/contact', { ...appointmentFields, phone: '123', serviceTypeId: '' }, []);
    expect(refused.statusCode).toBe(400);
    expect(renderedInput(refused.body).form).toMatchObject({
      form: 'appointment',
      values: { phone: '123', location: '12 Palm Way, Dade City' },
      errors: { phone: 'Phone number must be at least 10 digits', serviceTypeId: 'Please choose a service' },
    });
    expect(await requests()).toHaveLength(2);
  });

  it('stores photos sent with a furniture request, filed as the browser files them: under the service', async () => {
    trackingCodeOf(await postMultipart(t, '/contact', appointmentFields, [await photo(), await photo('desk.jpg')]));
    expect(await requests()).toHaveLength(1);
    const stored = await photos();
    // Service type 4 is Furniture Assembly; the message is the photos' description.
    expect(stored.map((p) => [p.clientEmail, p.furnitureType, p.furnitureDescription, p.status])).toEqual([
      ['walter@example.com', 'Furniture Assembly', appointmentFields.message, 'pending'],
      ['walter@example.com', 'Furniture Assembly', appointmentFields.message, 'pending'],
    ]);
  });

  it('refuses a request whose photo is not an image, beside the photos, and stores neither', async () => {
    const fake = { bytes: Buffer.from('<html>not a photo</html>'), name: 'desk.jpg', type: 'image/jpeg' };
    const res = await postMultipart(t, '/contact', appointmentFields, [fake]);
    expect(res.statusCode).toBe(415);
    expect(renderedInput(res.body).form).toMatchObject({
      form: 'appointment',
      values: { name: 'Walter Green' },
      errors: { photos: FURNITURE_PHOTO_MESSAGES.notAnImage('"desk.jpg"') },
      message: null,
    });
    expect(await requests()).toHaveLength(0);
    expect(await photos()).toHaveLength(0);
  });

  it('counts photos sent with a request in the upload’s limit shared with the JSON route, storing no request', async () => {
    // Ten uploads by the API, refused or not, use the address's ten an hour.
    for (let i = 0; i < 10; i += 1) {
      expect(
        (await postMultipart(t, '/api/furniture-photos', { clientEmail: 'walter@example.com' }, [])).statusCode,
      ).toBe(400);
    }
    const res = await postMultipart(t, '/contact', appointmentFields, [await photo()]);
    expect(res.statusCode).toBe(429);
    expect(renderedInput(res.body).form).toMatchObject({
      form: 'appointment',
      values: { name: 'Walter Green' },
      errors: {},
      message: AUTH_MESSAGES.tooManyRequests,
      code: 'rate_limited',
    });
    expect(await requests()).toHaveLength(0);
    expect(await photos()).toHaveLength(0);
  });

  it('refuses a helping contact without the act right on the page, as the JSON call does, storing nothing', async () => {
    const client = await registerClient(t);
    const contact = await helpingContact(t, client.user.id, 'appointments');
    const headers = cookieHeader(t, contact.cookie);
    for (const res of [
      await postForm(t, '/', contactFields, headers),
      await postMultipart(t, '/es/contact', appointmentFields, [], headers),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(renderedInput(res.body).form).toMatchObject({ message: CIRCLE_MESSAGES.noRight, code: 'circle_no_right' });
    }
    expect(await requests()).toHaveLength(0);
  });

  it('stores photos from the upload page and shows the thank-you with them', async () => {
    const res = await postMultipart(t, '/furniture-upload', uploadFields, [await photo(), await photo('b.jpg')]);
    expect(res.statusCode).toBe(200);
    const { form } = renderedInput(res.body);
    expect(form).toMatchObject({
      form: 'furniture-upload',
      values: { clientEmail: 'irene@example.com', furnitureType: 'Bookcase' },
      errors: {},
      outcome: { message: FURNITURE_PHOTO_MESSAGES.uploaded(2), photos: [{ furnitureType: 'Bookcase' }, {}] },
    });
    expect((await photos()).map((p) => p.clientEmail)).toEqual(['irene@example.com', 'irene@example.com']);
  });

  it('takes photos of several megabytes: the upload’s limits apply, not the 100 KB of a text form', async () => {
    const noise = Buffer.from(Array.from({ length: 900 * 900 * 3 }, () => Math.floor(Math.random() * 256)));
    const bytes = await sharp(noise, { raw: { width: 900, height: 900, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(bytes.length).toBeGreaterThan(2 * 1024 * 1024);
    const res = await postMultipart(t, '/furniture-upload', uploadFields, [
      { bytes, name: 'big.png', type: 'image/png' },
    ]);
    expect(res.statusCode).toBe(200);
    expect(await photos()).toHaveLength(1);
  });

  it('names every problem of the upload form at once, photos included, storing nothing', async () => {
    const res = await postMultipart(
      t,
      '/furniture-upload',
      { ...uploadFields, clientEmail: '', furnitureType: '' },
      [],
    );
    expect(res.statusCode).toBe(400);
    expect(renderedInput(res.body).form).toMatchObject({
      values: { clientEmail: '', furnitureDescription: uploadFields.furnitureDescription },
      errors: {
        clientEmail: FURNITURE_PHOTO_MESSAGES.emailRequired,
        furnitureType: FURNITURE_PHOTO_MESSAGES.furnitureTypeRequired,
        photos: FURNITURE_PHOTO_MESSAGES.selectAtLeastOne,
      },
    });
    const six = await Promise.all(Array.from({ length: 6 }, (_, i) => photo(`p${i}.jpg`)));
    const tooMany = await postMultipart(t, '/furniture-upload', uploadFields, six);
    expect(tooMany.statusCode).toBe(400);
    expect(renderedInput(tooMany.body).form?.errors).toEqual({ photos: FURNITURE_PHOTO_MESSAGES.tooMany });
    expect(await photos()).toHaveLength(0);
  });

  it('answers a tracking code posted to /track-request with that code’s page (post/redirect/get)', async () => {
    const typed = await postForm(t, '/track-request', { token: ' ta-7kq2-mx9p ' });
    expect(typed.statusCode).toBe(303);
    expect(typed.headers.location).toBe('/track-request?token=ta-7kq2-mx9p');
    const empty = await postForm(t, '/track-request', {});
    expect(empty.headers.location).toBe('/track-request?token=');
  });
});
