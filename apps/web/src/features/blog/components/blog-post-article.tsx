import { LOCALE_TAGS, type BlogPost } from '@ta/shared';
import { MessageCircleQuestion } from 'lucide-react';
import { PhoneLink } from '../../../components/layouts/phone-link';
import { useLocale } from '../../../i18n/i18n-provider';
import { useT } from '../../../i18n/use-t';
import { siteCoverImage } from '../cover-image';
import { POST_LOCALE } from '../post-locale';
import { PostCover } from './post-cover';
import { PostContent } from '../../../components/blog/post-content';
import { PostDate } from './post-date';

/**
 * One post: title and date, the cover picture when there is one, then the text. Posts are written
 * in English only: on a page in another language the article says so with its `lang`, and the
 * site's own words inside it (the date, the picture's description, the help box) carry the page's.
 */
export function BlogPostArticle({ post }: { post: BlogPost }) {
  const t = useT();
  const locale = useLocale();
  const pageLang = LOCALE_TAGS[locale];
  return (
    <article aria-labelledby="post-title" lang={locale === POST_LOCALE ? undefined : LOCALE_TAGS[POST_LOCALE]}>
      <header>
        <PostDate iso={post.createdAt} />
        <h1 id="post-title" className="mt-2 text-3xl wrap-anywhere sm:text-4xl">
          {post.title}
        </h1>
      </header>
      {siteCoverImage(post) ? <PostCover post={post} className="mt-8 rounded-2xl" /> : null}
      <div className="mt-8">
        <PostContent content={post.content} />
      </div>
      <div lang={pageLang} className="mt-12 flex gap-4 rounded-2xl bg-brand-50 p-6">
        <MessageCircleQuestion aria-hidden className="size-8 shrink-0 text-brand-700" />
        <div>
          <p className="font-bold text-brand-950">{t('blog.post.questions.title')}</p>
          <p className="mt-1">{t('blog.post.questions.text')}</p>
          <PhoneLink prefix={t('site.call')} className="mt-1" />
        </div>
      </div>
    </article>
  );
}
