import type { AdminBlogPost } from '@ta/shared';
import { nameOf, type EventToRecord, type Person } from '../office/index.js';

/** The activity feed's events of the blog. */
export type BlogEventType = 'blog.created' | 'blog.published' | 'blog.unpublished' | 'blog.updated' | 'blog.deleted';
type BlogEvent = EventToRecord<BlogEventType>;

const aboutPost = (actorId: number, postId: number) =>
  ({ actorId, subjectType: 'blog_post', subjectId: postId }) as const;

/** Staff wrote a post, published at once or kept as a draft. */
export function postCreated(actor: Person, post: AdminBlogPost): BlogEvent {
  return {
    type: post.published ? 'blog.published' : 'blog.created',
    ...aboutPost(actor.id, post.id),
    summary: `${nameOf(actor)} ${post.published ? 'published' : 'drafted'} the blog post “${post.title}”`,
  };
}

/** Staff edited a post: published, unpublished, or changed otherwise. */
export function postUpdated(actor: Person, before: AdminBlogPost, after: AdminBlogPost): BlogEvent {
  const switched = before.published !== after.published;
  const verb = switched ? (after.published ? ('published' as const) : ('unpublished' as const)) : ('updated' as const);
  return {
    type: `blog.${verb}`,
    ...aboutPost(actor.id, after.id),
    summary: `${nameOf(actor)} ${verb} the blog post “${after.title}”`,
  };
}

/** Staff deleted a post. */
export function postDeleted(actor: Person, post: AdminBlogPost): BlogEvent {
  return {
    type: 'blog.deleted',
    ...aboutPost(actor.id, post.id),
    summary: `${nameOf(actor)} deleted the blog post “${post.title}”`,
  };
}
