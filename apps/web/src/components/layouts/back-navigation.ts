/** Where the client header's Back button goes when there is no earlier page of this site to return to. */
export const BACK_FALLBACK_PATH = '/dashboard';

interface HistoryFacts {
  /** `navigation.canGoBack` where the browser has the Navigation API (it counts only this site's pages). */
  navigationCanGoBack: boolean | undefined;
  /** `history.length`, the fallback: 1 means the page was opened on its own (a new tab, a bookmark). */
  historyLength: number;
}

/** True when going back in history stays useful; otherwise the Back button opens the dashboard. */
export function canGoBack({ navigationCanGoBack, historyLength }: HistoryFacts): boolean {
  return navigationCanGoBack ?? historyLength > 1;
}
