import type { CircleContact, CircleInvitation, CircleLogEntry, HelpedAccount, SessionUser } from '@ta/shared';
import { describe, expect, it } from 'vitest';
import { render } from '../../entry-server';

const client: SessionUser = {
  id: 2,
  username: 'mary',
  email: 'mary@example.com',
  firstName: 'Mary',
  lastName: 'Smith',
  role: 'client',
};
const helper: SessionUser = {
  ...client,
  id: 5,
  username: 'anna',
  email: 'anna@example.com',
  firstName: 'Anna',
  lastName: 'Lee',
  actingFor: { clientId: 2, name: 'Mary Smith', rights: ['appointments'] },
};
const origin = 'https://trusted.example.com';
const TOKEN = 'k3Y_abcdefghijklmnopqrstuvwxyz0123456789';

const contact = (overrides: Partial<CircleContact>): CircleContact => ({
  id: 3,
  name: 'Anna Lee',
  email: 'anna@example.com',
  rights: ['appointments', 'reports'],
  visitNotices: ['on_my_way'],
  status: 'active',
  invitedAt: '2026-11-20T15:00:00.000Z',
  inviteExpiresAt: null,
  acceptedAt: '2026-11-21T15:00:00.000Z',
  removedAt: null,
  addedBy: 'client',
  consentMethod: null,
  consentNote: null,
  lastActiveAt: null,
  ...overrides,
});
const circle: CircleContact[] = [
  contact({}),
  contact({
    id: 4,
    name: 'Tom Smith',
    email: 'tom@example.com',
    rights: ['requests'],
    status: 'invited',
    acceptedAt: null,
    inviteExpiresAt: '2099-12-01T15:00:00.000Z',
    addedBy: 'staff',
    consentMethod: 'phone',
    consentNote: 'Said yes on the phone, Nov 20.',
  }),
];
const log: CircleLogEntry[] = [
  {
    at: '2026-11-24T20:10:00.000Z',
    actorName: 'Anna Lee',
    contactName: null,
    action: 'visit.report-viewed',
    summary: 'Anna Lee viewed a report',
  },
  {
    at: '2026-11-24T19:00:00.000Z',
    actorName: 'Anna Lee',
    contactName: null,
    action: 'something_new',
    summary: 'Anna Lee did a new thing',
  },
];
const helped: HelpedAccount[] = [
  { clientId: 2, name: 'Mary Smith', rights: ['appointments'], visitNotices: ['done'], smsKinds: [] },
  { clientId: 8, name: 'Joe Brown', rights: ['reports'], visitNotices: [], smsKinds: [] },
];
const invitation: CircleInvitation = {
  clientName: 'Mary Smith',
  name: 'Anna Lee',
  email: 'anna@example.com',
  rights: ['appointments', 'notices'],
  hasAccount: false,
};

/** The API as the server reads it for the page (as the visitor). */
function apiWith(answers: Record<string, { status: number; body: unknown }>) {
  const asked: string[] = [];
  const api = async (path: string) => {
    asked.push(path);
    return answers[path] ?? { status: 404, body: { message: 'Not found' } };
  };
  return { api, asked };
}
const ok = (body: unknown) => ({ status: 200, body });

describe('My circle (/circle)', () => {
  const { api } = apiWith({
    '/api/circle': ok(circle),
    '/api/circle/log': ok(log),
    '/api/circle/accounts': ok([]),
  });

  it('is for signed-in clients', async () => {
    expect((await render({ url: '/circle', user: null, origin, api })).redirect).toBe('/auth?next=%2Fcircle');
  });

  it('lists the circle with each status, how staff added someone, the log, and the invite form', async () => {
    const { html, head } = await render({ url: '/circle', user: client, origin, api });
    expect(head).toContain('<title>My circle');
    expect(html).toContain('Anna Lee');
    expect(html).toMatch(/Active since November 21, 2026/);
    expect(html).toMatch(/Invited — the invitation expires on December 1, 2099/);
    expect(html).toContain('Added by our office with your consent (by phone)');
    expect(html).toContain('See your appointments and when we are on the way');
    // Before the script runs, Remove is a link to the page's own confirmation.
    expect(html).toMatch(/href="\/circle\?remove=3"/);
    // The log: a known action in the page's words, an unknown one in the log's own.
    expect(html).toContain('Anna Lee viewed a home-check report');
    expect(html).toContain('Anna Lee did a new thing');
    // The invite form posts to the page with the schema's field names.
    for (const name of ['_form', 'name', 'email', 'rights', 'visitNotices']) expect(html).toContain(`name="${name}"`);
    expect(html).toContain('value="circle-invite"');
    expect(html).toMatch(/href="\/circle"[^>]*>.*?My circle/s);
  });

  it('asks before removing someone, with a form that works without JavaScript', async () => {
    const { html } = await render({ url: '/circle?remove=3', user: client, origin, api });
    expect(html).toContain('Remove Anna Lee?');
    expect(html).toContain('access ends at once');
    expect(html).toMatch(/<form[^>]*action="\/circle\?remove=3" method="post"/);
    expect(html).toContain('value="circle-remove"');
  });

  it('shows the problems of an invite sent without JavaScript, with what was typed and ticked', async () => {
    const { html } = await render({
      url: '/circle',
      user: client,
      origin,
      api,
      form: {
        form: 'circle-invite',
        values: { name: 'Tom', email: 'mary@example.com', rights: 'requests,act', visitNotices: '' },
        errors: { email: 'This is your own email address. Please enter the address of the person you trust.' },
        message: null,
      },
    });
    expect(html).toContain('The invitation was not sent');
    expect(html).toContain('value="mary@example.com"');
    expect(html).toMatch(/value="requests"[^>]*checked|checked[^>]*value="requests"/);
    expect(html).not.toMatch(/value="reports"[^>]*checked=""/);
  });

  it('is in Spanish at /es/circle', async () => {
    const { html } = await render({ url: '/es/circle', user: client, origin, api });
    expect(html).toContain('Mi círculo');
    expect(html).toContain('Agregado por nuestra oficina con su consentimiento (por teléfono)');
  });
});

describe('the invitation page (/circle/accept/:token)', () => {
  const read = (body: CircleInvitation | null) =>
    apiWith({ [`/api/circle/invitations/${TOKEN}`]: body ? ok(body) : { status: 404, body: {} } });

  it('shows who invites and what they may do, and the new-account form for a new address', async () => {
    const { html } = await render({ url: `/circle/accept/${TOKEN}`, user: null, origin, api: read(invitation).api });
    expect(html).toContain('Mary Smith invites you, Anna Lee, to help with their account.');
    expect(html).toContain('See Mary Smith&#x27;s appointments and when we are on the way');
    expect(html).toContain('Create your account');
    for (const name of ['firstName', 'lastName', 'password', 'confirmPassword']) {
      expect(html).toContain(`name="${name}"`);
    }
    expect(html).toContain('value="circle-accept-new"');
  });

  it('sends someone with an account to sign in and come back', async () => {
    const { html } = await render({
      url: `/circle/accept/${TOKEN}`,
      user: null,
      origin,
      api: read({ ...invitation, hasAccount: true }).api,
    });
    expect(html).toContain('Sign in to accept');
    expect(html).toContain(`href="/auth?next=%2Fcircle%2Faccept%2F${TOKEN}"`);
  });

  it('offers Accept to someone signed in', async () => {
    const { html } = await render({ url: `/circle/accept/${TOKEN}`, user: client, origin, api: read(invitation).api });
    expect(html).toContain('value="circle-accept"');
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>.*?Accept<\/button>/s);
  });

  it('says plainly when the link is not valid, without asking about a token that cannot be one', async () => {
    const gone = await render({ url: `/circle/accept/${TOKEN}`, user: null, origin, api: read(null).api });
    expect(gone.html).toContain('This invitation is not valid or has expired.');
    const { api, asked } = apiWith({});
    const short = await render({ url: '/circle/accept/abc', user: null, origin, api });
    expect(short.html).toContain('This invitation is not valid or has expired.');
    expect(asked).toEqual([]);
  });
});

describe('helping with someone’s account', () => {
  const { api } = apiWith({ '/api/circle/accounts': ok(helped) });

  it('says whose account it is on every page, with the way back, and offers the other accounts', async () => {
    const { html } = await render({ url: '/appointments', user: helper, origin, api });
    expect(html).toContain('data-testid="circle-acting-banner"');
    expect(html).toMatch(/You are helping with <strong[^>]*>Mary Smith&#x27;s<\/strong> account/);
    // Anna helps Joe Brown too: her circle page offers his account (and the banner's switcher, once loaded).
    const own = await render({ url: '/circle', user: helper, origin, api });
    expect(own.html).toContain('You are helping with this account now');
    expect(own.html).toContain('Help with Joe Brown&#x27;s account');
    expect(own.html).toContain('value="circle-acting"');
    expect(own.html).not.toContain('Invite someone you trust');
    expect(html).toContain('Back to my own account');
  });

  it('offers only the pages the rights cover, and explains the others', async () => {
    const { html } = await render({ url: '/properties', user: helper, origin, api });
    expect(html).toContain('This page is not shared with you');
    expect(html).toContain('Mary Smith has not given you access to this.');
    expect(html).not.toMatch(/href="\/properties"/);
    expect(html).toMatch(/href="\/appointments"/);
    const profile = await render({ url: '/profile', user: helper, origin, api });
    expect(profile.html).toContain('This page is not shared with you');
  });

  it('shows the dashboard of the helped account with what the helper may do', async () => {
    const { html } = await render({ url: '/dashboard', user: helper, origin, api });
    expect(html).toContain('Mary Smith&#x27;s account</h1>');
    expect(html).toContain('See Mary Smith&#x27;s appointments and when we are on the way');
  });

  it('says when the access has ended', async () => {
    const ended: SessionUser = { ...helper, actingFor: null, actingEnded: true };
    const { html } = await render({ url: '/dashboard', user: ended, origin, api });
    expect(html).toContain('Your access to this account has ended.');
    expect(html).toContain('data-testid="circle-ended-banner"');
  });
});
