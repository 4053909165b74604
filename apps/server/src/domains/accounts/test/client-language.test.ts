import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendDueReminders } from '../../appointments/appointment-reminders.js';
import { calendarAttachments, readCalendar } from '../../../../test/calendar-reader.js';
import { engines } from '../../../../test/fresh-database.js';
import {
  cookieHeader,
  createStaff,
  sessionCookie,
  STRONG_PASSWORD,
  uniqueUser,
  type TestApp,
} from '../../../../test/helper.js';
import { buildPageApp, postForm } from '../../../../test/page-form-posts.js';
import { serviceContext } from '../../service-context.js';

/** Monday, June 3, 2030, 10:00 in New York: the visit booked below is the next day. */
const NOW = new Date('2030-06-03T14:00:00Z');
const PUBLIC_URL = 'http://localhost:3000';

/**
 * A client's language (docs/i18n.md, "E-mails and the stored language"): kept from the page they
 * registered or wrote from, changed by the language switch while signed in, used for every e-mail
 * and calendar file to them, and shown to staff.
 */
describe.each(engines)("e-mails in the client's language on %s", (engine) => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof createStaff>>;
  let admin: Awaited<ReturnType<typeof createStaff>>;
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    t = await buildPageApp(engine, { publicUrl: PUBLIC_URL });
    staff = await createStaff(t);
    admin = await createStaff(t, 'admin');
  });
  afterEach(async () => {
    await t.close();
    vi.useRealTimers();
  });

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie: string, payload?: object, language?: string) =>
    t.app.inject({
      method,
      url,
      headers: { ...cookieHeader(t, cookie), ...(language ? { 'x-language': language } : {}) },
      ...(payload ? { payload } : {}),
    });
  const mailTo = async (to: string, kind: string) => {
    const rows = await t.app.db
      .selectFrom('emailOutbox')
      .selectAll()
      .where('toAddress', '=', to)
      .where('kind', '=', kind)
      .orderBy('id')
      .execute();
    const row = rows.at(-1);
    if (!row) throw new Error(`no ${kind} e-mail to ${to}`);
    return row;
  };
  const storedLanguage = async (userId: number) =>
    (await t.app.db.selectFrom('users').select('language').where('id', '=', userId).executeTakeFirstOrThrow()).language;

  /** Registers through the JSON API, as the browser's API client does from a page in `language` (none: no header). */
  const register = async (language?: string) => {
    const person = uniqueUser();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: language ? { 'x-language': language } : {},
      payload: person,
    });
    expect(res.statusCode, res.body).toBe(201);
    return { person, cookie: sessionCookie(t, res) as string, id: (res.json() as { id: number }).id };
  };

  /** The client's own request, then an appointment tomorrow scheduled from it by staff. */
  const bookFor = async (client: { person: { email: string }; cookie: string }, language?: string) => {
    const sent = await call(
      'POST',
      '/api/contact',
      client.cookie,
      {
        firstName: 'Dolores',
        lastName: 'Muñoz',
        email: client.person.email,
        phone: '(352) 555-0199',
        serviceInterest: 'Home & Tech Support',
        message: 'Please set up my tablet.',
        consentGiven: true,
      },
      language,
    );
    expect(sent.statusCode, sent.body).toBe(201);
    const request = sent.json() as { id: number; trackingToken: string };
    const res = await call('POST', `/api/contact/${request.id}/schedule`, staff.cookie, {
      appointmentDate: '2030-06-04',
      startTime: '10:00',
      endTime: '13:00',
      serviceTypeId: 2,
      location: '12 Oak Lane, Dade City',
    });
    expect(res.statusCode, res.body).toBe(201);
    return { request, appointmentId: (res.json() as { appointment: { id: number } }).appointment.id };
  };

  it('writes to a client registered from a Spanish page in Spanish, with /es links and a Spanish .ics', async () => {
    const client = await register('es');
    expect(await storedLanguage(client.id)).toBe('es');
    const { request, appointmentId } = await bookFor(client, 'es');

    const received = await mailTo(client.person.email, 'contact-confirmation');
    expect(received.subject).toBe(`Recibimos su solicitud (${request.trackingToken})`);
    expect(received.textBody).toContain('Hola, Dolores:');
    // The stored category (English) is named in Spanish.
    expect(received.textBody).toContain('Ayuda en casa y con tecnología');
    expect(received.textBody).not.toContain('Home & Tech Support');
    expect(received.textBody).toContain(`${PUBLIC_URL}/es/track-request?token=${request.trackingToken}`);
    expect(received.htmlBody).toContain('<html lang="es-US">');
    // The one set of opening hours (packages/shared business.ts), said in Spanish: Saturdays too.
    expect(received.textBody).toContain(
      '¿Prefiere hablar con una persona? Llámenos al (352) 555-0142, de lunes a viernes, de 8 a.m. a 6 p.m., ' +
        'y los sábados, de 9 a.m. a 3 p.m.',
    );

    const booked = await mailTo(client.person.email, 'appointment-confirmation');
    expect(booked.subject).toBe(
      'Su cita de Ayuda con tecnología para el martes, 4 de junio de 2030, de 10:00 a.m. a 1:00 p.m. está reservada',
    );
    expect(booked.textBody).toContain('Hemos reservado su cita de Ayuda con tecnología');
    expect(booked.textBody).toContain('Lugar: 12 Oak Lane, Dade City');
    expect(booked.textBody).toContain('1:00 p.m.\n');
    expect(booked.textBody).toContain('Si nos avisa con al menos 24 horas de anticipación, no se le cobra nada.');
    expect(booked.textBody).toContain(`Ver sus citas: ${PUBLIC_URL}/es/appointments`);
    expect(booked.textBody).toContain('¿Tiene preguntas? Llámenos al');
    expect(booked.textBody).not.toMatch(/Hello|Questions\?/);
    const [calendar] = calendarAttachments(booked.attachments);
    const event = readCalendar(calendar?.text ?? '');
    expect(event.summary).toBe('Ayuda con tecnología con Trusted Assistance');
    expect(event.description).toContain('¿Preguntas o cambios? Llame a Trusted Assistance');
    expect(calendar?.text).toContain(`${PUBLIC_URL}/es/appointments`);

    // The downloaded file is in the client's language too.
    const download = await call('GET', `/api/appointments/${appointmentId}/calendar.ics`, client.cookie);
    expect(readCalendar(download.body).summary).toBe('Ayuda con tecnología con Trusted Assistance');

    expect(await sendDueReminders({ ...serviceContext(t.app, t.config), logger: t.app.log }, NOW)).toEqual([
      appointmentId,
    ]);
    const reminder = await mailTo(client.person.email, 'appointment-reminder');
    expect(reminder.subject).toBe(
      'Recordatorio: su cita de Ayuda con tecnología del martes, 4 de junio de 2030, de 10:00 a.m. a 1:00 p.m.',
    );
    expect(reminder.textBody).toContain('¡Nos vemos pronto!');

    const cancelled = await call('DELETE', `/api/appointments/${appointmentId}`, client.cookie);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const cancellation = await mailTo(client.person.email, 'appointment-cancelled');
    expect(cancellation.subject).toMatch(
      /^Su cita de Ayuda con tecnología del martes, 4 de junio de 2030.* está cancelada$/,
    );
    expect(cancellation.textBody).toContain('Como usted nos pidió, cancelamos su cita');
    expect(cancellation.textBody).toContain(`${PUBLIC_URL}/es/contact?service=appointment`);
    const cancelEvent = readCalendar(calendarAttachments(cancellation.attachments)[0]?.text ?? '');
    expect(cancelEvent).toMatchObject({ method: 'CANCEL', summary: 'Ayuda con tecnología con Trusted Assistance' });

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/password-reset',
      payload: { email: client.person.email },
    });
    expect(reset.statusCode).toBe(200);
    const resetMail = await mailTo(client.person.email, 'password-reset');
    expect(resetMail.subject).toBe('Cambie su contraseña de Trusted Assistance');
    expect(resetMail.textBody).toContain('Elegir una nueva contraseña: ');
    expect(resetMail.textBody).toContain(`${PUBLIC_URL}/es/reset-password?token=`);
  });

  it('still writes to an English client in English, with English links', async () => {
    const client = await register();
    expect(await storedLanguage(client.id)).toBe('en');
    const { appointmentId } = await bookFor(client);
    const booked = await mailTo(client.person.email, 'appointment-confirmation');
    expect(booked.subject).toBe(
      'Your Tech Support appointment on Tuesday, June 4, 2030, 10:00 AM to 1:00 PM is booked',
    );
    expect(booked.textBody).toContain('Hello Dolores,');
    expect(booked.textBody).toContain(`See your appointments: ${PUBLIC_URL}/appointments`);
    expect(booked.textBody).toContain('Monday to Friday, 8 AM to 6 PM, and Saturday, 9 AM to 3 PM');
    expect(booked.textBody).not.toContain('8am to 6pm');
    expect(booked.htmlBody).toContain('<html lang="en-US">');
    expect(booked.textBody).not.toContain('/es/');
    expect(readCalendar(calendarAttachments(booked.attachments)[0]?.text ?? '').summary).toBe(
      'Tech Support with Trusted Assistance',
    );
    await call('DELETE', `/api/appointments/${appointmentId}`, client.cookie);
    expect((await mailTo(client.person.email, 'appointment-cancelled')).subject).toMatch(
      /^Your Tech Support .* is cancelled$/,
    );
  });

  it('takes the language from the lang cookie when no page says it, and ignores anything but en or es', async () => {
    const person = uniqueUser();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { cookie: 'lang=es', 'x-language': 'fr' },
      payload: person,
    });
    expect(res.statusCode).toBe(201);
    expect(await storedLanguage((res.json() as { id: number }).id)).toBe('es');
  });

  it('keeps the language of a no-JavaScript form’s page: registering and writing from /es', async () => {
    const person = uniqueUser();
    const registered = await postForm(t, '/es/auth?tab=register', { _form: 'register', ...person });
    expect(registered.statusCode, registered.body).toBe(303);
    const user = await t.app.repos.users.findByLogin(person.username);
    expect(user?.language).toBe('es');

    const sent = await postForm(t, '/es', {
      _form: 'contact',
      firstName: 'Rosa',
      lastName: 'Díaz',
      email: 'rosa@example.com',
      phone: '(352) 555-0123',
      serviceInterest: 'Home & Tech Support',
      message: 'Necesito ayuda con mi teléfono.',
      notifyByEmail: 'on',
      consentGiven: 'on',
    });
    expect(sent.statusCode, sent.body).toBe(303);
    const mail = await mailTo('rosa@example.com', 'contact-confirmation');
    expect(mail.subject).toMatch(/^Recibimos su solicitud \(TA-/);
  });

  it('changes a signed-in client’s stored language with the language switch', async () => {
    const client = await register();
    const switched = await postForm(
      t,
      '/language',
      { language: 'es', next: '/dashboard' },
      cookieHeader(t, client.cookie),
    );
    expect(switched.statusCode).toBe(303);
    expect(switched.headers.location).toBe('/es/dashboard');
    expect(await storedLanguage(client.id)).toBe('es');
    await postForm(t, '/language', { language: 'en', next: '/es/dashboard' }, cookieHeader(t, client.cookie));
    expect(await storedLanguage(client.id)).toBe('en');

    // Staff accounts keep English: the back office and staff e-mails are in English only.
    await postForm(t, '/language', { language: 'es', next: '/' }, cookieHeader(t, staff.cookie));
    expect(await storedLanguage(staff.user.id)).toBe('en');
  });

  it('signs a Spanish client in in Spanish on a new device: the cookie, the answer and the no-JavaScript redirect', async () => {
    const client = await register('es');
    // A new device: no lang cookie, and the sign-in page was opened in English.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'x-language': 'en' },
      payload: { username: client.person.username, password: client.person.password },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.cookies.find((c) => c.name === 'lang')?.value).toBe('es');
    expect((res.json() as { language?: string }).language).toBe('es');

    // Without JavaScript the English form sends her straight to her Spanish dashboard.
    const posted = await postForm(t, '/auth', {
      _form: 'login',
      username: client.person.username,
      password: client.person.password,
    });
    expect(posted.statusCode, posted.body).toBe(303);
    expect(posted.headers.location).toBe('/es/dashboard');
    expect(posted.cookies.find((c) => c.name === 'lang')?.value).toBe('es');

    // An English account signing in on a Spanish device gets English back, and staff keep English.
    const english = await register();
    const fromSpanish = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { cookie: 'lang=es' },
      payload: { username: english.person.username, password: english.person.password },
    });
    expect(fromSpanish.cookies.find((c) => c.name === 'lang')?.value).toBe('en');
    const staffLogin = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { cookie: 'lang=es' },
      payload: { username: staff.user.username, password: STRONG_PASSWORD },
    });
    expect(staffLogin.cookies.find((c) => c.name === 'lang')).toBeUndefined();
  });

  it('shows staff each client’s language: users, contact requests and appointments', async () => {
    const client = await register('es');
    const { request, appointmentId } = await bookFor(client, 'es');

    const users = await call('GET', `/api/admin/users?search=${client.person.username}`, admin.cookie);
    expect(users.statusCode).toBe(200);
    expect((users.json() as { items: Array<{ id: number; language: string }> }).items).toEqual([
      expect.objectContaining({ id: client.id, language: 'es' }),
    ]);
    const contact = await call('GET', `/api/contact/${request.id}`, staff.cookie);
    expect(contact.json()).toMatchObject({ id: request.id, language: 'es' });
    const appointment = await call('GET', `/api/admin/appointments/${appointmentId}`, staff.cookie);
    expect(appointment.json()).toMatchObject({ id: appointmentId, clientLanguage: 'es' });

    // A request sent from an English page without an account keeps English.
    const english = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'x-language': 'en' },
      payload: {
        firstName: 'Walter',
        lastName: 'Green',
        email: 'walter@example.com',
        phone: '(352) 555-0123',
        serviceInterest: 'Home & Tech Support',
        message: 'Please call me.',
        consentGiven: true,
      },
    });
    const englishId = (english.json() as { id: number }).id;
    expect((await call('GET', `/api/contact/${englishId}`, staff.cookie)).json()).toMatchObject({ language: 'en' });
  });
});
