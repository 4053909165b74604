import { NEXT_PARAM, safeNextPath } from '@ta/shared';
import { useSearch } from 'wouter';
import { SignInLinkForm } from '../../../features/email-sign-in/components/sign-in-link-form';
import { useT } from '../../../i18n/use-t';
import { PageMeta } from '../../../lib/page-meta';
import { AuthCardPage } from './auth-card-page';

/**
 * /sign-in/link?token=…: the e-mailed link's page. It shows a button; only the button's POST signs
 * in, so a mail scanner opening the link spends nothing (docs/sign-in.md).
 */
export function SignInLinkPage() {
  const t = useT();
  const search = new URLSearchParams(useSearch());
  const token = search.get('token') ?? '';
  const next = safeNextPath(search.get(NEXT_PARAM));
  return (
    <AuthCardPage title={t('sign-in.link.title')} intro={t('sign-in.link.intro')}>
      <PageMeta title={t('sign-in.link.title')} description={t('sign-in.link.description')} noIndex />
      <SignInLinkForm token={token} next={next} />
    </AuthCardPage>
  );
}
