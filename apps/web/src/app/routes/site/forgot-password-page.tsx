import { ForgotPasswordForm } from '../../../features/auth/components/forgot-password-form';
import { useT } from '../../../i18n/use-t';
import { PageMeta } from '../../../lib/page-meta';
import { AuthCardPage } from './auth-card-page';

export function ForgotPasswordPage() {
  const t = useT();
  return (
    <AuthCardPage title={t('auth.forgot.title')} intro={t('auth.forgot.intro')}>
      <PageMeta title={t('auth.forgot.title')} description={t('auth.forgot.description')} />
      <ForgotPasswordForm />
    </AuthCardPage>
  );
}
