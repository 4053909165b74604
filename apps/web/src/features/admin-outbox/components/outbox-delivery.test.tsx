import type { OutboxEmailView } from '@ta/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OutboxDelivery } from './outbox-delivery';

const email = (changes: Partial<OutboxEmailView>): OutboxEmailView => ({
  id: 9,
  to: 'rose@example.com',
  subject: 'Your visit',
  text: 'Hello',
  kind: 'test',
  status: 'queued',
  error: null,
  createdAt: '2026-11-29T15:00:00.000Z',
  sentAt: null,
  attachments: [],
  tries: 0,
  nextTryAt: null,
  canSendAgain: false,
  ...changes,
});

const render = (view: OutboxEmailView) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <OutboxDelivery email={view} />
    </QueryClientProvider>,
  );

describe('OutboxDelivery', () => {
  it('says how often a waiting message was tried and when it is tried next', () => {
    const html = render(email({ tries: 2, nextTryAt: '2026-11-29T15:04:00.000Z', error: 'The mail server…' }));
    expect(html).toContain('Tried 2 times; next try');
    expect(html).toMatch(/<time[^>]*2026-11-29T15:04:00.000Z/);
    expect(html).not.toContain('Send again');
  });

  it('offers Send again for a failed message the reader may send, named for screen readers', () => {
    const html = render(email({ status: 'failed', tries: 1, canSendAgain: true }));
    expect(html).toContain('Tried once');
    expect(html).toMatch(/<button[^>]*type="button"[^>]*>.*Send again.*the e-mail “Your visit” to rose@example.com/s);
    expect(html).toContain('role="status"');
  });

  it('says nothing of tries for a message sent at the first try, and offers nothing staff may not do', () => {
    expect(render(email({ status: 'sent', tries: 1 }))).not.toContain('Tried');
    expect(render(email({ status: 'failed', tries: 3, canSendAgain: false }))).not.toContain('Send again');
  });
});
