import { EMAIL_SIGN_IN_MINUTES, NEXT_PARAM, safeNextPath } from '@ta/shared';
import { useSearch } from 'wouter';
import { SignInCodeForm } from '../../../features/email-sign-in/components/sign-in-code-form';
import { useT } from '../../../i18n/use-t';
import { PageMeta } from '../../../lib/page-meta';
import { AuthCardPage } from './auth-card-page';

/** /sign-in/code: type the e-mailed six-digit code, on any device (docs/sign-in.md). */
export function SignInCodePage() {
  const t = useT();
  const next = safeNextPath(new URLSearchParams(useSearch()).get(NEXT_PARAM));
  return (
    <AuthCardPage title={t('sign-in.code.title')} intro={t('sign-in.code.intro', { minutes: EMAIL_SIGN_IN_MINUTES })}>
      <PageMeta title={t('sign-in.code.title')} description={t('sign-in.code.description')} noIndex />
      <SignInCodeForm next={next} />
    </AuthCardPage>
  );
}
