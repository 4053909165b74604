import { addDaysToDate, businessToday, SERVICE_PLAN_MESSAGES, weekdayOf, type ServicePlan } from '@ta/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderedInput } from '../../../../test/echo-web-root.js';
import { engines } from '../../../../test/fresh-database.js';
import { cookieHeader, createStaff, registerClient, type TestApp } from '../../../../test/helper.js';
import { buildPageApp, postForm } from '../../../../test/page-form-posts.js';
import { setServiceRules, setStaffHours, WORKDAYS } from '../../../../test/support/booking.js';

const SERVICE = 1;

function nextTuesday(): string {
  let day = addDaysToDate(businessToday(), 3);
  while (weekdayOf(day) !== 2) day = addDaysToDate(day, 1);
  return day;
}

/** The standing-visits page's forms without JavaScript (docs/service-plans.md), on both engines. */
describe.each(engines)('standing visits without JavaScript on %s', (engine) => {
  let t: TestApp;
  const first = nextTuesday();

  beforeAll(async () => {
    t = await buildPageApp(engine, { rateLimits: false });
    const staff = await createStaff(t);
    await setServiceRules(t, SERVICE, { bookingMode: 'instant', atHome: false, bufferBefore: 0, bufferAfter: 0 });
    await setStaffHours(t, staff.user.id, WORKDAYS, '08:00', '18:00');
  });
  afterAll(() => t.close());

  const plans = async (cookie: string) =>
    (
      await t.app.inject({ method: 'GET', url: '/api/user/plans', headers: cookieHeader(t, cookie) })
    ).json() as ServicePlan[];

  it('sets one up, skips a visit, pauses, ends the pause, changes and stops, each back on the page saying so', async () => {
    const client = await registerClient(t);
    const headers = cookieHeader(t, client.cookie);
    const made = await postForm(
      t,
      '/plans',
      {
        _form: 'plan-new',
        serviceTypeId: String(SERVICE),
        repeats: 'weekly',
        startsOn: first,
        endsOn: addDaysToDate(first, 21),
        days: '',
        startTime: '10:00',
        county: '',
        location: '',
      },
      headers,
    );
    expect(made.statusCode, made.body).toBe(303);
    const [plan] = await plans(client.cookie);
    expect(made.headers.location).toBe(`/plans?done=created#plan-${plan!.id}`);
    expect(plan!.upcoming.map((d) => d.state)).toEqual(['booked', 'booked', 'booked', 'booked']);

    const planId = String(plan!.id);
    const second = addDaysToDate(first, 7);
    const skipped = await postForm(t, '/es/plans', { _form: 'plan-skip', planId, day: second }, headers);
    expect(skipped.statusCode).toBe(303);
    expect(skipped.headers.location).toBe(`/es/plans?done=skipped#plan-${planId}`);

    const paused = await postForm(
      t,
      '/plans',
      { _form: 'plan-pause', planId, firstDay: addDaysToDate(first, 14), lastDay: addDaysToDate(first, 14) },
      headers,
    );
    expect(paused.statusCode).toBe(303);
    const afterPause = (await plans(client.cookie))[0]!;
    expect(afterPause.upcoming.map((d) => d.state)).toEqual(['booked', 'skipped', 'paused', 'booked']);

    const ended = await postForm(
      t,
      '/plans',
      { _form: 'plan-pause-end', planId, pauseId: String(afterPause.pauses[0]!.id) },
      headers,
    );
    expect(ended.headers.location).toBe(`/plans?done=resumed#plan-${planId}`);
    const changed = await postForm(
      t,
      '/plans',
      { _form: 'plan-change', planId, startTime: '11:00', endsOn: addDaysToDate(first, 21) },
      headers,
    );
    expect(changed.headers.location).toBe(`/plans?done=changed#plan-${planId}`);
    expect((await plans(client.cookie))[0]!.startTime).toBe('11:00');
    const stopped = await postForm(t, '/plans', { _form: 'plan-stop', planId }, headers);
    expect(stopped.headers.location).toBe(`/plans?done=stopped#plan-${planId}`);
    expect((await plans(client.cookie))[0]!.active).toBe(false);
  });

  it('shows the page again with what to fix, refuses another client’s plan, and sends the signed-out to sign in', async () => {
    const client = await registerClient(t);
    const headers = cookieHeader(t, client.cookie);
    const wrong = await postForm(
      t,
      '/plans',
      { _form: 'plan-new', serviceTypeId: '', repeats: 'days', days: '', startTime: '10:00' },
      headers,
    );
    expect(wrong.statusCode).toBe(400);
    expect(renderedInput(wrong.body).form?.errors).toMatchObject({
      serviceTypeId: SERVICE_PLAN_MESSAGES.serviceRequired,
      days: SERVICE_PLAN_MESSAGES.daysRequired,
    });
    expect(await plans(client.cookie)).toEqual([]);

    const other = await registerClient(t);
    await postForm(
      t,
      '/plans',
      {
        _form: 'plan-new',
        serviceTypeId: String(SERVICE),
        repeats: 'weekly',
        startsOn: first,
        endsOn: first,
        startTime: '16:00',
      },
      cookieHeader(t, other.cookie),
    );
    const theirs = (await plans(other.cookie))[0]!;
    const refused = await postForm(t, '/plans', { _form: 'plan-stop', planId: String(theirs.id) }, headers);
    expect(refused.statusCode).toBe(404);
    expect((await plans(other.cookie))[0]!.active).toBe(true);

    const signedOut = await postForm(t, '/plans', { _form: 'plan-stop', planId: String(theirs.id) });
    expect(signedOut.statusCode).toBe(303);
    expect(signedOut.headers.location).toBe(`/auth?next=${encodeURIComponent('/plans')}`);
  });
});
