import { businessToday } from '@ta/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../../lib/tokens.js';
import { engines } from '../../../../test/fresh-database.js';
import { buildTestApp, cookieHeader, createStaff, registerClient, type TestApp } from '../../../../test/helper.js';
import { jpegWithGps, photoForm } from '../../../../test/support/photos.js';

/** A staff member's photo for clients (docs/visit-status.md, "Who is at the door"). */
describe.each(engines)('a staff member’s photo on %s', (engine) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof createStaff>>;
  let maria: Awaited<ReturnType<typeof createStaff>>;

  beforeAll(async () => {
    t = await buildTestApp(engine, { rateLimits: false });
    admin = await createStaff(t, 'admin');
    maria = await createStaff(t, 'staff');
  });
  afterAll(() => t.close());

  const as = (caller: { cookie: string } | undefined) => (caller ? cookieHeader(t, caller.cookie) : {});
  const upload = async (caller: { cookie: string }, userId: number, files: Buffer[]) => {
    const form = await photoForm(`/api/admin/users/${userId}/photo`, files, 'photo');
    return t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${userId}/photo`,
      headers: { ...as(caller), ...form.headers },
      payload: form.payload,
    });
  };
  const photoOfVisit = (caller: { cookie: string }, id: number) =>
    t.app.inject({ method: 'GET', url: `/api/appointments/${id}/staff-photo`, headers: as(caller) });
  const tap = (id: number, step: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/appointments/${id}/progress`,
      headers: as(maria),
      payload: { step },
    });

  it('is uploaded by the owner, re-encoded without its GPS data, and refused for a client account or without a file', async () => {
    const uploaded = await upload(admin, maria.user.id, [await jpegWithGps()]);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json()).toEqual({ hasPhoto: true });
    const shown = await t.app.inject({
      method: 'GET',
      url: `/api/admin/users/${maria.user.id}/photo`,
      headers: as(admin),
    });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/webp');
    expect((await sharp(shown.rawPayload).metadata()).exif).toBeUndefined();

    const client = await registerClient(t, { firstName: 'Ann', lastName: 'Lee' });
    const notStaff = await upload(admin, client.user.id, [await jpegWithGps()]);
    expect(notStaff.statusCode).toBe(409);
    expect(notStaff.json().code).toBe('staff_photo_not_staff');
    const empty = await upload(admin, maria.user.id, []);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('staff_photo_missing');
    // Staff do not set photos: the owner does.
    expect((await upload(maria, maria.user.id, [await jpegWithGps()])).statusCode).toBe(403);
  });

  it('shows the client who is coming only while they are on the way or there; never to anyone else', async () => {
    const client = await registerClient(t, { firstName: 'Mary', lastName: 'Smith' });
    const stranger = await registerClient(t, { firstName: 'Sam', lastName: 'Gray' });
    const daughter = await registerClient(t, { firstName: 'Lucy', lastName: 'Smith' });
    await t.app.db
      .insertInto('trustedContacts')
      .values({
        clientId: client.user.id,
        contactUserId: daughter.user.id,
        name: 'Lucy Smith',
        email: daughter.body.email,
        rights: 'appointments',
        status: 'active',
      })
      .execute();
    await t.app.repos.sessions.setActingFor(sha256(daughter.cookie), client.user.id);
    const visit = await t.app.repos.appointments.create({
      clientId: client.user.id,
      clientName: 'Mary Smith',
      clientEmail: client.body.email,
      serviceTypeId: 1,
      staffId: maria.user.id,
      appointmentDate: businessToday(),
      startTime: '23:00',
      endTime: '23:30',
      status: 'confirmed',
    });
    expect((await photoOfVisit(client, visit.id)).statusCode).toBe(404);
    const list = await t.app.inject({ method: 'GET', url: '/api/appointments', headers: as(client) });
    expect(JSON.stringify(list.json())).toContain('"staffPhoto":true');

    await tap(visit.id, 'on_my_way');
    // The "on the way" e-mail carries the photo beside the code, as a JPEG shown in its body.
    const [mail] = await t.app.db
      .selectFrom('emailOutbox')
      .selectAll()
      .where('toAddress', '=', client.body.email)
      .where('kind', '=', 'visit-step-on-my-way')
      .execute();
    const attachments = JSON.parse(mail?.attachments ?? '[]') as { cid?: string; contentType: string }[];
    expect(attachments).toEqual([expect.objectContaining({ cid: 'staff-photo@visit', contentType: 'image/jpeg' })]);
    expect(mail?.htmlBody).toContain('src="cid:staff-photo@visit"');
    const seen = await photoOfVisit(client, visit.id);
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['content-type']).toBe('image/webp');
    expect(seen.headers['cache-control']).toMatch(/no-store|private/);
    expect((await photoOfVisit(daughter, visit.id)).statusCode).toBe(200);
    expect((await photoOfVisit(stranger, visit.id)).statusCode).toBe(404);

    await tap(visit.id, 'arrived');
    expect((await photoOfVisit(client, visit.id)).statusCode).toBe(200);
    await tap(visit.id, 'done');
    expect((await photoOfVisit(client, visit.id)).statusCode).toBe(404);

    // Removed: none anywhere.
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/admin/users/${maria.user.id}/photo`, headers: as(admin) }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/admin/users/${maria.user.id}/photo`, headers: as(admin) }))
        .statusCode,
    ).toBe(404);
  });
});
