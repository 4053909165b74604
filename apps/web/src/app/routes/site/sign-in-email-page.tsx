import { NEXT_PARAM, safeNextPath } from '@ta/shared';
import { Link, useSearch } from 'wouter';
import { EmailSignInRequestForm } from '../../../features/email-sign-in/components/email-sign-in-request-form';
import { useT } from '../../../i18n/use-t';
import { PageMeta } from '../../../lib/page-meta';
import { AuthCardPage } from './auth-card-page';

/** /sign-in/email: ask for an e-mailed sign-in link and code (docs/sign-in.md). */
export function SignInEmailPage() {
  const t = useT();
  const next = safeNextPath(new URLSearchParams(useSearch()).get(NEXT_PARAM));
  return (
    <AuthCardPage title={t('sign-in.email.title')} intro={t('sign-in.email.intro')}>
      <PageMeta title={t('sign-in.email.title')} description={t('sign-in.email.description')} noIndex />
      <EmailSignInRequestForm next={next} />
      <Link
        href={next ? `/auth?${NEXT_PARAM}=${encodeURIComponent(next)}` : '/auth'}
        className="inline-flex min-h-11 items-center font-bold"
      >
        {t('sign-in.use-password')}
      </Link>
    </AuthCardPage>
  );
}
