import type { SessionUser } from '@ta/shared';
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
const URL_ONCE = 'https://trusted.example.com/calendar/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG.ics';

/** The account page as the server renders it, with the calendar feed's state as the API would answer it. */
function pageWith(feed: unknown, user: SessionUser = client) {
  const api = async (path: string) => {
    if (path === '/api/calendar-feed') return { status: 200, body: feed };
    if (path === '/api/user/visit-notices') return { status: 200, body: { visitNotices: [] } };
    return { status: 404, body: {} };
  };
  return { api, user, origin };
}

const none = { active: false, createdAt: null, lastUsedAt: null };
const made = { active: true, createdAt: '2026-11-24T15:00:00.000Z', lastUsedAt: null };

describe('Calendar on your phone (account page)', () => {
  it('offers to make an address, with a form that posts to the page without JavaScript', async () => {
    const { html } = await render({ url: '/profile', ...pageWith(none) });
    expect(html).toContain('Calendar on your phone');
    expect(html).toContain('Make my calendar address');
    expect(html).not.toContain('Stop the calendar');
    expect(html).toMatch(/<form[^>]*action="\/profile" method="post"/);
    expect(html).toContain('value="calendar-feed-make"');
  });

  it('says there is an address, never showing it, with renew and stop', async () => {
    const { html } = await render({ url: '/es/profile', ...pageWith(made) });
    expect(html).toContain('Usted tiene una dirección de calendario');
    expect(html).toContain('Ningún calendario la ha leído todavía.');
    expect(html).toContain('Crear una dirección nueva (la anterior deja de funcionar)');
    expect(html).toContain('Detener el calendario');
    expect(html).toMatch(/<form[^>]*action="\/es\/profile" method="post"/);
    expect(html).not.toContain('/calendar/');
  });

  it('shows the new address once in the page answering the post, with the webcal link and the steps', async () => {
    const { html } = await render({
      url: '/profile',
      ...pageWith(made),
      form: {
        form: 'calendar-feed-make',
        values: {},
        errors: {},
        message: null,
        outcome: { ...made, url: URL_ONCE, webcalUrl: URL_ONCE.replace('https://', 'webcal://') },
      },
    });
    expect(html).toContain('Your calendar address is ready');
    const field = new RegExp(`<input[^>]*value="${URL_ONCE}"[^>]*>`).exec(html)?.[0] ?? '';
    expect(field).toMatch(/readOnly=""/i);
    expect(html).toContain(`href="${URL_ONCE.replace('https://', 'webcal://')}"`);
    expect(html).toContain('On an iPhone or iPad');
    expect(html).toContain('On an Android phone (Google Calendar)');
  });

  it('is not offered to someone helping with another person’s account', async () => {
    const helper: SessionUser = {
      ...client,
      id: 5,
      actingFor: { clientId: 2, name: 'Mary Smith', rights: ['appointments'] },
    };
    const { html } = await render({ url: '/profile', ...pageWith(none, helper) });
    expect(html).not.toContain('Calendar on your phone');
  });
});
