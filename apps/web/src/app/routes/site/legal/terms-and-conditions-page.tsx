import { termsAndConditions } from '../../../../features/legal/content/terms-and-conditions';
import { LegalPage } from './legal-page';

export function TermsAndConditionsPage() {
  return <LegalPage content={termsAndConditions} path="/terms-and-conditions" />;
}
