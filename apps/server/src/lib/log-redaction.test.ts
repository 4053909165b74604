import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction.js';

describe('redactUrl', () => {
  it('hides reset tokens, codes and tracking codes', () => {
    expect(redactUrl('/reset-password?token=abc_DEF-123')).toBe('/reset-password?token=[hidden]');
    expect(redactUrl('/track-request?token=TA-ABCD-EFGH&x=1')).toBe('/track-request?token=[hidden]&x=1');
    expect(redactUrl('/sign-in?Code=123456')).toBe('/sign-in?Code=[hidden]');
    expect(redactUrl('/x?%74oken=abc')).toBe('/x?%74oken=[hidden]');
    expect(redactUrl('/api/contact/track/TA-ABCD-EFGH')).toBe('/api/contact/track/[hidden]');
    expect(redactUrl('/api/contact/track/TA-ABCD-EFGH?x=1')).toBe('/api/contact/track/[hidden]?x=1');
    expect(redactUrl('/api/circle/invitations/abc_DEF-123/accept-new')).toBe(
      '/api/circle/invitations/[hidden]/accept-new',
    );
    expect(redactUrl('/circle/accept/abc_DEF-123')).toBe('/circle/accept/[hidden]');
    expect(redactUrl('/es/circle/accept/abc_DEF-123?x=1')).toBe('/es/circle/accept/[hidden]?x=1');
    const id = 'chat_0b8e7f0e-3c1a-4d2b-9f6e-1a2b3c4d5e6f';
    expect(redactUrl(`/api/chat/${id}`)).toBe('/api/chat/chat_[hidden]');
    expect(redactUrl(`/admin/chat?conversation=${id}`)).toBe('/admin/chat?conversation=chat_[hidden]');
  });

  it('hides a circle invitation’s token in its page, its API calls and a sign-in page on the way back', () => {
    const token = 'k3Y_abcdefghijklmnopqrstuv';
    expect(redactUrl(`/circle/accept/${token}`)).toBe('/circle/accept/[hidden]');
    expect(redactUrl(`/es/circle/accept/${token}?x=1`)).toBe('/es/circle/accept/[hidden]?x=1');
    expect(redactUrl(`/api/circle/invitations/${token}/accept-new`)).toBe(
      '/api/circle/invitations/[hidden]/accept-new',
    );
    expect(redactUrl(`/auth?next=%2Fcircle%2Faccept%2F${token}`)).toBe('/auth?next=%2Fcircle%2Faccept%2F[hidden]');
    expect(redactUrl(`/auth?next=/circle/accept/${token}&tab=register`)).toBe(
      '/auth?next=/circle/accept/[hidden]&tab=register',
    );
  });

  it('hides a calendar feed’s token, the whole key to someone’s visits', () => {
    const token = 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
    expect(redactUrl(`/calendar/${token}.ics`)).toBe('/calendar/[hidden]');
    expect(redactUrl(`/calendar/${token}.ics?x=1`)).toBe('/calendar/[hidden]?x=1');
  });

  it('hides a quote link’s token, in its page (either language) and its API calls', () => {
    const token = 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
    expect(redactUrl(`/quote/${token}`)).toBe('/quote/[hidden]');
    expect(redactUrl(`/es/quote/${token}?sent=approved`)).toBe('/es/quote/[hidden]?sent=approved');
    expect(redactUrl(`/api/quote-links/${token}/approve`)).toBe('/api/quote-links/[hidden]/approve');
    expect(redactUrl('/quotes/12')).toBe('/quotes/12');
  });

  it('hides a newsletter link’s token and an unsubscribe link’s signature, keeping the subscription’s number', () => {
    const signature = 'a'.repeat(64);
    expect(redactUrl('/newsletter/confirm?token=abc')).toBe('/newsletter/confirm?token=[hidden]');
    expect(redactUrl(`/api/newsletter/unsubscribe?s=12&t=${signature}`)).toBe(
      '/api/newsletter/unsubscribe?s=12&t=[hidden]',
    );
    expect(redactUrl(`/es/newsletter/unsubscribe?s=12&t=${signature}`)).toBe(
      '/es/newsletter/unsubscribe?s=12&t=[hidden]',
    );
  });

  it('leaves other URLs as they are', () => {
    for (const url of ['/', '/blog?page=2', '/admin/contacts?search=token', '/x?token', '/x?a=%E0%A4%A&b=2']) {
      expect(redactUrl(url)).toBe(url);
    }
  });
});
