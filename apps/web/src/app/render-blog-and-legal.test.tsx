import type { BlogPost } from '@ta/shared';
import { describe, expect, it } from 'vitest';
import { render } from './entry-server';

const origin = 'https://trusted.example.com';

const post: BlogPost = {
  id: 1,
  title: 'Getting your home ready for summer',
  slug: 'home-ready-for-summer',
  excerpt: 'A short checklist before you head north.',
  content: 'First line\nSecond line\n\nA new paragraph <b>not bold</b>',
  coverImage: '/covers/summer.webp',
  published: true,
  commentsClosed: false,
  category: 'news',
  createdAt: '2025-05-16T14:00:00.000Z',
  updatedAt: null,
};

/** A stand-in for the API: the paths it was asked for, and a fixed answer per path. */
function fakeApi(answers: Record<string, { status: number; body: unknown }>) {
  const asked: string[] = [];
  const api = async (path: string) => {
    asked.push(path);
    return answers[path] ?? { status: 404, body: { message: 'Not found' } };
  };
  return { api, asked };
}

describe('server render of the blog', () => {
  it('lists the posts from /api/blog with the absolute date and a Read More naming the post', async () => {
    const { api, asked } = fakeApi({ '/api/blog': { status: 200, body: [post] } });
    const result = await render({ url: '/blog', user: null, origin, api });
    expect(asked).toEqual(['/api/blog']);
    expect(result.status).toBe(200);
    expect(result.html).toContain(post.title);
    expect(result.html).toContain(post.excerpt);
    expect(result.html).toContain('<time dateTime="2025-05-16T14:00:00.000Z">May 16, 2025</time>');
    expect(result.html).toMatch(
      /href="\/blog\/home-ready-for-summer"[^>]*><span>Read More<span class="sr-only"> about /,
    );
    expect(result.html).toContain('alt="Cover picture for “Getting your home ready for summer”"');
  });

  it('shows the empty state when there are no posts', async () => {
    const { api } = fakeApi({ '/api/blog': { status: 200, body: [] } });
    const result = await render({ url: '/blog', user: null, origin, api });
    expect(result.html).toContain('No Blog Posts Yet');
  });

  it('renders a post with its line breaks, as text, and its own head', async () => {
    const { api, asked } = fakeApi({ '/api/blog/home-ready-for-summer': { status: 200, body: post } });
    const result = await render({ url: '/blog/home-ready-for-summer', user: null, origin, api });
    // The post and its comments (render-blog-comments.test.tsx), read together.
    expect(asked).toEqual(['/api/blog/home-ready-for-summer', '/api/blog/home-ready-for-summer/comments']);
    expect(result.status).toBe(200);
    expect(result.html).toContain('<p>First line<br/>Second line</p>');
    expect(result.html).toContain('A new paragraph &lt;b&gt;not bold&lt;/b&gt;');
    expect(result.head).toContain(`<title>${post.title} | Trusted Assistance</title>`);
    expect(result.head).toContain(`<meta name="description" content="${post.excerpt}" />`);
    expect(result.head).toContain('<meta property="og:type" content="article" />');
    expect(result.head).toContain(`<meta property="og:image" content="${origin}/covers/summer.webp" />`);
    expect(result.head).toContain(`<link rel="canonical" href="${origin}/blog/home-ready-for-summer" />`);
  });

  it('gives no og:image for an SVG cover or a post without one', async () => {
    for (const coverImage of ['/covers/drawing.svg', null]) {
      const { api } = fakeApi({ '/api/blog/home-ready-for-summer': { status: 200, body: { ...post, coverImage } } });
      const result = await render({ url: '/blog/home-ready-for-summer', user: null, origin, api });
      expect(result.head).not.toContain('og:image');
    }
  });

  it('answers 404 with Blog Post Not Found for a missing post', async () => {
    const { api } = fakeApi({});
    const result = await render({ url: '/blog/no-such-post', user: null, origin, api });
    expect(result.status).toBe(404);
    expect(result.html).toContain('Blog Post Not Found');
    expect(result.html).toMatch(/href="\/blog"[^>]*>Back to Blog/);
    expect(result.head).toContain('<meta name="robots" content="noindex" />');
  });

  it('asks the API for the slug encoded once, however the URL wrote it', async () => {
    const { api, asked } = fakeApi({});
    await render({ url: '/blog/caf%C3%A9%20news', user: null, origin, api });
    expect(asked).toEqual(['/api/blog/caf%C3%A9%20news', '/api/blog/caf%C3%A9%20news/comments']);
  });
});

describe('server render of the legal pages', () => {
  const api = async () => {
    throw new Error('no API call expected');
  };

  for (const [url, heading] of [
    ['/privacy-policy', 'Privacy Policy'],
    ['/terms-and-conditions', 'Terms and Conditions'],
    ['/community-guidelines', 'Community Guidelines'],
  ] as const) {
    it(`renders ${url} with its date and contents`, async () => {
      const result = await render({ url, user: null, origin, api });
      expect(result.status).toBe(200);
      expect(result.html).toContain(heading);
      expect(result.html).toMatch(/Last Updated: (<!-- -->)?<time dateTime="2025-05-16">May 16, 2025<\/time>/);
      expect(result.html).toContain('href="#contact"');
      expect(result.html).toContain('href="tel:');
      expect(result.head).toContain(`<title>${heading} | Trusted Assistance</title>`);
    });
  }
});
