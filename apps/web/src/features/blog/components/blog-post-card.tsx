import type { BlogPost } from '@ta/shared';
import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '../../../components/ui/button';
import { PostCover } from './post-cover';
import { PostDate } from './post-date';

export function BlogPostCard({ post, position }: { post: BlogPost; position: number }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-card">
      <PostCover post={post} position={position} />
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <PostDate iso={post.createdAt} />
        <h2 className="mt-2 text-xl break-words sm:text-2xl">{post.title}</h2>
        <p className="mt-3 mb-6 break-words">{post.excerpt}</p>
        <Link
          href={`/blog/${encodeURIComponent(post.slug)}`}
          className={buttonVariants({ variant: 'outline', className: 'mt-auto self-start' })}
        >
          <span>
            Read More<span className="sr-only"> about {post.title}</span>
          </span>
          <ArrowRight aria-hidden />
        </Link>
      </div>
    </article>
  );
}
