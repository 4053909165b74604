import type { AdminBlogPost, BlogPostFormInput } from '@ta/shared';

/** Every field of the form, in the order the form shows them (for server field messages). */
export const BLOG_FORM_FIELDS = ['title', 'slug', 'excerpt', 'content', 'coverImage', 'published'] as const;

/** The form's starting values: empty for a new post (a draft), or the post being edited. */
export function blogFormValues(post?: AdminBlogPost | null): BlogPostFormInput {
  return {
    title: post?.title ?? '',
    slug: post?.slug ?? '',
    excerpt: post?.excerpt ?? '',
    content: post?.content ?? '',
    coverImage: post?.coverImage ?? '',
    published: post?.published ?? false,
  };
}

/** The first field with a message, so the form can take the cursor there. */
export function firstFieldWithError(
  errors: Partial<Record<string, unknown>>,
): (typeof BLOG_FORM_FIELDS)[number] | null {
  return BLOG_FORM_FIELDS.find((field) => errors[field] !== undefined) ?? null;
}
