import { NEWSLETTER_PATHS, newsletterConfirmSchema, newsletterUnsubscribeQuerySchema } from '@ta/shared';
import { BellOff, Check } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { Alert } from '../../../components/ui/alert';
import { Card, CardContent } from '../../../components/ui/card';
import { FormProblems } from '../../../components/ui/form-problems';
import { useConfirmNewsletter } from '../../../features/newsletter/api/confirm-newsletter';
import { useUnsubscribeFromNewsletter } from '../../../features/newsletter/api/unsubscribe-from-newsletter';
import { NewsletterDone } from '../../../features/newsletter/components/newsletter-done';
import { NewsletterLinkForm } from '../../../features/newsletter/components/newsletter-link-form';
import { NewsletterSignupForm } from '../../../features/newsletter/components/newsletter-signup-form';
import { useT } from '../../../i18n/use-t';
import { usePageFormResult } from '../../../lib/page-form';
import { PageMeta } from '../../../lib/page-meta';
import { SiteLayout } from '../../layouts/site-layout';

/*
 * The newsletter's pages (docs/newsletter.md): subscribe, and the two pages the e-mails link to,
 * confirm and unsubscribe. Each form works without JavaScript (its page form); done, with or without
 * it, the page's address says so (`?done=…`), so a reload keeps the message. The links' token and
 * signature stay in the form's hidden fields: once the button is pressed in the browser, they leave
 * the address too.
 */

const linkClass = 'inline-flex min-h-11 items-center font-bold';

/** `?done=<outcome>` on `path`: whether the page shows it, and how the browser's form gets there. */
function useDone(path: string, outcome: string) {
  const [, navigate] = useLocation();
  const search = new URLSearchParams(useSearch());
  const [justDone, setJustDone] = useState(false);
  return {
    done: search.get('done') === outcome,
    /** Set after the form's call in the browser: the message then takes the focus. */
    justDone,
    finish: () => {
      navigate(`${path}?done=${outcome}`, { replace: true });
      setJustDone(true);
    },
    search,
  };
}

function NewsletterShell({
  title,
  description,
  noIndex = false,
  children,
}: {
  title: string;
  description: string;
  noIndex?: boolean;
  children: ReactNode;
}) {
  return (
    <SiteLayout>
      <PageMeta title={title} description={description} noIndex={noIndex} />
      <div className="bg-gradient-to-b from-brand-50 to-canvas">
        <div className="container-page py-10 sm:py-14">
          <div className="mx-auto max-w-2xl space-y-6">
            <h1 className="text-3xl sm:text-4xl">{title}</h1>
            {children}
          </div>
        </div>
      </div>
    </SiteLayout>
  );
}

function SubscribeAgain({ note }: { note?: string }) {
  const t = useT();
  return (
    <p>
      {note ? `${note} ` : null}
      <Link href={NEWSLETTER_PATHS.subscribe} className={linkClass}>
        {t('newsletter.subscribe-again')}
      </Link>
    </p>
  );
}

/** A link that does not work (none in the address, or the server refused it), with the way on. */
function LinkRefused({ problem, title }: { problem: ReturnType<typeof usePageFormResult>; title: string }) {
  const t = useT();
  return (
    <>
      {problem ? (
        <FormProblems result={problem} title={title} />
      ) : (
        <Alert tone="error">{t('errors.newsletter-link-unknown')}</Alert>
      )}
      <SubscribeAgain />
    </>
  );
}

/** /newsletter: what the newsletter is and the form to subscribe (the footer's form posts here too). */
export function NewsletterPage() {
  const t = useT();
  const { done, justDone, finish } = useDone(NEWSLETTER_PATHS.subscribe, 'check-email');
  return (
    <NewsletterShell title={t('newsletter.title')} description={t('newsletter.description')}>
      <p className="prose-width text-lg">{t('newsletter.intro')}</p>
      {done ? (
        <NewsletterDone message={t('newsletter.check-email')} focus={justDone}>
          <p>
            <Link href={NEWSLETTER_PATHS.subscribe} className={linkClass}>
              {t('newsletter.other-address')}
            </Link>
          </p>
        </NewsletterDone>
      ) : (
        <Card>
          <CardContent>
            <NewsletterSignupForm onDone={finish} />
          </CardContent>
        </Card>
      )}
    </NewsletterShell>
  );
}

/** /newsletter/confirm?token=…, the link in the confirmation e-mail: the button that starts the newsletter. */
export function NewsletterConfirmPage() {
  const t = useT();
  const { done, justDone, finish, search } = useDone(NEWSLETTER_PATHS.confirm, 'confirmed');
  const refused = usePageFormResult('newsletter-confirm');
  const confirm = useConfirmNewsletter();
  const link = newsletterConfirmSchema.safeParse({ token: search.get('token') ?? '' });

  let content: ReactNode;
  if (done) {
    content = (
      <NewsletterDone message={t('newsletter.confirmed')} focus={justDone}>
        <p>
          <Link href="/blog" className={linkClass}>
            {t('newsletter.confirmed.blog')}
          </Link>
        </p>
      </NewsletterDone>
    );
  } else if (refused || !link.success) {
    content = <LinkRefused problem={refused} title={t('newsletter.confirm.failed')} />;
  } else {
    const { token } = link.data;
    content = (
      <>
        <p className="prose-width text-lg">{t('newsletter.confirm.intro')}</p>
        <NewsletterLinkForm
          form="newsletter-confirm"
          action={NEWSLETTER_PATHS.confirm}
          hidden={{ token }}
          send={() => confirm.mutateAsync({ token })}
          onDone={finish}
          words={{
            action: t('newsletter.confirm.button'),
            pending: t('newsletter.confirm.pending'),
            failed: t('newsletter.confirm.failed'),
          }}
          icon={Check}
          variant="accent"
        />
      </>
    );
  }

  return (
    <NewsletterShell title={t('newsletter.confirm.title')} description={t('newsletter.confirm.description')} noIndex>
      {content}
    </NewsletterShell>
  );
}

/** /newsletter/unsubscribe?s=…&t=…, the link in every newsletter: the button that stops it. */
export function NewsletterUnsubscribePage() {
  const t = useT();
  const { done, justDone, finish, search } = useDone(NEWSLETTER_PATHS.unsubscribe, 'unsubscribed');
  const refused = usePageFormResult('newsletter-unsubscribe');
  const unsubscribe = useUnsubscribeFromNewsletter();
  const link = newsletterUnsubscribeQuerySchema.safeParse({ s: search.get('s') ?? '', t: search.get('t') ?? '' });

  let content: ReactNode;
  if (done) {
    content = (
      <NewsletterDone message={t('newsletter.unsubscribed')} focus={justDone}>
        <SubscribeAgain note={t('newsletter.unsubscribed.again')} />
      </NewsletterDone>
    );
  } else if (refused || !link.success) {
    content = <LinkRefused problem={refused} title={t('newsletter.unsubscribe.failed')} />;
  } else {
    const query = link.data;
    content = (
      <>
        <p className="prose-width text-lg">{t('newsletter.unsubscribe.question')}</p>
        <NewsletterLinkForm
          form="newsletter-unsubscribe"
          action={NEWSLETTER_PATHS.unsubscribe}
          hidden={query}
          send={() => unsubscribe.mutateAsync(query)}
          onDone={finish}
          words={{
            action: t('newsletter.unsubscribe.button'),
            pending: t('newsletter.unsubscribe.pending'),
            failed: t('newsletter.unsubscribe.failed'),
          }}
          icon={BellOff}
        />
      </>
    );
  }

  return (
    <NewsletterShell
      title={t('newsletter.unsubscribe.title')}
      description={t('newsletter.unsubscribe.description')}
      noIndex
    >
      {content}
    </NewsletterShell>
  );
}
