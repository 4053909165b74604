import type { Locale } from '@ta/shared';
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp, NullableTimestamp, Flag } from './columns.js';

/** The blog, its comments and subscriptions. */
export interface BlogTables {
  blogPosts: BlogPostsTable;
  blogComments: BlogCommentsTable;
  blockedCommentAddresses: BlockedCommentAddressesTable;
  subscriptions: SubscriptionsTable;
  newsletterSends: NewsletterSendsTable;
}

export interface BlogPostsTable {
  id: Generated<number>;
  title: string;
  slug: string;
  content: string;
  excerpt: string;
  authorId: number | null;
  coverImage: string | null;
  published: Flag;
  publishedAt: NullableTimestamp;
  category: ColumnType<string, string | undefined, string>;
  featured: Flag;
  createdAt: Timestamp;
  updatedAt: NullableTimestamp;
  /** The owner closed comments on this post (migration 531). */
  commentsClosed: Flag;
}

export interface BlogCommentsTable {
  id: Generated<number>;
  postId: number;
  name: string;
  email: string;
  content: string;
  approved: Flag;
  createdAt: Timestamp;
  parentId: number | null;
  /** Migration 531 (docs/blog-comments.md): kept out of the waiting list without being deleted. */
  spam: Flag;
  /** The reader asked for an e-mail when it is approved or answered. */
  notify: Flag;
  /** The office's own reply, marked as the business's on the page. */
  fromBusiness: Flag;
  authorId: number | null;
  language: ColumnType<Locale, Locale | undefined, Locale>;
  approvedAt: NullableTimestamp;
}

/** An address whose comments are kept as spam at once (migration 531). */
export interface BlockedCommentAddressesTable {
  id: Generated<number>;
  email: string;
  blockedById: number | null;
  createdAt: Timestamp;
}

export interface SubscriptionsTable {
  id: Generated<number>;
  email: string;
  name: string | null;
  active: Flag;
  createdAt: Timestamp;
  /** The SHA-256 of the latest confirmation link's token (migration 521, docs/newsletter.md). */
  confirmToken: string;
  confirmed: Flag;
  language: ColumnType<Locale, Locale | undefined, Locale>;
  confirmSentAt: NullableTimestamp;
  confirmedAt: NullableTimestamp;
  unsubscribedAt: NullableTimestamp;
}

/** A post sent to the newsletter's subscribers (migration 521): once per post. */
export interface NewsletterSendsTable {
  id: Generated<number>;
  postId: number;
  sentById: number | null;
  /** How many confirmed subscribers it was sent to. */
  recipients: number;
  createdAt: Timestamp;
}
