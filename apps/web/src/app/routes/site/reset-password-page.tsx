import { useSearch } from 'wouter';
import { ResetPasswordForm } from '../../../features/auth/components/reset-password-form';
import { PageMeta } from '../../../lib/page-meta';
import { AuthCardPage } from './auth-card-page';

export function ResetPasswordPage() {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  return (
    <AuthCardPage title="Choose a new password" intro="Type your new password twice to confirm it.">
      <PageMeta title="Choose a new password" description="Reset the password of your client account." noIndex />
      <ResetPasswordForm token={token} />
    </AuthCardPage>
  );
}
