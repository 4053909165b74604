import { describe, expect, it } from 'vitest';
import {
  blogListHref,
  blogPostPublicHref,
  blogStatusLabel,
  DELETE_BLOG_POST_QUESTION,
  emptyBlogListText,
  formatSlugWhileTyping,
  parseBlogListParams,
  parseBlogPostId,
  slugFollowsTitle,
} from './blog-params';

describe('blog list params', () => {
  it('defaults to no search, page 1', () => {
    expect(parseBlogListParams('')).toEqual({ search: '', page: 1 });
    expect(blogListHref({ search: '', page: 1 })).toBe('/admin/blog');
  });

  it('reads back what it writes', () => {
    const params = { search: 'spring & garden', page: 3 };
    const href = blogListHref(params);
    expect(href).toBe('/admin/blog?search=spring+%26+garden&page=3');
    expect(parseBlogListParams(href.split('?')[1] ?? '')).toEqual(params);
  });

  it('ignores pages that are not whole positive numbers', () => {
    for (const page of ['0', '-2', '1.5', 'abc', '999999999']) {
      expect(parseBlogListParams(`page=${page}`).page).toBe(1);
    }
  });
});

describe('blog post ids', () => {
  it('accepts positive whole numbers only', () => {
    expect(parseBlogPostId('12')).toBe(12);
    expect(parseBlogPostId('0')).toBeNull();
    expect(parseBlogPostId('012')).toBeNull();
    expect(parseBlogPostId('new')).toBeNull();
    expect(parseBlogPostId('1e3')).toBeNull();
    expect(parseBlogPostId('99999999999999999999')).toBeNull();
  });
});

describe('blog texts', () => {
  it('says the status in words', () => {
    expect(blogStatusLabel(true)).toBe('Published');
    expect(blogStatusLabel(false)).toBe('Draft');
  });

  it('uses the fixed empty and confirmation texts', () => {
    expect(emptyBlogListText('')).toBe("You haven't created any blog posts yet.");
    expect(emptyBlogListText('tea')).toBe('No blog posts match your search.');
    expect(DELETE_BLOG_POST_QUESTION).toBe(
      'Are you sure you want to delete this blog post? This action cannot be undone.',
    );
  });

  it('links to the public post by its slug', () => {
    expect(blogPostPublicHref('spring-cleaning')).toBe('/blog/spring-cleaning');
  });
});

describe('slug while typing', () => {
  it('lowercases and turns runs of other characters into one hyphen', () => {
    expect(formatSlugWhileTyping('Hello,  World!!')).toBe('hello-world-');
    expect(formatSlugWhileTyping('--Tips & Tricks')).toBe('tips-tricks');
    expect(formatSlugWhileTyping('Café Days')).toBe('cafe-days');
  });

  it('keeps one trailing hyphen while typing so a hyphen can be typed by hand', () => {
    expect(formatSlugWhileTyping('my-')).toBe('my-');
    expect(formatSlugWhileTyping('my--')).toBe('my-');
    expect(formatSlugWhileTyping('my-post')).toBe('my-post');
    expect(formatSlugWhileTyping('-')).toBe('');
  });
});

describe('slug follows the title', () => {
  it('follows while empty or equal to the title’s slug', () => {
    expect(slugFollowsTitle('Spring Cleaning', '')).toBe(true);
    expect(slugFollowsTitle('Spring Cleaning', 'spring-cleaning')).toBe(true);
  });

  it('stops once edited by hand', () => {
    expect(slugFollowsTitle('Spring Cleaning', 'cleaning-tips')).toBe(false);
  });
});
