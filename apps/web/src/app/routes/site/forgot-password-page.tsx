import { ForgotPasswordForm } from '../../../features/auth/components/forgot-password-form';
import { PageMeta } from '../../../lib/page-meta';
import { AuthCardPage } from './auth-card-page';

export function ForgotPasswordPage() {
  return (
    <AuthCardPage
      title="Forgot your password?"
      intro="Enter your email address and we will send you a link to choose a new password."
    >
      <PageMeta
        title="Forgot your password?"
        description="Ask for a link to reset the password of your client account."
      />
      <ForgotPasswordForm />
    </AuthCardPage>
  );
}
