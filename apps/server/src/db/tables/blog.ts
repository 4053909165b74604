import type { ColumnType, Generated } from 'kysely';
import type { Timestamp, NullableTimestamp, Flag } from './columns.js';

/** The blog, its comments and subscriptions. */
export interface BlogTables {
  blogPosts: BlogPostsTable;
  blogComments: BlogCommentsTable;
  subscriptions: SubscriptionsTable;
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
}

export interface SubscriptionsTable {
  id: Generated<number>;
  email: string;
  name: string | null;
  active: Flag;
  createdAt: Timestamp;
  confirmToken: string;
  confirmed: Flag;
}
