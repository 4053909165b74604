import {
  AUTH_MESSAGES,
  PRICE_LIST_MESSAGES as M,
  type PriceItemFormValues,
  type PriceItemView,
  type PublicPriceList,
} from '@ta/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { engines } from '../../../../test/fresh-database.js';
import { buildTestApp, cookieHeader, createStaff, registerClient, type TestApp } from '../../../../test/helper.js';

const blank: PriceItemFormValues = {
  kind: 'item',
  name: 'Tablet case',
  nameEs: 'Funda de tableta',
  description: '',
  descriptionEs: '',
  amount: '',
  percent: '',
  hours: '',
  county: '',
  onLanding: false,
  popular: false,
  position: '',
};

describe.each(engines)('the price list on %s', (engine) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof createStaff>>;
  beforeEach(async () => {
    t = await buildTestApp(engine);
    admin = await createStaff(t, 'admin');
  });
  afterEach(async () => {
    await t.close();
  });

  const as = (cookie: string | null) => (cookie ? cookieHeader(t, cookie) : {});
  /** `null` is signed out; the admin's session unless told otherwise. */
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, cookie: string | null = admin.cookie) =>
    t.app.inject({ method, url, headers: as(cookie), ...(payload ? { payload } : {}) });
  const items = async () => (await call('GET', '/api/admin/price-items')).json() as PriceItemView[];
  const publicList = async () => (await call('GET', '/api/price-list', undefined, null)).json() as PublicPriceList;
  const snapshot = async () => ({
    items: await t.app.db.selectFrom('priceItems').selectAll().orderBy('id').execute(),
    settings: await t.app.db.selectFrom('appSettings').selectAll().orderBy('key').execute(),
    events: await t.app.db.selectFrom('events').select(['type', 'summary']).orderBy('id').execute(),
  });
  const latestEvent = async () => (await t.app.repos.events.latest(1))[0];
  const threeHours = async () => (await items()).find((item) => item.name === '3-Hour Package') as PriceItemView;
  const formOf = (item: PriceItemView): PriceItemFormValues => ({
    ...blank,
    kind: item.kind,
    name: item.name,
    nameEs: item.nameEs,
    description: item.description ?? '',
    descriptionEs: item.descriptionEs ?? '',
    amount: item.amountCents === null ? '' : String(item.amountCents / 100),
    hours: item.minutes === null ? '' : String(item.minutes / 60),
    onLanding: item.onLanding,
    popular: item.popular,
  });

  describe('who may call', () => {
    it('answers 401 signed out and 403 to clients and staff on every admin call, and changes nothing', async () => {
      const item = await threeHours();
      const client = await registerClient(t);
      const staff = await createStaff(t, 'staff');
      const before = await snapshot();
      for (const [cookie, status, code, message] of [
        [null, 401, 'not_signed_in', AUTH_MESSAGES.notSignedIn],
        [client.cookie, 403, 'forbidden', AUTH_MESSAGES.forbidden],
        [staff.cookie, 403, 'forbidden', AUTH_MESSAGES.forbidden],
      ] as const) {
        for (const res of [
          await call('GET', '/api/admin/price-items', undefined, cookie),
          await call('POST', '/api/admin/price-items', { ...blank, amount: '5' }, cookie),
          await call('PUT', `/api/admin/price-items/${item.id}`, { ...formOf(item), amount: '1' }, cookie),
          await call('POST', `/api/admin/price-items/${item.id}/deactivate`, undefined, cookie),
          await call('POST', `/api/admin/price-items/${item.id}/reactivate`, undefined, cookie),
          await call('GET', '/api/admin/billing-rules', undefined, cookie),
          await call(
            'PUT',
            '/api/admin/billing-rules',
            { minimumHours: '1', dueDays: '1', quoteValidDays: '1' },
            cookie,
          ),
        ]) {
          expect(res.statusCode).toBe(status);
          expect(res.json()).toEqual({ code, message });
        }
      }
      expect(await snapshot()).toEqual(before);
    });

    it('keeps admin answers private and lets anyone read the public list', async () => {
      const res = await call('GET', '/api/admin/price-items');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      const open = await call('GET', '/api/price-list', undefined, null);
      expect(open.statusCode).toBe(200);
      expect(open.headers['cache-control']).toBeUndefined();
    });
  });

  describe('items', () => {
    it('lists the seeded prices, active or not, in list order', async () => {
      const list = await items();
      expect(list.map((item) => [item.kind, item.name, item.amountCents, item.minutes])).toEqual([
        ['package', '3-Hour Package', 19500, 180],
        ['package', '5-Hour Package', 32500, 300],
        ['hourly', 'Additional hour', 6500, null],
        ['notary', 'Notary, per signature', 1000, null],
      ]);
    });

    it('adds an item of each kind, storing only the fields its kind uses, with an event', async () => {
      const cases: [PriceItemFormValues, Partial<PriceItemView>][] = [
        [
          { ...blank, kind: 'package', name: '8-Hour Day', amount: '$480', hours: '8', onLanding: true, county: 'Lee' },
          { amountCents: 48000, minutes: 480, onLanding: true, county: null },
        ],
        [
          { ...blank, kind: 'hourly', name: 'Evening hour', amount: '75.50', hours: '2' },
          { amountCents: 7550, minutes: null },
        ],
        [
          { ...blank, kind: 'travel', name: 'Travel to Lee', amount: '25', county: 'Lee' },
          { amountCents: 2500, county: 'Lee' },
        ],
        [
          { ...blank, kind: 'notary', name: 'Notary', amount: '10.00', onLanding: true },
          { amountCents: 1000, onLanding: false },
        ],
        [
          { ...blank, kind: 'discount', name: 'Loyalty', percent: '12.5' },
          { percentBp: 1250, amountCents: null },
        ],
        [
          { ...blank, kind: 'discount', name: 'Referral', amount: '20' },
          { percentBp: null, amountCents: 2000 },
        ],
        [
          { ...blank, kind: 'item', name: 'Tablet case', amount: '1,234.5', description: ' A sturdy case ' },
          { amountCents: 123450, description: 'A sturdy case', descriptionEs: null },
        ],
      ];
      for (const [form, expected] of cases) {
        const res = await call('POST', '/api/admin/price-items', form);
        expect(res.statusCode, res.body).toBe(201);
        const item = res.json() as PriceItemView;
        expect(item).toMatchObject({ ...expected, kind: form.kind, name: form.name, active: true });
        const event = await latestEvent();
        expect(event).toMatchObject({ type: 'price-item.created', subjectType: 'price_item', subjectId: item.id });
        expect(event?.summary).toContain(form.name);
      }
      // A new item without a position goes to the end.
      const list = await items();
      expect(list.at(-1)?.name).toBe('Tablet case');
      expect(new Set(list.map((item) => item.position)).size).toBe(list.length);
    });

    it('refuses what a kind needs but lacks, with the field and its message, and stores nothing', async () => {
      const before = await snapshot();
      const cases: [PriceItemFormValues, string, string][] = [
        [{ ...blank, kind: 'package', amount: '195' }, 'hours', M.hoursInvalid],
        [{ ...blank, kind: 'package', amount: '195', hours: '2.1' }, 'hours', M.hoursInvalid],
        [{ ...blank, kind: 'package', hours: '3' }, 'amount', M.amountRequired],
        [{ ...blank, kind: 'hourly', amount: 'sixty' }, 'amount', 'Please enter an amount like 195.00'],
        [{ ...blank, kind: 'travel', amount: '20' }, 'county', M.countyRequired],
        [{ ...blank, kind: 'travel', amount: '20', county: 'Atlantis' }, 'county', M.countyRequired],
        [{ ...blank, kind: 'notary', amount: '10.01' }, 'amount', M.notaryCap],
        [{ ...blank, kind: 'discount' }, 'percent', M.discountEither],
        [{ ...blank, kind: 'discount', percent: '10', amount: '5' }, 'percent', M.discountNotBoth],
        [{ ...blank, kind: 'discount', percent: '120' }, 'percent', 'Please enter a percentage between 0.01 and 100'],
        [{ ...blank, kind: 'item' }, 'amount', M.amountRequired],
        [{ ...blank, amount: '5', name: '  ' }, 'name', M.nameRequired],
        [{ ...blank, amount: '5', nameEs: '' }, 'nameEs', M.nameEsRequired],
        [{ ...blank, amount: '5', position: '-1' }, 'position', M.positionInvalid],
        [{ ...blank, kind: 'coupon' as 'item', amount: '5' }, 'kind', M.kindInvalid],
      ];
      for (const [form, field, message] of cases) {
        const res = await call('POST', '/api/admin/price-items', form);
        expect(res.statusCode, JSON.stringify(form)).toBe(400);
        const body = res.json() as { message: string; errors?: Record<string, string> };
        expect(JSON.stringify(body), JSON.stringify(form)).toContain(message);
        expect(JSON.stringify(body)).toContain(field);
      }
      expect(await snapshot()).toEqual(before);
    });

    it('edits an item, keeping its place unless told, and 404s a missing one', async () => {
      const item = await threeHours();
      const res = await call('PUT', `/api/admin/price-items/${item.id}`, { ...formOf(item), amount: '205' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ id: item.id, amountCents: 20500, minutes: 180, position: item.position });
      expect(await latestEvent()).toMatchObject({ type: 'price-item.updated', subjectId: item.id });
      expect((await latestEvent())?.summary).toContain('$205.00');
      const moved = await call('PUT', `/api/admin/price-items/${item.id}`, { ...formOf(item), position: '9' });
      expect(moved.json()).toMatchObject({ position: 9 });

      for (const id of ['999999', 'abc']) {
        const missing = await call('PUT', `/api/admin/price-items/${id}`, formOf(item));
        expect(missing.statusCode).toBe(404);
        expect(missing.json()).toEqual({ code: 'price_not_found', message: M.notFound });
      }
      expect((await call('POST', '/api/admin/price-items/999999/deactivate')).statusCode).toBe(404);
    });

    it('deactivates and reactivates, never deletes; the public list shows active items only', async () => {
      const item = await threeHours();
      const before = await publicList();
      expect(before.packages.map((p) => [p.name, p.nameEs, p.amountCents, p.popular])).toEqual([
        ['3-Hour Package', 'Paquete de 3 horas', 19500, true],
        ['5-Hour Package', 'Paquete de 5 horas', 32500, false],
      ]);

      const off = await call('POST', `/api/admin/price-items/${item.id}/deactivate`);
      expect(off.statusCode).toBe(200);
      expect(off.json()).toMatchObject({ id: item.id, active: false });
      expect(await latestEvent()).toMatchObject({ type: 'price-item.deactivated', subjectId: item.id });
      expect((await items()).find((i) => i.id === item.id)?.active).toBe(false);
      expect((await publicList()).packages.map((p) => p.name)).toEqual(['5-Hour Package']);

      // Asking again changes nothing and records nothing.
      const events = (await snapshot()).events.length;
      expect((await call('POST', `/api/admin/price-items/${item.id}/deactivate`)).statusCode).toBe(200);
      expect((await snapshot()).events.length).toBe(events);

      const on = await call('POST', `/api/admin/price-items/${item.id}/reactivate`);
      expect(on.json()).toMatchObject({ active: true });
      expect(await latestEvent()).toMatchObject({ type: 'price-item.reactivated' });
      expect((await publicList()).packages.map((p) => p.name)).toEqual(['3-Hour Package', '5-Hour Package']);
    });
  });

  describe('the public list', () => {
    it('says what the landing notes need, from active items and the rules', async () => {
      expect(await publicList()).toMatchObject({
        minimumMinutes: 180,
        travelFees: false,
        notaryFeeCents: 1000,
        discounts: false,
      });
      const travel = (
        await call('POST', '/api/admin/price-items', { ...blank, kind: 'travel', amount: '20', county: 'Pasco' })
      ).json() as PriceItemView;
      const discount = (
        await call('POST', '/api/admin/price-items', { ...blank, kind: 'discount', percent: '10' })
      ).json() as PriceItemView;
      const notary = (await items()).find((i) => i.kind === 'notary') as PriceItemView;
      await call('PUT', `/api/admin/price-items/${notary.id}`, { ...formOf(notary), amount: '5' });
      // A package not marked for the landing page stays off it.
      await call('POST', '/api/admin/price-items', {
        ...blank,
        kind: 'package',
        name: 'Private day',
        amount: '900',
        hours: '10',
      });
      let list = await publicList();
      expect(list).toMatchObject({ travelFees: true, discounts: true, notaryFeeCents: 500 });
      expect(list.packages.map((p) => p.name)).not.toContain('Private day');

      for (const id of [travel.id, discount.id, notary.id])
        await call('POST', `/api/admin/price-items/${id}/deactivate`);
      list = await publicList();
      expect(list).toMatchObject({ travelFees: false, discounts: false, notaryFeeCents: null });
    });
  });

  describe('billing rules', () => {
    it('reads the defaults, saves new rules with an event, and the public list follows', async () => {
      expect((await call('GET', '/api/admin/billing-rules')).json()).toEqual({
        minimumMinutes: 180,
        dueDays: 14,
        quoteValidDays: 30,
      });
      const res = await call('PUT', '/api/admin/billing-rules', {
        minimumHours: '2.5',
        dueDays: '30',
        quoteValidDays: '45',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ minimumMinutes: 150, dueDays: 30, quoteValidDays: 45 });
      expect(await t.app.repos.priceList.rules()).toEqual({ minimumMinutes: 150, dueDays: 30, quoteValidDays: 45 });
      expect(await latestEvent()).toMatchObject({ type: 'billing.rules-changed', actorId: admin.user.id });
      expect((await publicList()).minimumMinutes).toBe(150);
      // Saved again: the rows are replaced, not added.
      await call('PUT', '/api/admin/billing-rules', { minimumHours: '0', dueDays: '0', quoteValidDays: '1' });
      expect(await t.app.repos.priceList.rules()).toEqual({ minimumMinutes: 0, dueDays: 0, quoteValidDays: 1 });
    });

    it('refuses rules out of range and changes nothing', async () => {
      const before = await snapshot();
      for (const [body, message] of [
        [{ minimumHours: '13', dueDays: '14', quoteValidDays: '30' }, M.minimumInvalid],
        [{ minimumHours: '2.2', dueDays: '14', quoteValidDays: '30' }, M.minimumInvalid],
        [{ minimumHours: '3', dueDays: '121', quoteValidDays: '30' }, M.dueDaysInvalid],
        [{ minimumHours: '3', dueDays: '1.5', quoteValidDays: '30' }, M.dueDaysInvalid],
        [{ minimumHours: '3', dueDays: '14', quoteValidDays: '0' }, M.validDaysInvalid],
      ] as const) {
        const res = await call('PUT', '/api/admin/billing-rules', body);
        expect(res.statusCode).toBe(400);
        expect(res.body).toContain(message);
      }
      expect(await snapshot()).toEqual(before);
    });
  });
});
