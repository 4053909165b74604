import { describe, expect, it } from 'vitest';
import {
  BLOG_MESSAGES,
  BLOG_SLUG_PATTERN,
  blogPostFormSchema,
  blogPostUpdateSchema,
  isAllowedCoverImage,
  slugify,
} from './blog.js';

const valid = {
  title: 'Getting Ready to Head North',
  slug: 'getting-ready-to-head-north',
  excerpt: 'A checklist for snowbirds.',
  content: 'Water off.\nMail held.',
};

/** The first message for each field that failed. */
function fieldErrors(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[String(issue.path[0])] ??= issue.message;
  return out;
}

describe('slugify', () => {
  it('lowercases, joins runs of other characters with one hyphen and trims hyphens', () => {
    expect(slugify('Getting Ready to Head North!')).toBe('getting-ready-to-head-north');
    expect(slugify('  --Tech Tips: iPad & iPhone (2026)--  ')).toBe('tech-tips-ipad-iphone-2026');
    expect(slugify("Don't   forget __ the   keys")).toBe('don-t-forget-the-keys');
    expect(slugify('already-a-slug')).toBe('already-a-slug');
  });

  it('drops accents rather than the letters', () => {
    expect(slugify('Café crème à la maison')).toBe('cafe-creme-a-la-maison');
  });

  it('gives an empty slug when nothing usable is left, and always matches the pattern otherwise', () => {
    expect(slugify('!!! ???')).toBe('');
    for (const title of ['Hello, World', 'A–B — C', '100% Reliable', 'Ünïcödé Tëxt 42']) {
      expect(slugify(title)).toMatch(BLOG_SLUG_PATTERN);
    }
  });

  it('is stable: a slug slugifies to itself', () => {
    const once = slugify('Seasonal Home Checks, Explained');
    expect(slugify(once)).toBe(once);
  });
});

describe('cover image addresses', () => {
  it('accepts paths on this site', () => {
    expect(isAllowedCoverImage('/api/furniture-photos/abc.webp')).toBe(true);
    expect(isAllowedCoverImage('/images/porch-2026.jpg?v=2#top')).toBe(true);
  });

  it('refuses addresses on other sites, which the pages could never show', () => {
    expect(isAllowedCoverImage('https://images.example.com/porch.jpg')).toBe(false);
  });

  it('refuses scripts, other schemes, other-host paths and odd characters', () => {
    for (const value of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:image/png;base64,AAAA',
      'http://images.example.com/porch.jpg',
      '//evil.example.com/x.jpg',
      '/\\evil.example.com',
      'porch.jpg',
      '/a b.jpg',
      'https://exa\tmple.com/x.jpg',
      'https://user:secret@evil.example.com/x.jpg',
      '/a"onerror="alert(1).jpg',
      "/a'b.jpg",
      '/a<script>.jpg',
      '/a>b.jpg',
      '/a`b.jpg',
      '/a\nb.jpg',
      '/a\u00a0b.jpg',
      '/a\u2028b.jpg',
    ]) {
      expect(isAllowedCoverImage(value), value).toBe(false);
    }
  });
});

describe('blog post form', () => {
  it('accepts the form, trims text, defaults to a draft without a cover image', () => {
    const parsed = blogPostFormSchema.parse({ ...valid, title: '  Getting Ready to Head North ', coverImage: '' });
    expect(parsed).toEqual({ ...valid, coverImage: null, published: false });
  });

  it('gives each empty field its message', () => {
    const result = blogPostFormSchema.safeParse({ title: ' ', slug: '', excerpt: '', content: '' });
    expect(fieldErrors(result)).toEqual({
      title: BLOG_MESSAGES.titleRequired,
      slug: BLOG_MESSAGES.slugRequired,
      excerpt: BLOG_MESSAGES.excerptRequired,
      content: BLOG_MESSAGES.contentRequired,
    });
    expect(fieldErrors(blogPostFormSchema.safeParse({}))).toMatchObject({ title: BLOG_MESSAGES.titleRequired });
  });

  it('refuses slugs with anything but lowercase letters, digits and hyphens', () => {
    for (const slug of ['Upper-Case', 'with space', 'under_score', 'ünï']) {
      expect(fieldErrors(blogPostFormSchema.safeParse({ ...valid, slug })).slug).toBe(BLOG_MESSAGES.slugPattern);
    }
  });

  it('refuses a javascript: cover image', () => {
    const result = blogPostFormSchema.safeParse({ ...valid, coverImage: 'javascript:alert(1)' });
    expect(fieldErrors(result)).toEqual({ coverImage: BLOG_MESSAGES.coverImage });
  });

  it('drops fields the form does not have', () => {
    const parsed = blogPostFormSchema.parse({ ...valid, id: 7, authorId: 1, createdAt: '2020-01-01' });
    expect(parsed).not.toHaveProperty('id');
    expect(parsed).not.toHaveProperty('authorId');
    expect(parsed).not.toHaveProperty('createdAt');
  });
});

describe('blog post update', () => {
  it('changes only what is sent: no defaults for published or the cover image', () => {
    expect(blogPostUpdateSchema.parse({ published: true })).toEqual({ published: true });
    expect(blogPostUpdateSchema.parse({ title: 'New' })).toEqual({ title: 'New' });
  });

  it('removes the cover image when it is sent empty or null', () => {
    expect(blogPostUpdateSchema.parse({ coverImage: '' })).toEqual({ coverImage: null });
    expect(blogPostUpdateSchema.parse({ coverImage: null })).toEqual({ coverImage: null });
  });

  it('applies the form rules to what is sent', () => {
    expect(fieldErrors(blogPostUpdateSchema.safeParse({ slug: 'Bad Slug' }))).toEqual({
      slug: BLOG_MESSAGES.slugPattern,
    });
    expect(fieldErrors(blogPostUpdateSchema.safeParse({ title: '' }))).toEqual({ title: BLOG_MESSAGES.titleRequired });
  });
});
