/** The two tabs of /client-portal; `?tab=new` opens New Request. */
export type PortalTab = 'requests' | 'new';

export const PORTAL_PATH = '/client-portal';

export function portalTabFrom(search: string): PortalTab {
  return new URLSearchParams(search).get('tab') === 'new' ? 'new' : 'requests';
}

export function portalTabHref(tab: PortalTab): string {
  return tab === 'new' ? `${PORTAL_PATH}?tab=new` : PORTAL_PATH;
}
