import { z } from './zod.js';

export const blogPostSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  content: z.string(),
  coverImage: z.string().nullable(),
  published: z.boolean(),
  category: z.string(),
  createdAt: z.string(),
  updatedAt: z.string().nullable(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

export const BLOG_POST_NOT_FOUND_MESSAGE = 'Blog post not found';
