import { LOCALE_TAGS, type BlogPost } from '@ta/shared';
import { ArrowRight } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { buttonVariants } from '../../../components/ui/button';
import { useLocale } from '../../../i18n/i18n-provider';
import { POST_LOCALE } from '../post-locale';
import { PostCover } from './post-cover';
import { PostDate } from './post-date';

/** A post's card: its title and excerpt are in the posts' language, the rest in the page's. */
export function BlogPostCard({ post, position }: { post: BlogPost; position: number }) {
  const locale = useLocale();
  const postLang = locale === POST_LOCALE ? undefined : LOCALE_TAGS[POST_LOCALE];
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-card">
      <PostCover post={post} position={position} />
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <PostDate iso={post.createdAt} />
        <h2 lang={postLang} className="mt-2 text-xl wrap-anywhere sm:text-2xl">
          {post.title}
        </h2>
        <p lang={postLang} className="mt-3 mb-6 wrap-anywhere">
          {post.excerpt}
        </p>
        <Link
          href={`/blog/${encodeURIComponent(post.slug)}`}
          className={buttonVariants({ variant: 'outline', className: 'mt-auto self-start' })}
        >
          <span>
            <FormattedMessage
              id="blog.read-more"
              values={{ title: post.title, sr: (chunks) => <span className="sr-only">{chunks}</span> }}
            />
          </span>
          <ArrowRight aria-hidden />
        </Link>
      </div>
    </article>
  );
}
