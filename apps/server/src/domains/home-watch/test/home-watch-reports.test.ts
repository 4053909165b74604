import sharp from 'sharp';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { FindingSeverity, ItemAnswer, VisitItem, VisitReport, VisitResult } from '@ta/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createEmailOutboxRepository } from '../../../mail/email-outbox-repository.js';
import { newPhotoKey } from '../../photos/photo-storage.js';
import { serviceContext } from '../../service-context.js';
import { buildVisitReport } from '../visit-report.js';
import { deliverVisitReport } from '../visit-report-delivery.js';
import { engines } from '../../../../test/fresh-database.js';
import { buildTestApp, cookieHeader, createStaff, registerClient, type TestApp } from '../../../../test/helper.js';
import { startMailbox, type Mailbox, type ReceivedEmail } from '../../../../test/mailbox.js';
import { requestRow } from '../../../../test/support/contact-requests.js';
import { inOwnTransaction } from '../../../../test/support/repository-transactions.js';

/** The words of every page of a PDF, as a reader (or a screen reader) gets them. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  // Lines are broken where the page is full: compare words, not line breaks.
  return pages.join(' ').replace(/\s+/g, ' ');
}

/** A photo as a phone would take it, stored as the photo pipeline stores it (WEBP thumbnail). */
async function storedPhoto(t: TestApp, color: string): Promise<{ key: string; width: number; height: number }> {
  const key = newPhotoKey();
  const image = sharp({ create: { width: 400, height: 300, channels: 3, background: color } });
  await t.app.photoStorage.put(key, 'thumb', await image.clone().webp().toBuffer(), 'image/webp');
  await t.app.photoStorage.put(key, 'full', await image.clone().webp().toBuffer(), 'image/webp');
  return { key, width: 1600, height: 1200 };
}

interface ItemSpec {
  section: string;
  label: string;
  sectionEs?: string;
  labelEs?: string;
  answer: ItemAnswer;
  note?: string;
  severity?: FindingSeverity;
  photos?: number;
}

const ACCESS_NOTES = 'Lockbox 4417, alarm 9021';

describe.each(engines)('home-watch reports on %s', (engine) => {
  let t: TestApp;
  let mailbox: Mailbox;
  let staff: Awaited<ReturnType<typeof createStaff>>;
  const colors = ['#aa3311', '#1133aa', '#11aa33', '#888800'];

  beforeAll(async () => {
    mailbox = await startMailbox();
    t = await buildTestApp(engine, {
      smtpUrl: mailbox.url,
      fileStorage: 'database',
      officeEmails: ['office@example.com'],
      // Many owners register here; the limits have tests of their own.
      rateLimits: false,
    });
    staff = await createStaff(t);
    await t.app.db
      .updateTable('users')
      .set({ firstName: 'Rosa', lastName: 'Delgado' })
      .where('id', '=', staff.user.id)
      .execute();
  });
  afterEach(() => t.app.mailer.flush());
  afterAll(async () => {
    await t.close();
    await mailbox.stop();
  });

  async function owner(language: 'en' | 'es' = 'en') {
    const client = await registerClient(t, { firstName: 'Helen', lastName: 'Porter' });
    if (language === 'es') await t.app.repos.users.setLanguage(client.user.id, language);
    return client;
  }

  /** A visit of the owner's property, started and finished with these answers (as the visit screens would leave it). */
  async function finishedVisit(
    clientId: number,
    items: readonly ItemSpec[],
    {
      result,
      summary = null,
      finished = true,
      date = '2026-12-07',
      startedAt = '2026-12-07T14:05:00.000Z',
    }: { result: VisitResult; summary?: string | null; finished?: boolean; date?: string; startedAt?: string },
  ) {
    const property = await t.app.repos.properties.create(
      clientId,
      {
        label: 'Gulf Shore condo',
        addressLine: '12 Gulf Shore Blvd',
        city: 'Naples',
        zip: '34102',
        county: 'Collier',
        awayFrom: '2026-12-01',
        awayUntil: '2027-04-15',
        alarmCompany: 'SafeHome',
        emergencyContacts: null,
        preferredVendors: null,
      },
      // The column holds ciphertext in the app; plain text here proves no report reads it.
      ACCESS_NOTES,
    );
    const visitId = await inOwnTransaction(t.app, (repos) =>
      repos.visits.create({
        propertyId: property.id,
        date,
        startTime: '09:00',
        endTime: '10:00',
        staffId: staff.user.id,
        kind: 'routine',
      }),
    );
    let position = 0;
    for (const spec of items) {
      const item = await t.app.db
        .insertInto('visitItems')
        .values({
          visitId,
          section: spec.section,
          label: spec.label,
          sectionEs: spec.sectionEs ?? null,
          labelEs: spec.labelEs ?? null,
          position: position++,
          answer: spec.answer,
          note: spec.note ?? null,
          severity: spec.severity ?? null,
          answeredAt: '2026-12-07T14:20:00.000Z',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (let n = 0; n < (spec.photos ?? 0); n++) {
        const photo = await storedPhoto(t, colors[n % colors.length] ?? '#000000');
        await t.app.db
          .insertInto('visitPhotos')
          .values({
            itemId: item.id,
            visitId,
            storageKey: photo.key,
            contentType: 'image/webp',
            byteSize: 1000,
            width: photo.width,
            height: photo.height,
            uploadedById: staff.user.id,
          })
          .execute();
      }
    }
    await t.app.db
      .updateTable('propertyVisits')
      .set({
        startedAt,
        ...(finished ? { finishedAt: '2026-12-07T14:52:00.000Z', result, summary } : {}),
      })
      .where('id', '=', visitId)
      .execute();
    return { visitId, propertyId: property.id };
  }

  const ISSUES: ItemSpec[] = [
    { section: 'Exterior and roof', label: 'Roof seen from the ground', answer: 'ok' },
    {
      section: 'Water',
      label: 'No leaks under kitchen and bathroom sinks',
      answer: 'issue',
      note: 'Slow drip under the kitchen sink, bucket placed',
      severity: 'attention',
      photos: 2,
    },
    { section: 'Lanai and pool', label: 'Outdoor furniture secured', answer: 'na', note: 'No furniture outside' },
  ];

  const deliver = async (visitId: number) => {
    await deliverVisitReport(serviceContext(t.app, t.config), visitId);
    await t.app.mailer.flush();
  };
  const outbox = (to: string) =>
    t.app.db.selectFrom('emailOutbox').selectAll().where('toAddress', '=', to).orderBy('id').execute();
  const pdfOf = (mail: ReceivedEmail) => {
    const pdf = mail.attachments.find((a) => a.contentType === 'application/pdf');
    if (!pdf) throw new Error('no PDF attached');
    return pdf;
  };

  it('e-mails the owner the report: findings first, thumbnails inside, the PDF attached, once', async () => {
    const client = await owner();
    const { visitId } = await finishedVisit(client.user.id, ISSUES, {
      result: 'issues',
      summary: 'House in good order apart from the sink.',
    });
    await deliver(visitId);

    const mail = await mailbox.latestTo(client.body.email, 'Home check report');
    expect(mail.subject).toBe('Home check report: Gulf Shore condo — Issues found');
    expect(mail.text).toContain('Hello Helen,');
    expect(mail.text).toContain('We checked Gulf Shore condo on Monday, December 7, 2026. The result: Issues found.');
    expect(mail.text).toContain('Time in: 9:05 AM');
    expect(mail.text).toContain('Time out: 9:52 AM');
    expect(mail.text).toContain('Checked by: Rosa');
    expect(mail.text).not.toContain('Delgado');
    // A finding is titled with what was found, in plain case, then the item that was checked.
    expect(mail.text).toContain('Needs attention: Slow drip under the kitchen sink, bucket placed\n');
    expect(mail.text).toContain('Item checked: Water — No leaks under kitchen and bathroom sinks');
    expect(mail.text).not.toContain('NEEDS ATTENTION');
    expect(mail.html).toContain('>Needs attention: Slow drip under the kitchen sink, bucket placed</h2>');
    expect(mail.text).toContain(`http://localhost:3000/reports/${visitId}`);
    // The OK and N/A items are in the PDF, not among the e-mail's findings.
    expect(mail.text).not.toContain('Roof seen from the ground');

    const inline = mail.attachments.filter((a) => a.cid);
    expect(inline).toHaveLength(2);
    for (const image of inline) {
      expect(image.contentType).toBe('image/jpeg');
      expect((await sharp(image.content).metadata()).format).toBe('jpeg');
      expect(mail.html).toContain(`src="cid:${image.cid}"`);
    }
    expect(mail.html).toContain('alt="Photo of: No leaks under kitchen and bathroom sinks"');
    const pdf = pdfOf(mail);
    expect(pdf.filename).toBe('home-check-report-2026-12-07.pdf');
    expect(pdf.cid).toBeUndefined();

    const text = await pdfText(pdf.content);
    expect(text).toContain('Home check report');
    expect(text).toContain('Gulf Shore condo');
    expect(text).toContain('12 Gulf Shore Blvd, Naples, FL 34102');
    expect(text).toContain('Time in: 9:05 AM');
    expect(text).toContain('Checked by: Rosa');
    expect(text).toContain('Result: Issues found');
    expect(text).toContain('House in good order apart from the sink.');
    expect(text).toContain('Needs attention: Slow drip under the kitchen sink, bucket placed');
    expect(text).toContain('Item checked: Water — No leaks under kitchen and bathroom sinks');
    expect(text).toContain('Roof seen from the ground — OK');
    expect(text).toContain('Outdoor furniture secured — Not applicable');
    expect(text).not.toContain('Lockbox');

    // The outbox staff read keeps the inline images' cid, and the visit is marked as reported.
    // Then, as after any visit, the owner is asked for feedback (docs/feedback.md).
    const [stored, asked, ...more] = await outbox(client.body.email);
    expect(more).toEqual([]);
    expect(asked?.kind).toBe('feedback-request');
    expect(asked?.subject).toMatch(/^How was your .*visit on /);
    expect(JSON.parse(stored?.attachments ?? '[]')).toEqual(
      expect.arrayContaining([expect.objectContaining({ contentType: 'image/jpeg', cid: inline[0]?.cid })]),
    );
    const visit = await t.app.db.selectFrom('propertyVisits').selectAll().where('id', '=', visitId).executeTakeFirst();
    expect(visit?.reportSentAt).toBeTruthy();

    // Never twice: a second call sends nothing.
    await deliver(visitId);
    expect(await outbox(client.body.email)).toHaveLength(2);
    // An all-clear report with no urgency tells the office nothing.
    expect((await outbox('office@example.com')).filter((m) => m.kind === 'visit-urgent-alert')).toEqual([]);
  });

  it('dates the report by the time in, not by the day the visit was planned for', async () => {
    const client = await owner();
    // Planned for Sunday, December 6; the house was checked on Saturday at 1:39 AM.
    const { visitId } = await finishedVisit(client.user.id, ISSUES.slice(0, 1), {
      result: 'all-clear',
      date: '2026-12-06',
      startedAt: '2026-12-05T06:39:00.000Z',
    });
    await deliver(visitId);
    const mail = await mailbox.latestTo(client.body.email, 'Home check report');
    expect(mail.text).toContain('We checked Gulf Shore condo on Saturday, December 5, 2026.');
    expect(mail.text).toContain('Time in: 1:39 AM');
    expect(mail.text).not.toContain('Sunday');
    const pdf = pdfOf(mail);
    expect(pdf.filename).toBe('home-check-report-2026-12-05.pdf');
    const text = await pdfText(pdf.content);
    expect(text).toContain('Date: Saturday, December 5, 2026');
    expect(text).not.toContain('Sunday');
    const report = await t.app.inject({
      method: 'GET',
      url: `/api/visits/${visitId}/report`,
      headers: cookieHeader(t, client.cookie),
    });
    expect(report.json<VisitReport>().visit.date).toBe('2026-12-05');
  });

  it('reads the outbox rows written before inline images had a cid', async () => {
    const { id } = await t.app.db
      .insertInto('emailOutbox')
      .values({
        toAddress: 'old@example.com',
        subject: 'Your appointment',
        textBody: 'Hello',
        htmlBody: null,
        attachments: JSON.stringify([{ filename: 'visit.ics', contentType: 'text/calendar', content: 'QkVHSU4=' }]),
        kind: 'appointment-confirmation',
        status: 'sent',
        error: null,
        createdAt: new Date().toISOString(),
        sentAt: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const read = await createEmailOutboxRepository(t.app.db).findById(id);
    expect(read?.attachments).toEqual([
      { filename: 'visit.ics', contentType: 'text/calendar', contentBase64: 'QkVHSU4=' },
    ]);
  });

  it('sends nothing for a visit not finished', async () => {
    const client = await owner();
    const { visitId } = await finishedVisit(client.user.id, ISSUES, { result: 'issues', finished: false });
    await deliver(visitId);
    expect(await outbox(client.body.email)).toEqual([]);
  });

  it('writes to a Spanish-speaking owner in Spanish, e-mail and PDF', async () => {
    const client = await owner('es');
    const { visitId } = await finishedVisit(client.user.id, ISSUES.slice(0, 1), { result: 'all-clear' });
    await deliver(visitId);
    const mail = await mailbox.latestTo(client.body.email, 'Informe');
    expect(mail.subject).toBe('Informe de revisión de la casa: Gulf Shore condo — Todo en orden');
    expect(mail.text).toContain('Hola, Helen:');
    expect(mail.text).toContain('Nada requirió atención');
    expect(mail.text).toContain(`http://localhost:3000/es/reports/${visitId}`);
    const pdf = pdfOf(mail);
    expect(pdf.filename).toBe('informe-revision-casa-2026-12-07.pdf');
    const text = await pdfText(pdf.content);
    expect(text).toContain('Informe de revisión de la casa');
    expect(text).toContain('Hora de llegada: 9:05 a.m.');
    expect(text).toContain('Revisado por: Rosa');
    expect(text).toContain('Resultado: Todo en orden');
    expect(text).toContain('lunes, 7 de diciembre de 2026');
    expect(text).toContain('Roof seen from the ground — Bien');
  });

  it("gives a Spanish-speaking owner the checklist's own words in Spanish, English where none were written", async () => {
    const client = await owner('es');
    const { visitId } = await finishedVisit(
      client.user.id,
      [
        { ...ISSUES[0]!, sectionEs: 'Exterior y techo', labelEs: 'Techo visto desde el suelo' },
        { ...ISSUES[1]!, sectionEs: 'Agua', labelEs: 'Sin fugas bajo los lavabos' },
        ISSUES[2]!,
      ],
      { result: 'issues' },
    );
    await deliver(visitId);
    const mail = await mailbox.latestTo(client.body.email, 'Informe');
    expect(mail.text).toContain('Punto revisado: Agua — Sin fugas bajo los lavabos');
    expect(mail.text).not.toContain('No leaks under kitchen and bathroom sinks');
    expect(mail.html).toContain('Foto de: Sin fugas bajo los lavabos');
    const text = await pdfText(pdfOf(mail).content);
    expect(text).toContain('Exterior y techo');
    expect(text).toContain('Techo visto desde el suelo — Bien');
    expect(text).toContain('Punto revisado: Agua — Sin fugas bajo los lavabos');
    // No Spanish written for this one: its English words stand.
    expect(text).toContain('Lanai and pool');
    expect(text).toContain('Outdoor furniture secured — No corresponde');
    expect(text).not.toContain('Roof seen from the ground');

    // The page reads both languages and shows the one it is in.
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/visits/${visitId}/report`,
      headers: cookieHeader(t, client.cookie),
    });
    expect(page.statusCode, page.body).toBe(200);
    expect((page.json() as VisitReport).items[1]).toMatchObject({
      section: 'Water',
      sectionEs: 'Agua',
      label: 'No leaks under kitchen and bathroom sinks',
      labelEs: 'Sin fugas bajo los lavabos',
    });
  });

  it('titles a long finding with its first words, then gives the whole note, in Spanish too', async () => {
    const client = await owner('es');
    const note =
      'Water pooling under the bathroom sink from the supply line; towels placed and the valve closed. ' +
      'The cabinet floor is soft and should be looked at by a plumber this week.';
    const { visitId } = await finishedVisit(
      client.user.id,
      [
        {
          section: 'Water',
          label: 'No leaks under kitchen and bathroom sinks',
          answer: 'issue',
          note,
          severity: 'urgent',
          photos: 1,
        },
      ],
      { result: 'urgent' },
    );
    await deliver(visitId);
    const mail = await mailbox.latestTo(client.body.email, 'Informe');
    expect(mail.text).toContain(
      'Urgente: Water pooling under the bathroom sink from the supply line; towels placed and the valve closed…\n',
    );
    expect(mail.text).toContain('Punto revisado: Water — No leaks under kitchen and bathroom sinks');
    expect(mail.text).toContain(`Nota: ${note}`);
    const text = await pdfText(pdfOf(mail).content);
    expect(text).toContain('Urgente: Water pooling under the bathroom sink');
    expect(text).toContain('should be looked at by a plumber this week.');
  });

  it('draws Arabic, Hebrew and emoji in the PDF, and a stand-in for what its font cannot draw', async () => {
    const client = await owner();
    const { visitId } = await finishedVisit(
      client.user.id,
      [
        {
          section: 'Water',
          label: 'No leaks under kitchen and bathroom sinks',
          answer: 'issue',
          note: 'Note from the neighbour: مرحبا بالعالم and שלום עולם ☀ 😀 🦄 all fine',
          severity: 'attention',
        },
      ],
      { result: 'issues', summary: 'Visitor book signed by يوسف and דוד 👍🏽' },
    );
    await deliver(visitId);
    const mail = await mailbox.latestTo(client.body.email, 'Home check report');
    const text = await pdfText(pdfOf(mail).content);
    for (const word of ['مرحبا', 'بالعالم', 'שלום', 'עולם', 'يوسف', 'דוד', '☀', '😀', 'all fine']) {
      expect(text).toContain(word);
    }
    // A unicorn or a thumbs-up is not in the font: a replacement mark, not a wrong letter; the skin tone is dropped.
    expect(text).toContain('\uFFFD');
    expect(text).not.toContain('🦄');
    expect(text).not.toMatch(/[\u{1F3FB}-\u{1F3FF}]/u);
  });

  it('alerts the office at once for an urgent finding, with a link and never the access notes', async () => {
    const client = await owner();
    const { visitId } = await finishedVisit(
      client.user.id,
      [
        ...ISSUES,
        {
          section: 'Water',
          label: 'Water heater: no leaks or rust around the base',
          answer: 'issue',
          note: 'Water on the floor around the heater; main valve closed',
          severity: 'urgent',
          photos: 1,
        },
      ],
      { result: 'urgent' },
    );
    await deliver(visitId);
    const alert = await mailbox.latestTo('office@example.com', 'Urgent');
    expect(alert.subject).toBe('Urgent: home check of Gulf Shore condo');
    expect(alert.text).toContain('12 Gulf Shore Blvd, Naples, FL 34102');
    expect(alert.text).toContain('1 urgent issue');
    expect(alert.text).toContain('Water heater: no leaks or rust around the base');
    expect(alert.text).toContain('Water on the floor around the heater; main valve closed');
    expect(alert.text).not.toContain('Slow drip');
    expect(alert.text).toContain(`http://localhost:3000/admin/visits/${visitId}`);
    expect(alert.raw).not.toContain('Lockbox');
    expect(alert.raw).not.toContain('4417');

    const owners = await mailbox.latestTo(client.body.email, 'Home check report');
    expect(owners.subject).toContain('Urgent issue found');
    // The most serious finding comes first.
    const urgentTitle = 'Urgent: Water on the floor around the heater; main valve closed';
    expect(owners.text.indexOf(urgentTitle)).toBeGreaterThan(-1);
    expect(owners.text.indexOf(urgentTitle)).toBeLessThan(owners.text.indexOf('Needs attention: Slow drip'));
    expect(owners.text).not.toContain('Urgent: Water heater: no leaks');
    expect(owners.raw).not.toContain('Lockbox');
  });

  describe('who may read a report', () => {
    it('the owner once finished, nobody else; staff at any time', async () => {
      const client = await owner();
      const other = await owner();
      const { visitId } = await finishedVisit(client.user.id, ISSUES, { result: 'issues' });
      const { visitId: openVisit } = await finishedVisit(client.user.id, ISSUES, { result: 'issues', finished: false });
      const get = (url: string, cookie?: string) =>
        t.app.inject({ method: 'GET', url, headers: cookie ? cookieHeader(t, cookie) : {} });

      const mine = await get(`/api/visits/${visitId}/report`, client.cookie);
      expect(mine.statusCode, mine.body).toBe(200);
      expect(mine.headers['cache-control']).toBe('private, no-store');
      const report = mine.json() as VisitReport;
      expect(report.property).toMatchObject({
        name: 'Gulf Shore condo',
        address: '12 Gulf Shore Blvd, Naples, FL 34102',
      });
      expect(report.visit).toMatchObject({ staffFirstName: 'Rosa', result: 'issues' });
      expect(report.items.map((i) => i.answer)).toEqual(['ok', 'issue', 'na']);
      expect(report.items[1]?.photos).toHaveLength(2);
      expect(mine.body).not.toContain('Lockbox');
      expect(mine.body).not.toContain('Delgado');

      expect((await get(`/api/visits/${openVisit}/report`, client.cookie)).statusCode).toBe(404);
      expect((await get(`/api/visits/${visitId}/report`, other.cookie)).statusCode).toBe(404);
      expect((await get(`/api/visits/${visitId}/report.pdf`, other.cookie)).statusCode).toBe(404);
      expect((await get(`/api/visits/${visitId}/report`)).statusCode).toBe(401);
      expect((await get('/api/visits/abc/report', client.cookie)).statusCode).toBe(404);
      expect((await get(`/api/visits/${openVisit}/report`, staff.cookie)).statusCode).toBe(200);

      const pdf = await get(`/api/visits/${visitId}/report.pdf`, client.cookie);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toBe('attachment; filename="home-check-report-2026-12-07.pdf"');
      expect(await pdfText(pdf.rawPayload)).toContain('Slow drip under the kitchen sink');
      const staffPdf = await get(`/api/visits/${openVisit}/report.pdf`, staff.cookie);
      expect(staffPdf.statusCode).toBe(200);
      expect(await pdfText(staffPdf.rawPayload)).toContain('Result: Not finished yet');
    });
  });

  describe("the owner's decision about a finding", () => {
    it('repair makes a request linked to the finding, and the office hears of it; a second decision is refused', async () => {
      const client = await owner();
      const { visitId } = await finishedVisit(client.user.id, ISSUES, { result: 'issues' });
      const report = (await buildVisitReport(t.app.repos, visitId))?.report;
      const [ok, issue] = report?.items ?? [];
      const decide = (id: number | undefined, payload: object, cookie = client.cookie) =>
        t.app.inject({
          method: 'POST',
          url: `/api/findings/${id}/decision`,
          headers: cookieHeader(t, cookie),
          payload,
        });

      const res = await decide(issue?.id, { decision: 'repair', note: 'Please use Joe the plumber' });
      expect(res.statusCode, res.body).toBe(200);
      const item = res.json() as VisitItem;
      expect(item).toMatchObject({ id: issue?.id, decision: 'repair' });
      expect(item.repairRequest?.trackingToken).toMatch(/^TA-/);

      const request = await t.app.db
        .selectFrom('contactRequests')
        .selectAll()
        .where('id', '=', item.repairRequest?.id ?? 0)
        .executeTakeFirst();
      expect(request).toMatchObject({
        userId: client.user.id,
        serviceInterest: 'Seasonal Property Management',
        email: client.body.email,
        language: 'en',
      });
      expect(request?.message).toContain('Gulf Shore condo');
      expect(request?.message).toContain('No leaks under kitchen and bathroom sinks');
      expect(request?.message).toContain('Slow drip under the kitchen sink');
      expect(request?.message).toContain('Please use Joe the plumber');
      // A finding that is not urgent keeps the usual reply time; its place is the house.
      expect(request?.location).toBe('12 Gulf Shore Blvd, Naples, FL 34102');
      await t.app.mailer.flush();
      expect((await outbox('office@example.com')).map((m) => m.kind)).toContain('staff-new-request');

      // The back office's request page knows where the request came from.
      const related = await t.app.inject({
        method: 'GET',
        url: `/api/contact/${request?.id}/related`,
        headers: cookieHeader(t, staff.cookie),
      });
      expect(related.json()).toMatchObject({
        fromFinding: {
          visitId,
          itemId: issue?.id,
          label: 'No leaks under kitchen and bathroom sinks',
          note: 'Slow drip under the kitchen sink, bucket placed',
          severity: 'attention',
        },
      });

      const again = await decide(issue?.id, { decision: 'no-action' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ message: 'A decision was already made about this finding' });
      const notIssue = await decide(ok?.id, { decision: 'repair' });
      expect(notIssue.statusCode).toBe(409);
      expect(notIssue.json()).toMatchObject({ message: 'Only an issue can be sent for repair' });
    });

    it('an urgent finding asks for an urgent repair: at the house, with the phone on file, told the office at once', async () => {
      const client = await owner();
      // The owner's phone is on their latest request (the visit's appointment has none).
      await t.app.repos.contactRequests.create(requestRow({ userId: client.user.id, phone: '(239) 555-0177' }));
      const { visitId } = await finishedVisit(
        client.user.id,
        [
          {
            section: 'Water',
            label: 'No leaks under kitchen and bathroom sinks',
            answer: 'issue',
            note: 'Water pooling under the bathroom sink',
            severity: 'urgent',
            photos: 1,
          },
        ],
        { result: 'urgent' },
      );
      await t.app.mailer.flush();
      await t.app.db.deleteFrom('emailOutbox').execute();
      const issue = (await buildVisitReport(t.app.repos, visitId))?.report.items[0];
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/findings/${issue?.id}/decision`,
        headers: cookieHeader(t, client.cookie),
        payload: { decision: 'repair' },
      });
      expect(res.statusCode, res.body).toBe(200);
      const request = await t.app.db
        .selectFrom('contactRequests')
        .selectAll()
        .where('id', '=', res.json<VisitItem>().repairRequest?.id ?? 0)
        .executeTakeFirstOrThrow();
      expect(request).toMatchObject({ location: '12 Gulf Shore Blvd, Naples, FL 34102', phone: '(239) 555-0177' });
      await t.app.mailer.flush();

      const [confirmation] = (await outbox(client.body.email)).filter((m) => m.kind === 'contact-confirmation');
      expect(confirmation?.textBody).toContain('as soon as we can, by phone');
      expect(confirmation?.textBody).not.toContain('24 to 48 hours');
      const [office] = (await outbox('office@example.com')).filter((m) => m.kind === 'staff-new-request');
      expect(office?.subject).toMatch(/^Urgent repair: /);
      expect(office?.textBody).toContain('urgent finding');
      expect(office?.textBody).toContain('Where: 12 Gulf Shore Blvd, Naples, FL 34102');
      expect(office?.textBody).toContain('(239) 555-0177');
      expect(office?.textBody).not.toContain('no place given yet');
    });

    it("a Spanish-speaking owner's repair request is written in Spanish, the item in the checklist's Spanish", async () => {
      const client = await owner('es');
      const { visitId } = await finishedVisit(
        client.user.id,
        [{ ...ISSUES[1]!, sectionEs: 'Agua', labelEs: 'Sin fugas bajo los lavabos' }],
        { result: 'issues' },
      );
      const issue = (await buildVisitReport(t.app.repos, visitId))?.report.items[0];
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/findings/${issue?.id}/decision`,
        headers: cookieHeader(t, client.cookie),
        payload: { decision: 'repair', note: 'Llamen a Joe, el fontanero' },
      });
      expect(res.statusCode, res.body).toBe(200);
      const request = await t.app.db
        .selectFrom('contactRequests')
        .select(['message', 'language'])
        .where('id', '=', res.json<VisitItem>().repairRequest?.id ?? 0)
        .executeTakeFirstOrThrow();
      expect(request.language).toBe('es');
      expect(request.message).toBe(
        [
          'Reparación pedida desde el informe de revisión de la casa de Gulf Shore condo ' +
            '(12 Gulf Shore Blvd, Naples, FL 34102), visita del lunes, 7 de diciembre de 2026.',
          'Punto: Agua — Sin fugas bajo los lavabos',
          'Hallazgo: Slow drip under the kitchen sink, bucket placed',
          'Nota del propietario: Llamen a Joe, el fontanero',
        ].join('\n'),
      );
      await t.app.mailer.flush();
    });

    it("no-action is recorded; another client's finding, or an open visit's, is not found", async () => {
      const client = await owner();
      const other = await owner();
      const { visitId } = await finishedVisit(client.user.id, ISSUES, { result: 'issues' });
      const { visitId: openVisit } = await finishedVisit(client.user.id, ISSUES, { result: 'issues', finished: false });
      const issueOf = async (id: number) =>
        (await buildVisitReport(t.app.repos, id))?.report.items.find((i) => i.answer === 'issue')?.id;
      const decide = (id: number | undefined, payload: object, cookie: string) =>
        t.app.inject({
          method: 'POST',
          url: `/api/findings/${id}/decision`,
          headers: cookieHeader(t, cookie),
          payload,
        });

      const issue = await issueOf(visitId);
      expect((await decide(issue, { decision: 'no-action' }, other.cookie)).statusCode).toBe(404);
      expect((await decide(await issueOf(openVisit), { decision: 'no-action' }, client.cookie)).statusCode).toBe(404);
      expect((await decide(issue, { decision: 'maybe' }, client.cookie)).statusCode).toBe(400);
      const res = await decide(issue, { decision: 'no-action' }, client.cookie);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ decision: 'no-action', repairRequest: null });
      expect(
        (
          await t.app.db
            .selectFrom('contactRequests')
            .select('id')
            .where('userId', '=', client.user.id)
            .orderBy('id')
            .execute()
        ).length,
      ).toBe(0);
    });
  });

  it('builds the report of a long visit: 20 items and 30 photos', async () => {
    const client = await owner();
    const items: ItemSpec[] = Array.from({ length: 20 }, (_, n) =>
      n < 10
        ? {
            section: `Section ${Math.floor(n / 4)}`,
            label: `Item ${n}`,
            answer: 'issue',
            note: `Finding ${n}`,
            severity: 'note',
            photos: 3,
          }
        : { section: `Section ${Math.floor(n / 4)}`, label: `Item ${n}`, answer: 'ok' },
    );
    const { visitId } = await finishedVisit(client.user.id, items, { result: 'issues' });
    await deliver(visitId);
    const mail = await mailbox.latestTo(client.body.email, 'Home check report');
    expect(mail.attachments.filter((a) => a.cid)).toHaveLength(30);
    const text = await pdfText(pdfOf(mail).content);
    for (let n = 0; n < 20; n++) expect(text).toContain(`Item ${n} —`);
    expect(text).toContain('Finding 9');
  });
});
