import { CONTACT_NOT_FOUND_MESSAGE, REQUEST_PHOTOS_SHOWN, type ContactRelated } from '@ta/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { engines } from '../../../../test/fresh-database.js';
import { buildTestApp, cookieHeader, createStaff, type TestApp } from '../../../../test/helper.js';
import { furniturePhotoRow } from '../../../../test/support/photos.js';

/** The request page shows what became of the request, from the server: its appointments and photos. */
describe.each(engines)('a request’s appointments and photos on %s', (engine) => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof createStaff>>;
  beforeEach(async () => {
    t = await buildTestApp(engine);
    staff = await createStaff(t);
  });
  afterEach(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: cookieHeader(t, staff.cookie) });
  const newRequest = (email: string) =>
    t.app.repos.contactRequests.create({
      userId: null,
      firstName: 'Walter',
      lastName: 'Green',
      email,
      phone: '352-555-0123',
      serviceInterest: 'Furniture Assembly',
      serviceTypeId: 4,
      message: 'Please assemble a bookcase and a desk.',
      preferredDate: null,
      preferredTime: null,
      location: null,
      newsletter: false,
      notifyByEmail: false,
      notifyBySms: false,
      consentGiven: false,
    });
  let photoCount = 0;
  const photo = (clientEmail: string, appointmentId: number | null, uploadedAt: string) => {
    photoCount += 1;
    const key = String(photoCount).padStart(32, '0');
    return t.app.db
      .insertInto('furniturePhotos')
      .values({
        ...furniturePhotoRow(key),
        appointmentId,
        clientEmail,
        uploadedAt,
        status: appointmentId === null ? 'pending' : 'linked',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  };
  const schedule = (id: number, appointmentDate: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/contact/${id}/schedule`,
      headers: cookieHeader(t, staff.cookie),
      payload: { appointmentDate, startTime: '10:00', endTime: '13:00', serviceTypeId: 4, staffId: staff.user.id },
    });

  it('lists the appointments scheduled from it and its photos, after the fact', async () => {
    const request = await newRequest('walter@example.com');
    const other = await newRequest('someone@example.com');
    const later = (await schedule(request.id, '2099-07-16')).json().appointment as { id: number };
    const sooner = (await schedule(request.id, '2099-07-15')).json().appointment as { id: number };
    const elsewhere = (await schedule(other.id, '2099-07-15')).json().appointment as { id: number };

    const sentFromItsAddress = await photo('walter@example.com', null, '2026-01-02T10:00:00.000Z');
    const linkedToItsVisit = await photo('wife@example.com', later.id, '2026-01-03T10:00:00.000Z');
    await photo('someone@example.com', elsewhere.id, '2026-01-04T10:00:00.000Z');

    const res = await get(`/api/contact/${request.id}/related`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const related = res.json() as ContactRelated;
    expect(related.appointments.map((a) => a.id)).toEqual([sooner.id, later.id]);
    expect(related.appointments[0]).toMatchObject({
      appointmentDate: '2099-07-15',
      startTime: '10:00',
      status: 'scheduled',
      staffName: 'Sam Rivera',
      contactRequestId: request.id,
    });
    expect(related.photos.map((p) => p.id)).toEqual([linkedToItsVisit.id, sentFromItsAddress.id]);
    expect(related.photos[0]).toMatchObject({
      appointmentId: later.id,
      thumbnailUrl: expect.stringMatching(/\/thumb$/),
    });
    expect(related.photoTotal).toBe(2);

    const empty = (await get(`/api/contact/${(await newRequest('nobody@example.com')).id}/related`)).json();
    expect(empty).toEqual({ appointments: [], photos: [], photoTotal: 0, fromFinding: null });
  });

  it('shows at most a page of photos and says how many there are', async () => {
    const request = await newRequest('walter@example.com');
    for (let i = 0; i < REQUEST_PHOTOS_SHOWN + 2; i++) {
      await photo('walter@example.com', null, new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString());
    }
    const related = (await get(`/api/contact/${request.id}/related`)).json() as ContactRelated;
    expect(related.photos).toHaveLength(REQUEST_PHOTOS_SHOWN);
    expect(related.photoTotal).toBe(REQUEST_PHOTOS_SHOWN + 2);
  });

  it('answers a missing or malformed id with Contact request not found', async () => {
    for (const id of ['999999', 'abc']) {
      const res = await get(`/api/contact/${id}/related`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'contact_not_found', message: CONTACT_NOT_FOUND_MESSAGE });
    }
  });
});
