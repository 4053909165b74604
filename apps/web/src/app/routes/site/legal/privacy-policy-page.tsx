import { privacyPolicy } from '../../../../features/legal/content/privacy-policy';
import { LegalPage } from './legal-page';

export function PrivacyPolicyPage() {
  return <LegalPage content={privacyPolicy} path="/privacy-policy" />;
}
