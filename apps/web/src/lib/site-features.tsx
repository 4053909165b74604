import { NO_SITE_FEATURES, type SiteFeatures } from '@ta/shared';
import { createContext, useContext, type ReactNode } from 'react';

/** What the site offers beyond the plain forms (texts), as the server said in the page's state. */
const SiteFeaturesContext = createContext<SiteFeatures>(NO_SITE_FEATURES);

export function SiteFeaturesProvider({ value, children }: { value: SiteFeatures; children: ReactNode }) {
  return <SiteFeaturesContext.Provider value={value}>{children}</SiteFeaturesContext.Provider>;
}

export function useSiteFeatures(): SiteFeatures {
  return useContext(SiteFeaturesContext);
}
