// @vitest-environment happy-dom
import { BLOG_COMMENT_MESSAGES, type AdminBlogComment, type AdminBlogCommentPage } from '@ta/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withIntl } from '../../../i18n/test-intl';
import type { CommentListParams } from '../comment-params';
import { CommentModeration } from './comment-moderation';

const rose: AdminBlogComment = {
  id: 11,
  postId: 4,
  postTitle: 'Hurricane checklist',
  postSlug: 'hurricane-checklist',
  parentId: null,
  name: 'Rose Miller',
  email: 'rose@example.com',
  content: 'Thank you!\nDo you check <b>shutters</b> too?',
  status: 'waiting',
  fromBusiness: false,
  notify: true,
  createdAt: '2027-03-05T14:30:00.000Z',
};

const tom: AdminBlogComment = {
  ...rose,
  id: 12,
  parentId: 9,
  name: 'Tom Spammer',
  email: 'tom@example.com',
  content: 'Cheap pills at www.example.com',
  notify: false,
};

interface Call {
  method: string;
  url: string;
  body: unknown;
}

let calls: Call[];
/** What the fake server lists: the comments still waiting. */
let waiting: AdminBlogComment[];

function page(items: AdminBlogComment[]): AdminBlogCommentPage {
  return { items, total: items.length, page: 1, pageSize: 25, waiting: waiting.length };
}

beforeEach(() => {
  calls = [];
  waiting = [rose, tom];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = { method: init.method ?? 'GET', url, body: init.body ? JSON.parse(String(init.body)) : undefined };
      calls.push(call);
      if (call.method === 'GET') {
        const status = new URL(url, 'http://x').searchParams.get('status');
        return Response.json(page(status === 'waiting' ? waiting : []));
      }
      const id = Number(url.match(/blog-comments\/(\d+)/)?.[1]);
      if (id === 404)
        return Response.json(
          { message: 'This comment was not found', code: 'blog_comment_not_found' },
          { status: 404 },
        );
      // Every action takes the comment off the waiting list.
      waiting = waiting.filter((comment) => comment.id !== id);
      return new Response(null, { status: 204 });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show(params: Partial<CommentListParams> = {}) {
  const onView = vi.fn();
  render(
    withIntl(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <CommentModeration params={{ status: 'waiting', page: 1, comment: null, ...params }} onView={onView} />
      </QueryClientProvider>,
    ),
  );
  return onView;
}

const card = (name: string) => screen.getByRole('article', { name });
const posts = () => calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.url}`);

describe('the Comments page', () => {
  it('lists the waiting comments with their post, address, date, text as written, and what they are', async () => {
    show();
    const first = await screen.findByRole('article', { name: 'Rose Miller' });
    expect(screen.getByText('2 comments are waiting for a decision.')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Waiting 2' }).getAttribute('aria-selected')).toBe('true');
    const link = within(first).getByRole('link', { name: 'Hurricane checklist' });
    expect(link.getAttribute('href')).toBe('/blog/hurricane-checklist#comments');
    expect(within(first).getByText('rose@example.com')).toBeTruthy();
    expect(within(first).getByText('March 5, 2027 at 9:30 AM')).toBeTruthy();
    expect(within(first).getByText('Asked to be e-mailed when it is approved or answered')).toBeTruthy();
    // Plain text: the tags a reader typed are shown as typed, never as HTML.
    expect(first.querySelector('b')).toBeNull();
    expect(first.querySelector('blockquote')?.textContent).toBe(rose.content);
    const second = card('Tom Spammer');
    expect(within(second).getByText('Reply to a comment')).toBeTruthy();
    expect(within(second).getByText('Did not ask for an e-mail')).toBeTruthy();
  });

  it('approves a comment and says so in the page', async () => {
    show();
    const first = await screen.findByRole('article', { name: 'Rose Miller' });
    fireEvent.click(within(first).getByRole('button', { name: 'Approve the comment by Rose Miller' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'The comment by Rose Miller is approved: it is on the post’s page now.',
      ),
    );
    expect(posts()).toEqual(['POST /api/admin/blog-comments/11/approve']);
    // The list was read again: the comment has left it, and the count follows.
    expect(screen.queryByRole('article', { name: 'Rose Miller' })).toBeNull();
    expect(screen.getByText('1 comment is waiting for a decision.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('status'));
  });

  it('checks a reply with the shared schema, then publishes it', async () => {
    show();
    const first = await screen.findByRole('article', { name: 'Rose Miller' });
    fireEvent.click(within(first).getByRole('button', { name: 'Reply to Rose Miller' }));
    const box = within(first).getByLabelText('Your reply to Rose Miller');
    await waitFor(() => expect(document.activeElement).toBe(box));
    expect(within(first).getByText(/Rose Miller asked to be e-mailed and will be told/)).toBeTruthy();
    fireEvent.click(within(first).getByRole('button', { name: 'Publish reply' }));
    await waitFor(() => expect(within(first).getByText(BLOG_COMMENT_MESSAGES.contentRequired)).toBeTruthy());
    expect(posts()).toEqual([]);

    fireEvent.change(box, { target: { value: '  Yes, we check the shutters.  ' } });
    fireEvent.click(within(first).getByRole('button', { name: 'Publish reply' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Your reply to Rose Miller is published under the comment, and the comment is approved.',
      ),
    );
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/admin/blog-comments/11/reply',
      body: { content: 'Yes, we check the shutters.' },
    });
  });

  it('marks a comment as spam', async () => {
    show();
    const second = await screen.findByRole('article', { name: 'Tom Spammer' });
    fireEvent.click(within(second).getByRole('button', { name: 'Mark as spam the comment by Tom Spammer' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/Tom Spammer is marked as spam/));
    expect(posts()).toEqual(['POST /api/admin/blog-comments/12/spam']);
  });

  it('blocks an address after saying what that does', async () => {
    show();
    const second = await screen.findByRole('article', { name: 'Tom Spammer' });
    fireEvent.click(within(second).getByRole('button', { name: 'Block address of Tom Spammer' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Block this address?' });
    expect(within(dialog).getByText('tom@example.com')).toBeTruthy();
    expect(within(dialog).getByText('Their comments not yet approved move to Spam.')).toBeTruthy();
    expect(within(dialog).getByText(/Anything they send later is kept in Spam without telling them/)).toBeTruthy();
    expect(posts()).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block address' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/Tom Spammer’s address is blocked/));
    expect(posts()).toEqual(['POST /api/admin/blog-comments/12/block']);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('deletes a comment after asking; a failure stays in the dialog', async () => {
    waiting = [{ ...rose, id: 404 }, tom];
    show();
    const first = await screen.findByRole('article', { name: 'Rose Miller' });
    fireEvent.click(within(first).getByRole('button', { name: 'Delete the comment by Rose Miller' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this comment?' });
    expect(within(dialog).getByText(/and any replies under it are deleted for good/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete comment' }));
    await waitFor(() => expect(within(dialog).getByText('This comment was not found')).toBeTruthy());
    expect(within(dialog).getByText('The comment was not deleted')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    fireEvent.click(within(card('Tom Spammer')).getByRole('button', { name: 'Delete the comment by Tom Spammer' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete this comment?' })).getByRole('button', {
        name: 'Delete comment',
      }),
    );
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'The comment by Tom Spammer is deleted, with any replies under it.',
      ),
    );
    expect(posts()).toEqual(['DELETE /api/admin/blog-comments/404', 'DELETE /api/admin/blog-comments/12']);
  });

  it('marks the comment an office e-mail links to, and puts the cursor on it', async () => {
    show({ comment: 12 });
    const second = await screen.findByRole('article', { name: 'Tom Spammer' });
    expect(within(second).getByText('The comment the e-mail is about')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(second));
    expect(within(card('Rose Miller')).queryByText('The comment the e-mail is about')).toBeNull();
  });

  it('says when the e-mail’s comment is not on the list shown', async () => {
    show({ comment: 99 });
    expect(await screen.findByText(/The comment the e-mail is about is not on this list/)).toBeTruthy();
  });

  it('opens another list from its tab, on its first page', async () => {
    const onView = show({ page: 2 });
    await screen.findByRole('article', { name: 'Rose Miller' });
    const spam = screen.getByRole('tab', { name: 'Spam' });
    fireEvent.mouseDown(spam);
    fireEvent.keyDown(spam, { key: 'Enter' });
    fireEvent.click(spam);
    await waitFor(() => expect(onView).toHaveBeenCalledWith({ status: 'spam', page: 1, comment: null }));
  });
});
