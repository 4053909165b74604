/** The dashboard's message when it cannot load. */
export const DASHBOARD_LOAD_FAILED_MESSAGE = 'Failed to load your dashboard. Please try again later.';
