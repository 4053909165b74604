import type { AdminBlogComment, BlogCommentStatus } from '@ta/shared';

/** The tabs' names. */
export const COMMENT_LIST_LABELS: Record<BlogCommentStatus, string> = {
  waiting: 'Waiting',
  approved: 'Approved',
  spam: 'Spam',
};

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** "3 comments are waiting for a decision." */
export function waitingLine(waiting: number): string {
  if (waiting === 0) return 'No comment is waiting for a decision.';
  return `${count(waiting, 'comment is', 'comments are')} waiting for a decision.`;
}

/** What each list holds, under its tab. */
export const COMMENT_LIST_INTROS: Record<BlogCommentStatus, string> = {
  waiting: 'Comments readers left that nobody has approved yet. They are hidden from the blog until approved.',
  approved: 'Comments on the blog for everyone to read, with the business’s replies.',
  spam: 'Comments marked as spam, and those sent from blocked addresses. Nobody else sees them.',
};

/** An empty list, in words. */
export const EMPTY_COMMENT_LIST: Record<BlogCommentStatus, string> = {
  waiting: 'No comment is waiting. Nothing to do here.',
  approved: 'No comment has been approved yet.',
  spam: 'There is no spam.',
};

/** The actions a comment offers on its list: the business's own replies are never spam. */
export function commentActions(comment: Pick<AdminBlogComment, 'status' | 'fromBusiness'>) {
  const { status, fromBusiness } = comment;
  return {
    approve: status !== 'approved',
    reply: status !== 'spam',
    spam: status !== 'spam' && !fromBusiness,
    block: !fromBusiness,
    delete: true,
  };
}

export type CommentAction = 'approve' | 'reply' | 'spam' | 'block' | 'delete';

/** The status message after an action, in the page. */
export function doneLine(action: CommentAction, name: string): string {
  switch (action) {
    case 'approve':
      return `The comment by ${name} is approved: it is on the post’s page now.`;
    case 'reply':
      return `Your reply to ${name} is published under the comment, and the comment is approved.`;
    case 'spam':
      return `The comment by ${name} is marked as spam: it is hidden from the blog.`;
    case 'block':
      return `${name}’s address is blocked: their comments not yet approved are in Spam, and later ones will be kept there.`;
    case 'delete':
      return `The comment by ${name} is deleted, with any replies under it.`;
  }
}

/** The title of a failed action, in the page or its dialog. */
export const FAILED: Record<CommentAction, string> = {
  approve: 'The comment was not approved',
  reply: 'The reply was not published',
  spam: 'The comment was not marked as spam',
  block: 'The address was not blocked',
  delete: 'The comment was not deleted',
};
