import { blogPostFormSchema, type AdminBlogPost } from '@ta/shared';
import { describe, expect, it } from 'vitest';
import { blogFormValues, firstFieldWithError } from './blog-form-values';

const post: AdminBlogPost = {
  id: 4,
  title: 'Spring Cleaning',
  slug: 'spring-cleaning',
  excerpt: 'Five easy steps.',
  content: 'One.\nTwo.',
  coverImage: null,
  published: true,
  commentsClosed: false,
  category: 'news',
  createdAt: '2026-03-01T12:00:00.000Z',
  updatedAt: null,
  authorId: 1,
};

describe('blog form values', () => {
  it('starts a new post as an empty draft', () => {
    expect(blogFormValues()).toEqual({
      title: '',
      slug: '',
      excerpt: '',
      content: '',
      coverImage: '',
      published: false,
    });
  });

  it('fills the form from a post, with no cover image as an empty field', () => {
    const values = blogFormValues(post);
    expect(values).toMatchObject({
      title: 'Spring Cleaning',
      slug: 'spring-cleaning',
      coverImage: '',
      published: true,
    });
    // What the form sends back is valid for the shared schema, and an empty image means none.
    expect(blogPostFormSchema.parse(values).coverImage).toBeNull();
  });

  it('finds the first field with a message in the form’s order', () => {
    expect(firstFieldWithError({ content: {}, slug: {} })).toBe('slug');
    expect(firstFieldWithError({})).toBeNull();
  });
});
