// @vitest-environment happy-dom
import type { AdminBlogPost } from '@ta/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withIntl } from '../../../i18n/test-intl';
import { queryKeys } from '../../../lib/query-keys';
import { useAdminBlogPost } from '../api/admin-blog';
import { PostCommentsSection } from './post-comments-section';

const post: AdminBlogPost = {
  id: 4,
  title: 'Hurricane checklist',
  slug: 'hurricane-checklist',
  excerpt: 'Before the season.',
  content: 'Shutters.',
  coverImage: null,
  published: true,
  commentsClosed: false,
  category: 'news',
  createdAt: '2027-03-01T12:00:00.000Z',
  updatedAt: null,
  authorId: 1,
};

let sent: unknown[];
let refuse = false;
/** The post as the fake server keeps it. */
let saved: AdminBlogPost;

beforeEach(() => {
  sent = [];
  refuse = false;
  saved = post;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (!init.method || init.method === 'GET') return Response.json(saved);
      const body = JSON.parse(String(init.body)) as Partial<AdminBlogPost>;
      sent.push({ method: init.method, url, body });
      if (refuse)
        return Response.json({ message: 'Blog post not found', code: 'blog_post_not_found' }, { status: 404 });
      saved = { ...saved, ...body };
      return Response.json(saved);
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The section as the edit page shows it: the post from the query the PATCH answer fills. */
function Section() {
  const current = useAdminBlogPost(post.id);
  return current.data ? <PostCommentsSection post={current.data} /> : null;
}

function show() {
  const client = new QueryClient();
  client.setQueryData(queryKeys.blog.adminPost(post.id), post);
  render(
    withIntl(
      <QueryClientProvider client={client}>
        <Section />
      </QueryClientProvider>,
    ),
  );
}

describe('the blog editor’s Comments section', () => {
  it('closes a post’s comments with a PATCH of that alone, and says so in words', async () => {
    show();
    const toggle = screen.getByRole('switch', { name: 'Close comments' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(
      screen.getByText('Comments open: readers can comment under the post; each waits for approval.'),
    ).toBeTruthy();
    fireEvent.click(toggle);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Saved: comments are closed.'));
    expect(sent).toEqual([{ method: 'PATCH', url: '/api/admin/blog/4', body: { commentsClosed: true } }]);
    expect(screen.getByRole('switch', { name: 'Close comments' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText('Comments closed: readers can no longer comment; approved comments stay.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Moderate comments' }).getAttribute('href')).toBe('/admin/blog-comments');
  });

  it('keeps a refusal on the page', async () => {
    refuse = true;
    show();
    fireEvent.click(screen.getByRole('switch', { name: 'Close comments' }));
    expect(await screen.findByText('The comments setting was not saved')).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Close comments' }).getAttribute('aria-checked')).toBe('false');
  });
});
