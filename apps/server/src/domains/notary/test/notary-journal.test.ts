import { Writable } from 'node:stream';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import {
  addDaysToDate,
  BILLING_MESSAGES,
  businessToday,
  NOTARY_MESSAGES,
  type NotaryChoices,
  type NotaryEntry,
  type NotaryEntryValues,
  type NotaryJournalList,
} from '@ta/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvCell, NOTARY_ID_PURPOSE } from '../notary-journal.js';
import { engines } from '../../../../test/fresh-database.js';
import { buildTestApp, cookieHeader, createStaff, registerClient, type TestApp } from '../../../../test/helper.js';

/** A Florida driver license number: nobody but an admin asking for it may read it whole. */
const LICENSE = 'K123-456-78-9012';
const MASKED = '•••• 9012';
const YESTERDAY = addDaysToDate(businessToday(), -1);

async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return pages.join(' ').replace(/\s+/g, ' ');
}

/** RFC 4180 rows: quoted cells may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (quoted && c === '"') {
      quoted = false;
    } else if (quoted) {
      cell += c;
    } else if (c === '"') {
      quoted = true;
    } else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else {
      cell += c;
    }
  }
  return rows;
}

const entryBody = (overrides: Partial<NotaryEntryValues> = {}): NotaryEntryValues => ({
  actDate: YESTERDAY,
  actTime: '10:30',
  actType: 'acknowledgment',
  document: 'Durable power of attorney',
  signerName: 'Dorothy Keller',
  signerAddress: '12 Palm Way, Dade City, FL 33525',
  idMethod: 'id_document',
  idType: 'florida_driver_license',
  idNumber: LICENSE,
  signatures: 2,
  fee: '20.00',
  appointmentId: null,
  notes: '',
  correctsEntryId: null,
  ...overrides,
});

describe.each(engines)('the notary journal on %s', (engine) => {
  let t: TestApp;
  const logLines: string[] = [];
  let admin: Awaited<ReturnType<typeof createStaff>>;
  let staff: Awaited<ReturnType<typeof createStaff>>;
  let client: Awaited<ReturnType<typeof registerClient>>;
  /** Every answer body but the reveal's: none may hold the whole number. */
  const bodies: string[] = [];

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString());
        done();
      },
    });
    t = await buildTestApp(engine, {}, { logger: { level: 'trace', stream } });
    admin = await createStaff(t, 'admin');
    staff = await createStaff(t, 'staff');
    client = await registerClient(t);
  });
  afterAll(() => t.close());

  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) => {
    const res = await t.app.inject({ method, url, headers: cookieHeader(t, cookie), ...(payload ? { payload } : {}) });
    if (!url.endsWith('/id-number')) bodies.push(res.body);
    return res;
  };
  const create = async (overrides: Partial<NotaryEntryValues> = {}) => {
    const res = await call('POST', '/api/admin/notary-journal', admin.cookie, entryBody(overrides));
    expect(res.statusCode, res.body).toBe(201);
    return res.json<NotaryEntry>();
  };
  const list = async (query = `month=${YESTERDAY.slice(0, 7)}`) => {
    const res = await call('GET', `/api/admin/notary-journal?${query}`, admin.cookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<NotaryJournalList>();
  };
  const stored = (id: number) =>
    t.app.db.selectFrom('notaryEntries').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const events = (type: string) =>
    t.app.db.selectFrom('events').selectAll().where('type', '=', type).orderBy('id').execute();

  it('adds an entry with the ID number sealed, and lists it masked', async () => {
    const entry = await create();
    expect(entry).toMatchObject({
      actDate: YESTERDAY,
      actTime: '10:30',
      idType: 'florida_driver_license',
      idNumberMasked: MASKED,
      signatures: 2,
      feeCents: 2000,
      enteredByName: 'Sam Rivera',
      editable: true,
      correctsEntryId: null,
    });
    const row = await stored(entry.id);
    expect(row.idNumberSealed).not.toContain('9012');
    expect(t.app.secretBox.open(row.idNumberSealed!, NOTARY_ID_PURPOSE)).toBe(LICENSE);

    const listed = (await list()).entries.find((e) => e.id === entry.id);
    expect(listed?.idNumberMasked).toBe(MASKED);
    expect(JSON.stringify(await list())).not.toContain(LICENSE);
    expect((await events('notary.entry-added')).some((e) => e.subjectId === entry.id)).toBe(true);
  });

  it('refuses an incomplete or impossible entry with a message on the field, and stores nothing', async () => {
    const before = (await t.app.db.selectFrom('notaryEntries').select('id').orderBy('id').execute()).length;
    const cases: [Partial<NotaryEntryValues>, string, string][] = [
      [{ idNumber: '' }, 'idNumber', BILLING_MESSAGES.idNumberRequired],
      [{ idNumber: ' 12 ' }, 'idNumber', NOTARY_MESSAGES.idNumberLength],
      [{ idNumber: 'X'.repeat(41) }, 'idNumber', NOTARY_MESSAGES.idNumberLength],
      [{ idType: '' }, 'idType', BILLING_MESSAGES.idTypeRequired],
      [{ actDate: addDaysToDate(businessToday(), 2) }, 'actTime', NOTARY_MESSAGES.actInFuture],
      [{ actDate: '2026-02-30' }, 'actDate', NOTARY_MESSAGES.dateInvalid],
      [{ signatures: 0 }, 'signatures', NOTARY_MESSAGES.signaturesInvalid],
      [{ signatures: '51' }, 'signatures', NOTARY_MESSAGES.signaturesInvalid],
      [{ fee: 'ten' }, 'fee', BILLING_MESSAGES.amountInvalid],
      [{ signerName: '  ' }, 'signerName', NOTARY_MESSAGES.signerNameRequired],
      [{ document: '' }, 'document', NOTARY_MESSAGES.documentRequired],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await call('POST', '/api/admin/notary-journal', admin.cookie, entryBody(overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json(), JSON.stringify(overrides)).toMatchObject({ fields: { [field]: message } });
    }
    const missingAppointment = await call(
      'POST',
      '/api/admin/notary-journal',
      admin.cookie,
      entryBody({ appointmentId: 999999 }),
    );
    expect(missingAppointment.statusCode).toBe(400);
    expect(missingAppointment.json()).toMatchObject({ message: NOTARY_MESSAGES.appointmentNotFound });
    expect((await t.app.db.selectFrom('notaryEntries').select('id').orderBy('id').execute()).length).toBe(before);
  });

  it('keeps no ID fields when the signer was personally known', async () => {
    const entry = await create({ idMethod: 'personally_known', idNumber: '99998888' });
    expect(entry).toMatchObject({ idType: null, idNumberMasked: null });
    expect((await stored(entry.id)).idNumberSealed).toBeNull();
    const reveal = await call('POST', `/api/admin/notary-journal/${entry.id}/id-number`, admin.cookie);
    expect(reveal.statusCode).toBe(404);
  });

  it('allows an edit on the day an entry was written, and none after', async () => {
    const entry = await create();
    const edited = await call(
      'PUT',
      `/api/admin/notary-journal/${entry.id}`,
      admin.cookie,
      entryBody({ document: 'Last will and testament', idNumber: '' }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    // A blank number on an edit keeps the one on file.
    expect(edited.json()).toMatchObject({ document: 'Last will and testament', idNumberMasked: MASKED });
    expect(edited.json<NotaryEntry>().updatedAt).not.toBeNull();
    expect((await events('notary.entry-changed')).some((e) => e.subjectId === entry.id)).toBe(true);

    // Written yesterday (New York): locked.
    const dayBefore = new Date(Date.now() - 30 * 60 * 60_000).toISOString();
    await t.app.db.updateTable('notaryEntries').set({ createdAt: dayBefore }).where('id', '=', entry.id).execute();
    const locked = await call(
      'PUT',
      `/api/admin/notary-journal/${entry.id}`,
      admin.cookie,
      entryBody({ document: 'Changed later' }),
    );
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toMatchObject({ message: BILLING_MESSAGES.notaryLocked });
    expect((await stored(entry.id)).document).toBe('Last will and testament');
    expect((await list()).entries.find((e) => e.id === entry.id)?.editable).toBe(false);
  });

  it('adds a correction as a new entry that names the one it corrects, both ways', async () => {
    const original = await create({ signerName: 'Walter Grene' });
    const correction = await create({ signerName: 'Walter Green', correctsEntryId: original.id });
    expect(correction.correctsEntryId).toBe(original.id);
    const entries = (await list()).entries;
    expect(entries.find((e) => e.id === original.id)).toMatchObject({
      signerName: 'Walter Grene',
      correctedByIds: [correction.id],
    });
    const missing = await call(
      'POST',
      '/api/admin/notary-journal',
      admin.cookie,
      entryBody({ correctsEntryId: 999999 }),
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: NOTARY_MESSAGES.correctedNotFound });
    const added = (await events('notary.entry-added')).find((e) => e.subjectId === correction.id);
    expect(added?.summary).toBe(
      `Sam Rivera added notary journal entry #${correction.id}, a correction of #${original.id}`,
    );
  });

  it('reveals the whole number only to an admin who asks, not stored by the browser, and records the reading', async () => {
    const entry = await create();
    const res = await call('POST', `/api/admin/notary-journal/${entry.id}/id-number`, admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ idNumber: LICENSE });
    expect(res.headers['cache-control']).toContain('no-store');
    const read = (await events('notary.id-number-read')).filter((e) => e.subjectId === entry.id);
    expect(read.map((e) => e.summary)).toEqual([`Sam Rivera read the ID number of journal entry #${entry.id}`]);

    for (const [cookie, status] of [
      [staff.cookie, 403],
      [client.cookie, 403],
      ['', 401],
    ] as const) {
      const refused = await call('POST', `/api/admin/notary-journal/${entry.id}/id-number`, cookie);
      expect(refused.statusCode).toBe(status);
      expect(refused.body).not.toContain(LICENSE);
      expect((await call('GET', '/api/admin/notary-journal', cookie)).statusCode).toBe(status);
    }
  });

  it('lists by month or by range of days, and refuses a range that makes no sense', async () => {
    const entry = await create();
    expect((await list(`from=${YESTERDAY}&to=${YESTERDAY}`)).entries.map((e) => e.id)).toContain(entry.id);
    expect((await list(`from=${businessToday()}&to=${businessToday()}`)).entries.map((e) => e.id)).not.toContain(
      entry.id,
    );
    const backwards = await call(
      'GET',
      `/api/admin/notary-journal?from=${YESTERDAY}&to=${addDaysToDate(YESTERDAY, -1)}`,
      admin.cookie,
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ message: NOTARY_MESSAGES.rangeInvalid });
    expect((await call('GET', '/api/admin/notary-journal?month=2026-13', admin.cookie)).statusCode).toBe(400);
  });

  it('offers the fee per signature and the notary appointments to link', async () => {
    const appointment = await t.app.db
      .insertInto('appointments')
      .values({
        clientId: null,
        contactRequestId: null,
        clientName: 'Rosa Diaz',
        clientEmail: 'rosa@example.com',
        clientPhone: null,
        serviceTypeId: 6,
        staffId: null,
        appointmentDate: businessToday(),
        startTime: '09:00',
        endTime: '10:00',
        notes: null,
        location: '3 Oak St, Dade City',
        createdAt: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const res = await call('GET', '/api/admin/notary-journal/choices', admin.cookie);
    expect(res.statusCode).toBe(200);
    const choices = res.json<NotaryChoices>();
    expect(choices.feePerSignatureCents).toBe(1000);
    expect(choices.appointments).toContainEqual(
      expect.objectContaining({ id: appointment.id, clientName: 'Rosa Diaz', startTime: '09:00' }),
    );
    const linked = await create({ appointmentId: appointment.id });
    expect(linked.appointmentLabel).toContain('Rosa Diaz');
  });

  it('exports CSV with quoted cells, no formulas and the number masked', async () => {
    const entry = await create({
      document: '=HYPERLINK("http://evil.example","Click")',
      signerName: 'Keller, Dorothy "Dot"',
      notes: '+1 555 0100\nsecond line',
    });
    const res = await call(
      'GET',
      `/api/admin/notary-journal/export.csv?from=${YESTERDAY}&to=${YESTERDAY}`,
      admin.cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="notary-journal-${YESTERDAY}-to-${YESTERDAY}.csv"`,
    );
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.body).not.toContain(LICENSE);
    const rows = parseCsv(res.body.replace(/^\uFEFF/, ''));
    expect(rows[0]?.slice(0, 4)).toEqual(['Entry', 'Date', 'Time', 'Act']);
    const row = rows.find((r) => r[0] === `#${entry.id}`);
    expect(row).toBeDefined();
    expect(row?.[3]).toBe('Acknowledgment');
    expect(row?.[4]).toBe(`'=HYPERLINK("http://evil.example","Click")`);
    expect(row?.[5]).toBe('Keller, Dorothy "Dot"');
    expect(row?.[9]).toBe(MASKED);
    expect(row?.[11]).toBe('$20.00');
    expect(row?.[13]).toBe("'+1 555 0100\nsecond line");
    expect(rows.every((r) => r.length === rows[0]?.length)).toBe(true);
    expect((await events('notary.journal-exported')).length).toBeGreaterThan(0);
  });

  it('guards every cell a spreadsheet would run', () => {
    expect(['=1+1', '+1', '-2', '@SUM(A1)', '\tx', 'plain', 'a,b'].map(csvCell)).toEqual([
      "'=1+1",
      "'+1",
      "'-2",
      "'@SUM(A1)",
      "'\tx",
      'plain',
      '"a,b"',
    ]);
  });

  it('exports a PDF whose text holds the entries with the number masked', async () => {
    const entry = await create({ signerName: 'Eleanor Whitfield', document: 'Affidavit of residence' });
    const res = await call('GET', `/api/admin/notary-journal/export.pdf?month=${YESTERDAY.slice(0, 7)}`, admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Notary journal');
    expect(text).toContain(`#${entry.id}`);
    expect(text).toContain('Eleanor Whitfield');
    expect(text).toContain('Affidavit of residence');
    expect(text).toContain(MASKED);
    expect(text).not.toContain(LICENSE);
  });

  it('exports a PDF in which Arabic and Hebrew names read back as typed', async () => {
    await create({ signerName: 'يوسف الحداد', document: 'ייפוי כוח 🙂' });
    const res = await call('GET', `/api/admin/notary-journal/export.pdf?month=${YESTERDAY.slice(0, 7)}`, admin.cookie);
    const text = await pdfText(res.rawPayload);
    for (const word of ['يوسف', 'الحداد', 'ייפוי', 'כוח']) expect(text).toContain(word);
    // An emoji the font lacks is a replacement mark, never a wrong letter.
    expect(text).toContain('\uFFFD');
  });

  it('writes the whole number nowhere: no log line, no other answer, no event', async () => {
    const everyEvent = await t.app.db.selectFrom('events').select('summary').orderBy('id').execute();
    for (const text of [...bodies, ...logLines, ...everyEvent.map((e) => e.summary)]) {
      expect(text).not.toContain(LICENSE);
    }
    expect(logLines.join('\n')).toContain('/api/admin/notary-journal');
  });
});
