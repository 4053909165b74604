import { businessToday, REFERRAL_MESSAGES } from '@ta/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../../../test/fresh-database.js';
import { buildTestApp, cookieHeader, createStaff, registerClient, type TestApp } from '../../../../test/helper.js';
import { newReferralCode } from '../referrals.js';

type Caller = { cookie: string };
type Client = Awaited<ReturnType<typeof registerClient>>;
interface Invoice {
  id: number;
  number: number;
  totalCents: number;
  discountCents: number;
  lines: { kind: string; description: string; amountCents: number }[];
}

/** Referral and loyalty discounts (docs/referrals.md): set in the price list, given once each, on both engines. */
describe.each(engines)('referral and loyalty discounts on %s', (engine) => {
  let t: TestApp;
  let staff: Caller;
  let admin: Caller;

  beforeAll(async () => {
    t = await buildTestApp(engine, { rateLimits: false });
    staff = await createStaff(t, 'staff');
    admin = await createStaff(t, 'admin');
  });
  afterAll(() => t.close());

  const call = (caller: Caller | undefined, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: caller ? cookieHeader(t, caller.cookie) : {},
      ...(payload ? { payload } : {}),
    });

  async function discount(fields: Record<string, string>) {
    const res = await call(admin, 'POST', '/api/admin/price-items', {
      kind: 'discount',
      nameEs: `${fields.name} (es)`,
      description: '',
      descriptionEs: '',
      amount: '',
      percent: '',
      hours: '',
      county: '',
      onLanding: false,
      popular: false,
      position: '',
      ...fields,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number };
  }

  /** A finished visit of the client's today. */
  const finishedVisit = (client: Client) =>
    t.app.repos.appointments.create({
      clientId: client.user.id,
      clientName: `${client.body.firstName} ${client.body.lastName}`,
      clientEmail: client.body.email,
      serviceTypeId: 1,
      staffId: null,
      appointmentDate: businessToday(),
      startTime: '09:00',
      endTime: '12:00',
      status: 'completed',
      notes: null,
      location: null,
    });

  /** A finished visit of the client's today, invoiced by staff (the smallest package: $195). */
  async function invoicedVisit(client: Client): Promise<Invoice> {
    const appointment = await finishedVisit(client);
    const res = await call(staff, 'POST', `/api/admin/appointments/${appointment.id}/invoice`, {});
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Invoice;
  }

  const discountLines = (invoice: Invoice) => invoice.lines.filter((line) => line.kind === 'discount');

  async function pay(invoice: Invoice) {
    const res = await call(staff, 'POST', `/api/admin/invoices/${invoice.id}/payments`, {
      amount: String(invoice.totalCents / 100),
      method: 'cash',
      receivedOn: businessToday(),
    });
    expect(res.statusCode, res.body).toBe(201);
  }

  it('makes codes people can read and say', () => {
    expect(newReferralCode('Ruth')).toMatch(/^RUTH-[A-HJ-NP-Z2-9]{4}$/);
    expect(newReferralCode('José María')).toMatch(/^JOSEMA-/);
    expect(newReferralCode('李')).toMatch(/^FRIEND-/);
  });

  it('gives a referred friend and the client who referred them the discount once each, on their next invoices', async () => {
    const before = await call(undefined, 'GET', '/api/user/referral');
    expect(before.statusCode).toBe(401);
    const ruth = await registerClient(t, { firstName: 'Ruth', lastName: 'Moss' });
    // Without a referral discount in the price list, the code exists but nothing is offered.
    const first = (await call(ruth, 'GET', '/api/user/referral')).json();
    expect(first.discount).toBeNull();
    await discount({ name: 'Referral discount', percent: '10', givenFor: 'referral' });
    const view = (await call(ruth, 'GET', '/api/user/referral')).json();
    expect(view.code).toBe(first.code);
    expect(view.code).toMatch(/^RUTH-/);
    expect(view.link).toBe(`http://localhost:3000/auth?tab=register&ref=${view.code}`);
    expect(view.discount).toMatchObject({ name: 'Referral discount', percentBp: 1000 });
    expect((await call(staff, 'GET', '/api/user/referral')).statusCode).toBe(403);

    // A mistyped code refuses the registration beside the box and makes no account.
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        firstName: 'Ann',
        lastName: 'Lee',
        email: 'ann.lee@example.com',
        username: 'annlee',
        password: 'Sunny-Porch-Swing-42',
        confirmPassword: 'Sunny-Porch-Swing-42',
        referralCode: 'NOPE-1234',
      },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'referral_code_unknown',
      fields: { referralCode: REFERRAL_MESSAGES.codeUnknown },
    });
    expect(await t.app.repos.users.findByLogin('annlee')).toBeUndefined();

    const ann = await registerClient(t, { firstName: 'Ann', lastName: 'Lee', referralCode: view.code.toLowerCase() });
    const staffView = (await call(staff, 'GET', `/api/admin/clients/${ann.user.id}/referrals`)).json();
    expect(staffView.referredBy).toEqual({ id: ruth.user.id, name: 'Ruth Moss' });

    // Ruth's invoice before Ann is billed: nothing yet.
    expect(discountLines(await invoicedVisit(ruth))).toEqual([]);
    // Before it is made, the office's draft says what Ann earned, in the total.
    const preview = await finishedVisit(ann);
    const draft = (await call(staff, 'GET', `/api/admin/appointments/${preview.id}/invoice-draft`)).json();
    expect(draft.earnedDiscounts).toEqual([
      expect.objectContaining({ description: 'Referral discount', amountCents: -1950 }),
    ]);
    expect(draft.totalCents).toBe(17_550);
    // Ann's first invoice: the welcome discount, 10% of $195.
    const annFirst = await invoicedVisit(ann);
    expect(discountLines(annFirst)).toEqual([
      expect.objectContaining({ description: 'Referral discount', amountCents: -1950 }),
    ]);
    expect(annFirst.totalCents).toBe(17_550);
    // Once: her next invoice has none.
    expect(discountLines(await invoicedVisit(ann))).toEqual([]);
    // Ruth's next invoice thanks her, once.
    const ruthNext = await invoicedVisit(ruth);
    expect(discountLines(ruthNext)).toEqual([expect.objectContaining({ amountCents: -1950 })]);
    expect(discountLines(await invoicedVisit(ruth))).toEqual([]);

    // The owner sees who referred whom and where each discount went.
    const ruthView = (await call(staff, 'GET', `/api/admin/clients/${ruth.user.id}/referrals`)).json();
    expect(ruthView.referred).toEqual([
      expect.objectContaining({
        id: ann.user.id,
        name: 'Ann Lee',
        welcomeInvoiceNumber: annFirst.number,
        thanksInvoiceNumber: ruthNext.number,
      }),
    ]);
    expect((await call(ruth, 'GET', `/api/admin/clients/${ruth.user.id}/referrals`)).statusCode).toBe(403);
    // Ruth reads only her friend's first name and that she was thanked.
    expect((await call(ruth, 'GET', '/api/user/referral')).json().friends).toEqual([
      { firstName: 'Ann', billed: true, thanked: true },
    ]);
  });

  it('gives the welcome discount to exactly one of two invoices made at the same moment, and back when that invoice is voided', async () => {
    const { code } = (await call(await registerClient(t, { firstName: 'Paul' }), 'GET', '/api/user/referral')).json();
    const june = await registerClient(t, { firstName: 'June', referralCode: code });
    const appointments = await Promise.all([finishedVisit(june), finishedVisit(june)]);
    const made = await Promise.all(
      appointments.map((a) => call(staff, 'POST', `/api/admin/appointments/${a.id}/invoice`, {})),
    );
    expect(made.map((res) => res.statusCode)).toEqual([201, 201]);
    const invoices = made.map((res) => res.json() as Invoice);
    const discounted = invoices.filter((invoice) => discountLines(invoice).length > 0);
    expect(discounted).toHaveLength(1);
    const grants = await t.app.db
      .selectFrom('discountGrants')
      .selectAll()
      .where('clientId', '=', june.user.id)
      .execute();
    expect(grants).toEqual([expect.objectContaining({ grantKey: 'referral-welcome', invoiceId: discounted[0]!.id })]);

    const voided = await call(admin, 'POST', `/api/admin/invoices/${discounted[0]!.id}/void`, {
      reason: 'Wrong visit',
    });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(discountLines(await invoicedVisit(june))).toHaveLength(1);
  });

  it('gives the loyalty discount once after each so many paid visits', async () => {
    const rose = await registerClient(t, { firstName: 'Rose' });
    const bad = await call(admin, 'POST', '/api/admin/price-items', {
      kind: 'discount',
      name: 'Loyalty',
      nameEs: 'Lealtad',
      description: '',
      descriptionEs: '',
      amount: '20',
      percent: '',
      hours: '',
      county: '',
      onLanding: false,
      popular: false,
      position: '',
      givenFor: 'loyalty',
      afterVisits: '0',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.afterVisits).toBe('Please enter the number of paid visits, a whole number from 1 to 99');
    await discount({ name: 'Loyalty thank-you', amount: '20', givenFor: 'loyalty', afterVisits: '2' });

    const one = await invoicedVisit(rose);
    await pay(one);
    // One paid visit: not yet.
    const two = await invoicedVisit(rose);
    expect(discountLines(two)).toEqual([]);
    await pay(two);
    // Two paid visits: the next invoice takes $20 off, once.
    const three = await invoicedVisit(rose);
    expect(discountLines(three)).toEqual([
      expect.objectContaining({ description: 'Loyalty thank-you', amountCents: -2000 }),
    ]);
    expect(three.totalCents).toBe(17_500);
    const four = await invoicedVisit(rose);
    expect(discountLines(four)).toEqual([]);
    await pay(three);
    await pay(four);
    // Four paid visits: the second reward.
    expect(discountLines(await invoicedVisit(rose))).toHaveLength(1);

    // One loyalty discount at a time: a second marked for loyalty takes the mark off the first.
    await discount({ name: 'Loyalty 2', percent: '5', givenFor: 'loyalty', afterVisits: '3' });
    const items = (await call(admin, 'GET', '/api/admin/price-items')).json() as {
      name: string;
      givenFor: string | null;
    }[];
    expect(items.filter((item) => item.givenFor === 'loyalty').map((item) => item.name)).toEqual(['Loyalty 2']);
  });
});
