import { addDaysToDate, businessToday, weekdayOf, type ServicePlan } from '@ta/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../../../test/fresh-database.js';
import { buildTestApp, cookieHeader, createStaff, registerClient, type TestApp } from '../../../../test/helper.js';
import { setServiceRules, setStaffHours, WORKDAYS } from '../../../../test/support/booking.js';
import { serviceContext } from '../../service-context.js';
import { billLastMonth, previousMonth } from '../plan-billing.js';

type Caller = { cookie: string };
type Client = Awaited<ReturnType<typeof registerClient>>;
interface Invoice {
  id: number;
  number: number;
  totalCents: number;
  discountCents: number;
  dueOn: string;
  issuedOn: string;
  lines: { kind: string; description: string; amountCents: number }[];
}

const SERVICE = 1;
/** The smallest package in the price list, a visit's price without a quote. */
const PACKAGE_CENTS = 19_500;

/** The month two months from now (yyyy-MM) and its Tuesdays. */
function monthAhead(): { month: string; tuesdays: string[] } {
  const [y = 0, m = 1] = businessToday().split('-').map(Number);
  const month = new Date(Date.UTC(y, m + 1, 1)).toISOString().slice(0, 7);
  const tuesdays: string[] = [];
  for (let day = `${month}-01`; day.startsWith(month); day = addDaysToDate(day, 1)) {
    if (weekdayOf(day) === 2) tuesdays.push(day);
  }
  return { month, tuesdays };
}

/** Standing visits billed by the month (docs/service-plans.md, "Billed by the month") on both engines. */
describe.each(engines)('monthly billing of standing visits on %s', (engine) => {
  let t: TestApp;
  let staff: Caller & { user: { id: number } };
  let admin: Caller;
  const { month, tuesdays } = monthAhead();

  beforeAll(async () => {
    t = await buildTestApp(engine, { rateLimits: false });
    staff = await createStaff(t, 'staff');
    admin = await createStaff(t, 'admin');
    await setServiceRules(t, SERVICE, {
      bookingMode: 'instant',
      atHome: false,
      duration: 60,
      bufferBefore: 0,
      bufferAfter: 0,
      maxDaysAhead: 200,
    });
    await setStaffHours(t, staff.user.id, WORKDAYS, '08:00', '18:00');
    const discount = await call(admin, 'POST', '/api/admin/price-items', {
      kind: 'discount',
      name: 'Standing visit discount',
      nameEs: 'Descuento de visita fija',
      description: '',
      descriptionEs: '',
      amount: '',
      percent: '10',
      hours: '',
      county: '',
      onLanding: false,
      popular: false,
      position: '',
      givenFor: 'plan',
    });
    expect(discount.statusCode, discount.body).toBe(201);
  });
  afterAll(() => t.close());

  function call(caller: Caller | undefined, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
    return t.app.inject({
      method,
      url,
      headers: caller ? cookieHeader(t, caller.cookie) : {},
      ...(payload ? { payload } : {}),
    });
  }

  /**
   * Groceries every Tuesday of the month at `startTime` (one staff member: each test its own time), set
   * up by the client, billed by the month (an admin's terms).
   */
  async function monthlyPlan(client: Client, startTime: string, monthlyPrice = ''): Promise<ServicePlan> {
    const res = await call(client, 'POST', '/api/user/plans', {
      serviceTypeId: SERVICE,
      repeats: 'weekly',
      startsOn: tuesdays[0],
      endsOn: tuesdays.at(-1),
      startTime,
    });
    expect(res.statusCode, res.body).toBe(201);
    const plan = res.json() as ServicePlan;
    const terms = await call(admin, 'PUT', `/api/admin/plans/${plan.id}/terms`, { billing: 'monthly', monthlyPrice });
    expect(terms.statusCode, terms.body).toBe(200);
    return plan;
  }

  it("bills the month's visits on one invoice with the standing-visit discount, once", async () => {
    const client = await registerClient(t);
    const plan = await monthlyPlan(client, '10:00');
    // One visit skipped: it is not billed.
    const skip = await call(client, 'POST', `/api/user/plans/${plan.id}/skip`, { day: tuesdays[1] });
    expect(skip.statusCode, skip.body).toBe(200);

    const res = await call(admin, 'POST', `/api/admin/plans/${plan.id}/invoices`, { month });
    expect(res.statusCode, res.body).toBe(201);
    const invoice = res.json() as Invoice;
    const visits = tuesdays.length - 1;
    const visitLines = invoice.lines.filter((l) => l.kind !== 'discount');
    expect(visitLines).toHaveLength(visits);
    expect(visitLines[0]!.description).toMatch(/^On .+, Home Assistance: /);
    expect(invoice.lines.filter((l) => l.kind === 'discount')).toEqual([
      expect.objectContaining({ description: 'Standing visit discount', amountCents: -(visits * PACKAGE_CENTS) / 10 }),
    ]);
    expect(invoice.totalCents).toBe(visits * PACKAGE_CENTS * 0.9);
    expect(invoice.dueOn > invoice.issuedOn).toBe(true);

    // Once a month: again is refused; a visit of it cannot be invoiced on its own.
    const again = await call(admin, 'POST', `/api/admin/plans/${plan.id}/invoices`, { month });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('service_plan_month_billed');
    const visit = plan.upcoming.find((d) => d.day === tuesdays[0])!;
    const own = await call(staff, 'POST', `/api/admin/appointments/${visit.appointmentId}/invoice`, {});
    expect(own.statusCode).toBe(409);
    expect(own.json().code).toBe('invoice_billed_monthly');

    // The client reads it among their invoices; a void frees the month.
    const mine = await call(client, 'GET', '/api/invoices');
    expect((mine.json() as { id: number }[]).map((i) => i.id)).toContain(invoice.id);
    const voided = await call(admin, 'POST', `/api/admin/invoices/${invoice.id}/void`, { reason: 'Wrong month' });
    expect(voided.statusCode, voided.body).toBe(200);
    expect((await call(admin, 'POST', `/api/admin/plans/${plan.id}/invoices`, { month })).statusCode).toBe(201);
  });

  it('bills a fixed monthly price as one line, due at once when the client agreed to autopay', async () => {
    const client = await registerClient(t);
    const plan = await monthlyPlan(client, '12:00', '300.00');
    await t.app.db
      .insertInto('cardCustomers')
      .values({ clientId: client.user.id, customerId: 'cus_test', autopay: true, updatedAt: new Date().toISOString() })
      .execute();
    const res = await call(admin, 'POST', `/api/admin/plans/${plan.id}/invoices`, { month });
    expect(res.statusCode, res.body).toBe(201);
    const invoice = res.json() as Invoice;
    expect(invoice.lines.map((l) => [l.kind, l.amountCents])).toEqual([
      ['package', 30_000],
      ['discount', -3_000],
    ]);
    expect(invoice.lines[0]!.description).toMatch(/standing visit/);
    expect(invoice.totalCents).toBe(27_000);
    expect(invoice.dueOn).toBe(invoice.issuedOn);
  });

  it('bills last month by itself, once, and refuses the office staff and an empty month', async () => {
    const client = await registerClient(t);
    const plan = await monthlyPlan(client, '14:00');
    expect(plan.upcoming.every((d) => d.state === 'booked')).toBe(true);
    const firstOfNext = new Date(`${addDaysToDate(`${month}-28`, 7).slice(0, 7)}-01T15:00:00Z`);
    expect(previousMonth(businessToday(firstOfNext))).toBe(month);
    const ctx = serviceContext(t.app, t.config);
    expect(await billLastMonth(ctx, firstOfNext)).toBeGreaterThanOrEqual(1);
    const made = await t.app.db
      .selectFrom('invoices')
      .select(['id', 'totalCents'])
      .where('planId', '=', plan.id)
      .where('planMonth', '=', month)
      .execute();
    expect(made).toHaveLength(1);
    expect(await billLastMonth(ctx, firstOfNext)).toBe(0);

    expect((await call(staff, 'POST', `/api/admin/plans/${plan.id}/invoices`, { month })).statusCode).toBe(403);
    const empty = await call(admin, 'POST', `/api/admin/plans/${plan.id}/invoices`, { month: '2020-01' });
    expect(empty.statusCode).toBe(409);
    expect(empty.json().code).toBe('service_plan_month_empty');
    expect((await call(admin, 'POST', `/api/admin/plans/${plan.id}/invoices`, { month: '2027-13' })).statusCode).toBe(
      400,
    );
  });
});
