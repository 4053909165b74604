import type { AdminBlogPost, NewsletterSend, SubscriberList } from '@ta/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { withIntl } from '../../../i18n/test-intl';
import { queryKeys } from '../../../lib/query-keys';
import { sendQuestion } from '../newsletter-words';
import { PostNewsletterSection } from './post-newsletter-section';
import { SubscribersOverview } from './subscribers-overview';

/** The page's text, tags dropped and entities read, so the words are asserted as shown. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

function render(node: ReactNode, fill: (client: QueryClient) => void = () => {}) {
  const client = new QueryClient();
  fill(client);
  return renderToStaticMarkup(
    withIntl(
      <QueryClientProvider client={client}>
        <Router ssrPath="/admin/newsletter">{node}</Router>
      </QueryClientProvider>,
    ),
  );
}

const post: Pick<AdminBlogPost, 'id' | 'title' | 'published'> = {
  id: 4,
  title: 'Hurricane checklist',
  published: true,
};

const sent: NewsletterSend = {
  sentAt: '2027-03-05T14:30:00.000Z',
  sentBy: 'Ann Admin',
  recipients: 120,
  delivered: 110,
  failed: 2,
  waiting: 8,
  unsubscribedSince: 3,
};

const withSend = (value: NewsletterSend | null) => (client: QueryClient) =>
  client.setQueryData(queryKeys.newsletter.postSend(post.id), value);

describe('the blog editor’s Newsletter section', () => {
  it('asks to publish a draft first, with no buttons', () => {
    const html = render(<PostNewsletterSection post={{ ...post, published: false }} role="admin" />, withSend(null));
    const shown = text(html);
    expect(shown).toContain('Newsletter');
    expect(shown).toContain('Publish the post to send it to your subscribers.');
    expect(html).not.toContain('<button');
  });

  it('offers a published post’s preview and its sending, asking first with the count', () => {
    const shown = text(render(<PostNewsletterSection post={post} role="admin" />, withSend(null)));
    expect(shown).toContain('Send me a preview');
    expect(shown).toContain('Send to subscribers');
    expect(shown).not.toContain('A preview was sent');
    expect(sendQuestion('Hurricane checklist', 57)).toBe(
      'Send “Hurricane checklist” to 57 subscribers? A post can be sent once.',
    );
    expect(sendQuestion('Tips', 1)).toBe('Send “Tips” to 1 subscriber? A post can be sent once.');
  });

  it('shows a sent post’s figures, and no send button', () => {
    const html = render(<PostNewsletterSection post={post} role="admin" />, withSend(sent));
    const shown = text(html);
    expect(shown).toContain(
      'Sent on March 5, 2027 at 9:30 AM by Ann Admin to 120 subscribers: 110 delivered, 8 waiting, 2 failed. 3 unsubscribed since.',
    );
    expect(shown).not.toContain('Send to subscribers');
    expect(html).not.toContain('<button');
  });

  it('shows staff nothing', () => {
    expect(render(<PostNewsletterSection post={post} role="staff" />, withSend(sent))).toBe('');
  });
});

const list: SubscriberList = {
  items: [
    {
      id: 2,
      email: 'rose@example.com',
      name: 'Rose Miller',
      language: 'es',
      state: 'subscribed',
      createdAt: '2027-02-01T15:00:00.000Z',
      confirmedAt: '2027-02-01T15:10:00.000Z',
      unsubscribedAt: null,
    },
    {
      id: 1,
      email: 'tom@example.com',
      name: null,
      language: 'en',
      state: 'waiting',
      createdAt: '2027-01-20T15:00:00.000Z',
      confirmedAt: null,
      unsubscribedAt: null,
    },
  ],
  total: 2,
  page: 1,
  pageSize: 50,
  subscribed: 1,
};

const overview = (search: string, data: SubscriberList = list) =>
  render(<SubscribersOverview params={{ search, page: 1 }} list={data} onSearch={() => {}} onPage={() => {}} />);

describe('the Newsletter page', () => {
  it('says how many receive a post and how people join and leave, and links the CSV', () => {
    const html = overview('');
    const shown = text(html);
    expect(shown).toContain('1 person receives your posts.');
    expect(shown).toContain('confirm by e-mail');
    expect(shown).toContain('leave with one click');
    expect(html).toMatch(/<a href="\/api\/admin\/newsletter\/subscribers.csv" download=""[^>]*>/);
    expect(shown).toContain('Download CSV');
    expect(text(overview('', { ...list, subscribed: 57 }))).toContain('57 people receive your posts.');
  });

  it('lists each subscriber with the state in words and the dates', () => {
    const shown = text(overview(''));
    for (const header of ['E-mail', 'Name', 'Language', 'State', 'Signed up', 'Confirmed', 'Unsubscribed']) {
      expect(shown).toContain(header);
    }
    expect(shown).toContain('rose@example.com');
    expect(shown).toContain('Rose Miller');
    expect(shown).toContain('Spanish');
    expect(shown).toContain('Subscribed');
    expect(shown).toContain('Waiting for confirmation');
    expect(shown).toContain('February 1, 2027');
    expect(shown).toContain('2 people on the list');
  });

  it('searches with a plain GET form, showing the search and a way to clear it', () => {
    const html = overview('rose', { ...list, items: list.items.slice(0, 1), total: 1 });
    expect(html).toMatch(/<form[^>]*role="search"[^>]*action="\/admin\/newsletter"[^>]*method="get"/);
    expect(html).toMatch(/<input[^>]*name="search"[^>]*value="rose"/);
    expect(html).toMatch(/<label[^>]*for="[^"]+"[^>]*>Search by e-mail or name<\/label>/);
    const shown = text(html);
    expect(shown).toContain('1 matches “rose”');
    expect(shown).toContain('Clear search');
    expect(shown).not.toContain('tom@example.com');
  });

  it('says so when nobody matches', () => {
    const shown = text(overview('nobody', { ...list, items: [], total: 0 }));
    expect(shown).toContain('Nobody matches “nobody”.');
  });
});
