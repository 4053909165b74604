import { useSearch } from 'wouter';
import { ResetPasswordForm } from '../../../features/auth/components/reset-password-form';
import { useT } from '../../../i18n/use-t';
import { PageMeta } from '../../../lib/page-meta';
import { AuthCardPage } from './auth-card-page';

export function ResetPasswordPage() {
  const t = useT();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  return (
    <AuthCardPage title={t('auth.reset.title')} intro={t('auth.reset.intro')}>
      <PageMeta title={t('auth.reset.title')} description={t('auth.reset.description')} noIndex />
      <ResetPasswordForm token={token} />
    </AuthCardPage>
  );
}
