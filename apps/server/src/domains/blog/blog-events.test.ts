import type { AdminBlogPost } from '@ta/shared';
import { describe, expect, it } from 'vitest';
import { staff } from '../../../test/support/activity-subjects.js';
import * as activity from './blog-events.js';

const post = { id: 3, title: 'Spring cleaning', published: false } as AdminBlogPost;

/** The sentences the activity feed has always stored, kind by kind. */
describe('blog events', () => {
  it('describes blog posts', () => {
    expect(activity.postCreated(staff, post)).toMatchObject({
      type: 'blog.created',
      subjectType: 'blog_post',
      summary: 'Sam Rivera drafted the blog post “Spring cleaning”',
    });
    const live = { ...post, published: true };
    expect(activity.postCreated(staff, live).type).toBe('blog.published');
    expect(activity.postUpdated(staff, post, live)).toMatchObject({
      type: 'blog.published',
      summary: 'Sam Rivera published the blog post “Spring cleaning”',
    });
    expect(activity.postUpdated(staff, live, post).type).toBe('blog.unpublished');
    expect(activity.postUpdated(staff, post, post)).toMatchObject({
      type: 'blog.updated',
      summary: 'Sam Rivera updated the blog post “Spring cleaning”',
    });
    expect(activity.postDeleted(staff, post).summary).toBe('Sam Rivera deleted the blog post “Spring cleaning”');
  });
});
