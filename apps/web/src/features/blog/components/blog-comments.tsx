import { defaultBusiness, type PublicBlogComment } from '@ta/shared';
import { BadgeCheck, CircleCheck, Lock, Reply } from 'lucide-react';
import { Suspense, useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSearch } from 'wouter';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { useLocale } from '../../../i18n/i18n-provider';
import { useLocalePath, useT } from '../../../i18n/use-t';
import { cn } from '../../../lib/cn';
import { lazyComponent } from '../../../lib/lazy-component';
import { usePageFormResult } from '../../../lib/page-form';
import { UntilFormUsed } from '../../../lib/until-form-used';
import { decodeSlug } from '../api/get-blog-post';
import { useBlogComments } from '../api/get-blog-comments';
import { postDate } from '../post-date-format';

// The form carries the validation code (zod, react-hook-form), kept out of what the post needs to show
// and hydrate: the server renders it, it works as a plain form, and its code downloads when the reader
// first uses a form (lib/until-form-used.tsx).
const BlogCommentForm = lazyComponent(
  'blog-comment-form',
  () => import('./blog-comment-form').then((m) => m.BlogCommentForm),
  { hydrateWith: false },
);

/** The form's place on the page: a Reply link and the answer to a post without JavaScript land on it. */
export const COMMENT_FORM_ID = 'comment-form';
/** The query a Reply link adds: the comment answered, which the server renders the form with. */
export const REPLY_PARAM = 'reply';

type Reply = PublicBlogComment['replies'][number];

/** A link that works as a plain link, and that the page answers in place once it runs (a plain click). */
function inPlace(event: MouseEvent<HTMLAnchorElement>, then: () => void) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  then();
}

/** One comment: who wrote it, when, the business's own answers marked in words, and its text as typed. */
function CommentBody({ comment, children }: { comment: PublicBlogComment | Reply; children?: ReactNode }) {
  const t = useT();
  const locale = useLocale();
  const date = new Date(comment.createdAt);
  return (
    <div
      className={cn(
        'rounded-xl border-2 p-4 sm:p-5',
        comment.fromBusiness ? 'border-brand-700 bg-brand-50' : 'border-line bg-white',
      )}
    >
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-bold wrap-anywhere text-ink">{comment.name}</span>
        {comment.fromBusiness ? (
          // A badge that may wrap: the business's name is set by configuration and a phone is narrow.
          <span className="inline-flex items-center gap-1.5 rounded-full border-2 border-brand-700 bg-white px-3 py-0.5 font-bold text-brand-900">
            <BadgeCheck aria-hidden className="size-4 shrink-0" />
            {t('blog.comments.from-business', { business: defaultBusiness.name })}
          </span>
        ) : null}
      </p>
      {Number.isNaN(date.getTime()) ? null : (
        <p className="text-base text-muted">
          <time dateTime={comment.createdAt}>{postDate(date, locale)}</time>
        </p>
      )}
      {/* Plain text, as typed: React writes it as text, and its line breaks stay. */}
      <p className="mt-2 whitespace-pre-line wrap-anywhere">{comment.content}</p>
      {children}
    </div>
  );
}

interface CommentListProps {
  comments: PublicBlogComment[];
  /** The Reply link of a comment, or none when comments are closed. */
  replyLink: ((comment: PublicBlogComment) => ReactNode) | null;
}

/** The approved comments, oldest first, each with its replies indented under it (one level). */
function CommentList({ comments, replyLink }: CommentListProps) {
  const t = useT();
  return (
    <ol className="mt-6 space-y-6">
      {comments.map((comment) => (
        <li key={comment.id} id={`comment-${comment.id}`}>
          <CommentBody comment={comment}>{replyLink?.(comment)}</CommentBody>
          {comment.replies.length > 0 ? (
            <ol
              aria-label={t('blog.comments.replies', { name: comment.name })}
              className="mt-3 ml-4 space-y-3 border-l-4 border-brand-200 pl-4 sm:ml-8 sm:pl-6"
            >
              {comment.replies.map((reply) => (
                <li key={reply.id} id={`comment-${reply.id}`}>
                  <CommentBody comment={reply} />
                </li>
              ))}
            </ol>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

/** A whole number from the query, or null. */
function idOf(value: string | null): number | null {
  const id = Number(value);
  return value && Number.isSafeInteger(id) && id > 0 ? id : null;
}

interface BlogCommentsProps {
  /** The post's slug, as the page's route gives it. */
  slug: string;
  /** The owner closed the post's comments: they stay shown, without the form or Reply links. */
  closed: boolean;
}

/**
 * The Comments section under a post (docs/blog-comments.md): the approved comments with their
 * replies, a Reply per comment (`?reply=<id>#comment-form`, which the server renders with the form
 * answering it), and the form; once a comment is sent, the thanks say it waits to be read. Everything
 * is in the server's HTML and works without JavaScript.
 */
export function BlogComments({ slug, closed }: BlogCommentsProps) {
  const t = useT();
  const localePath = useLocalePath();
  const search = new URLSearchParams(useSearch());
  const posted = usePageFormResult('blog-comment');
  const { data: comments, error, isPending, isFetching, refetch } = useBlogComments(slug);
  // Arriving from a sent form (`?comment=held`), or sent from this page: the thanks, in place of the form.
  const [held, setHeld] = useState(() => search.get('comment') === 'held' && posted === null);
  const [replyId, setReplyId] = useState(() => idOf(search.get(REPLY_PARAM)));
  // Where the focus goes once the page has changed in place: the form's heading (a Reply link, Write
  // another comment) or the thanks (a comment sent). Without JavaScript the thanks take it by `autoFocus`.
  const [focusAsked, setFocusAsked] = useState<{ to: 'form' | 'held'; n: number } | null>(null);
  const formHeading = useRef<HTMLHeadingElement>(null);
  const heldNotice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusAsked) (focusAsked.to === 'form' ? formHeading : heldNotice).current?.focus();
  }, [focusAsked]);
  const askFocus = (to: 'form' | 'held') => setFocusAsked((asked) => ({ to, n: (asked?.n ?? 0) + 1 }));

  const pagePath = localePath(`/blog/${encodeURIComponent(decodeSlug(slug))}`);
  const replyingTo = comments?.find((comment) => comment.id === replyId) ?? null;
  const action = `${pagePath}${replyingTo ? `?${REPLY_PARAM}=${replyingTo.id}` : ''}#${COMMENT_FORM_ID}`;

  /**
   * Opens the form as an answer to `id` (null: a comment of one's own) once its code is in, and goes to
   * it; should the code not come, the link's own page does the same.
   */
  function openForm(id: number | null, href: string) {
    BlogCommentForm.preload().then(
      () => {
        setHeld(false);
        setReplyId(id);
        askFocus('form');
      },
      () => window.location.assign(href),
    );
  }

  const formHref = `${pagePath}#${COMMENT_FORM_ID}`;
  const replyLink = (comment: PublicBlogComment) => (
    <a
      href={`${pagePath}?${REPLY_PARAM}=${comment.id}#${COMMENT_FORM_ID}`}
      rel="nofollow"
      onClick={(event) => inPlace(event, () => openForm(comment.id, event.currentTarget.href))}
      className="mt-2 inline-flex min-h-11 items-center gap-2 font-bold"
    >
      <Reply aria-hidden className="size-5" />
      <span>
        <FormattedMessage
          id="blog.comments.reply"
          values={{ name: comment.name, sr: (chunks) => <span className="sr-only">{chunks}</span> }}
        />
      </span>
    </a>
  );

  let list: ReactNode;
  if (comments) {
    list =
      comments.length > 0 ? (
        <CommentList comments={comments} replyLink={closed ? null : replyLink} />
      ) : closed ? null : (
        <p className="mt-4">{t('blog.comments.empty')}</p>
      );
  } else if (isPending) {
    list = <Spinner label={t('blog.comments.loading')} showLabel className="mt-4" />;
  } else {
    list = (
      <LoadError
        title={t('blog.comments.error')}
        error={error}
        retrying={isFetching}
        onRetry={() => void refetch()}
        className="mt-4"
      />
    );
  }

  return (
    <section id="comments" aria-labelledby="comments-heading" className="mt-12 border-t-2 border-line pt-10">
      <h2 id="comments-heading" className="text-2xl sm:text-3xl">
        {t('blog.comments.heading')}
      </h2>
      {held ? (
        <div
          ref={heldNotice}
          role="status"
          tabIndex={-1}
          autoFocus
          className="mt-4 flex gap-3 rounded-lg border-2 border-success-700 bg-success-50 p-4 outline-none focus-visible:shadow-none"
        >
          <CircleCheck aria-hidden className="mt-0.5 size-6 shrink-0 text-success-700" />
          <div className="space-y-2">
            <p className="font-bold text-ink">{t('blog.comments.held')}</p>
            {closed ? null : (
              <a
                href={formHref}
                onClick={(event) => inPlace(event, () => openForm(null, formHref))}
                className="inline-flex min-h-11 items-center font-bold"
              >
                {t('blog.comments.another')}
              </a>
            )}
          </div>
        </div>
      ) : null}
      {list}
      {closed ? (
        <p className="mt-6 flex items-start gap-3 rounded-lg border-2 border-line bg-sand p-4 font-bold">
          <Lock aria-hidden className="mt-0.5 size-6 shrink-0 text-brand-800" />
          {t('blog.comments.closed')}
        </p>
      ) : (
        // Hidden, not gone, while the thanks show: what was typed in it stays for another comment.
        <div id={COMMENT_FORM_ID} hidden={held} className="mt-10 scroll-mt-24 rounded-2xl bg-brand-50 p-5 sm:p-8">
          <h3 id="comment-form-heading" ref={formHeading} tabIndex={-1} className="text-xl outline-none sm:text-2xl">
            {replyingTo
              ? t('blog.comments.form.reply-title', { name: replyingTo.name })
              : t('blog.comments.form.title')}
          </h3>
          <p className="mt-2">{t('blog.comments.form.intro')}</p>
          {replyingTo ? (
            <p className="mt-1">
              <a
                href={formHref}
                onClick={(event) => inPlace(event, () => openForm(null, formHref))}
                className="inline-flex min-h-11 items-center font-bold"
              >
                {t('blog.comments.form.cancel-reply')}
              </a>
            </p>
          ) : null}
          <div className="mt-6">
            <Suspense fallback={<Spinner label={t('blog.comments.form.loading')} showLabel />}>
              <UntilFormUsed>
                <BlogCommentForm
                  slug={slug}
                  action={action}
                  parentId={replyingTo?.id ?? null}
                  labelledBy="comment-form-heading"
                  onSent={() => {
                    setReplyId(null);
                    setHeld(true);
                    askFocus('held');
                  }}
                />
              </UntilFormUsed>
            </Suspense>
          </div>
        </div>
      )}
    </section>
  );
}
