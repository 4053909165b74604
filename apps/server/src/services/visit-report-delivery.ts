import type { ServiceContext } from './service-context.js';

/**
 * Sends a finished visit's report: to the owner (e-mail with the findings, thumbnails and the PDF)
 * and, for an urgent finding, an alert to the office. Called once, when the visit finishes.
 * Being written alongside the visit screens: until then it records nothing and sends nothing.
 */
export async function deliverVisitReport(_ctx: ServiceContext, _visitId: number): Promise<void> {}
