import type { BlogPost } from '@ta/shared';
import { MessageCircleQuestion } from 'lucide-react';
import { PhoneLink } from '../../../components/layouts/phone-link';
import { siteCoverImage } from '../cover-image';
import { PostCover } from './post-cover';
import { PostContent } from '../../../components/blog/post-content';
import { PostDate } from './post-date';

/** One post: title and date, the cover picture when there is one, then the text. */
export function BlogPostArticle({ post }: { post: BlogPost }) {
  return (
    <article aria-labelledby="post-title">
      <header>
        <PostDate iso={post.createdAt} />
        <h1 id="post-title" className="mt-2 text-3xl break-words sm:text-4xl">
          {post.title}
        </h1>
      </header>
      {siteCoverImage(post) ? <PostCover post={post} className="mt-8 rounded-2xl" /> : null}
      <div className="mt-8">
        <PostContent content={post.content} />
      </div>
      <div className="mt-12 flex gap-4 rounded-2xl bg-brand-50 p-6">
        <MessageCircleQuestion aria-hidden className="size-8 shrink-0 text-brand-700" />
        <div>
          <p className="font-bold text-brand-950">Questions about this article?</p>
          <p className="mt-1">We are glad to talk it through. Call us, and a real person will answer.</p>
          <PhoneLink prefix="Call" className="mt-1" />
        </div>
      </div>
    </article>
  );
}
