import type { ReferralView, SessionUser } from '@ta/shared';
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
const origin = 'https://trusted.example.com';

const referral = (discount: ReferralView['discount']): ReferralView => ({
  code: 'MARY-7K2P',
  link: `${origin}/auth?tab=register&ref=MARY-7K2P`,
  discount,
  friends: [],
});

/** The dashboard's reads, each answered empty but the referral one. */
function apiWith(view: ReferralView) {
  return async (path: string) => {
    if (path === '/api/user/referral') return { status: 200, body: view };
    if (path.startsWith('/api/')) return { status: 200, body: [] };
    return { status: 404, body: { message: 'Not found' } };
  };
}

/** The dashboard's tip to refer a friend says what the owner's price list gives, or is not there. */
describe('the dashboard’s referral tip', () => {
  it('says what both get and links to the client’s own link on the account page', async () => {
    const api = apiWith(
      referral({ name: 'Friend discount', nameEs: 'Descuento por amigo', percentBp: null, amountCents: 2500 }),
    );
    const { html } = await render({ url: '/dashboard', user: client, origin, api });
    expect(html).toContain('you both get $25.00 off your next invoice');
    expect(html).toContain('href="/profile#refer-a-friend"');
    expect(html).not.toContain('say your name');

    const es = await render({ url: '/es/dashboard', user: client, origin, api });
    expect(es.html).toContain('los dos reciben $25.00 de descuento');
    expect(es.html).toContain('href="/es/profile#refer-a-friend"');
  });

  it('is not offered while the owner gives no referral discount', async () => {
    const { html } = await render({ url: '/dashboard', user: client, origin, api: apiWith(referral(null)) });
    expect(html).not.toContain('Refer a friend');
    expect(html).not.toContain('refer-a-friend');
    expect(html).toContain('Subscribe to our newsletter');
  });
});
