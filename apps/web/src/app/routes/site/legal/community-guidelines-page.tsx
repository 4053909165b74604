import { communityGuidelines } from '../../../../features/legal/content/community-guidelines';
import { LegalPage } from './legal-page';

export function CommunityGuidelinesPage() {
  return <LegalPage content={communityGuidelines} path="/community-guidelines" />;
}
