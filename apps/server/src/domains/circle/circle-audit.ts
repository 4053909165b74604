import type { FastifyRequest } from 'fastify';
import { operationRouteNow } from '../../http/operations.js';
import { circleRefused, circleViewed } from './circle-events.js';

/**
 * What the access log says a trusted contact looked at or tried (docs/circle.md, "Access log"),
 * by route: the method and the route's pattern, never its values, so nothing typed (a code, a
 * note) reaches the log.
 */

/** The client-data reads a contact's look is recorded for (the reports record their own). */
const VIEWS: Record<string, { what: string; subject: string; oneThing?: boolean }> = {
  'GET /api/appointments': { what: 'the appointments', subject: 'appointment_list' },
  'GET /api/appointments/:id/calendar.ics': {
    what: "an appointment's calendar file",
    subject: 'appointment_calendar',
    oneThing: true,
  },
  'GET /api/properties': { what: 'the properties', subject: 'property_list' },
  'GET /api/properties/:id': { what: 'a property', subject: 'property', oneThing: true },
  'GET /api/contact/user': { what: 'the requests', subject: 'request_list' },
  'GET /api/invoices': { what: 'the invoices', subject: 'invoice_list' },
  'GET /api/invoices/:id': { what: 'an invoice', subject: 'invoice', oneThing: true },
  'GET /api/invoices/:id/pdf': { what: "an invoice's PDF", subject: 'invoice_pdf', oneThing: true },
  'GET /api/quotes': { what: 'the quotes', subject: 'quote_list' },
  'GET /api/quotes/:id': { what: 'a quote', subject: 'quote', oneThing: true },
};

/** What a refused call would have done, in the client's words; any other call by its method and pattern. */
const ATTEMPTS: Record<string, string> = {
  'POST /api/contact': 'send a request',
  'POST /api/callback': 'ask for a call back',
  'POST /api/contact/claim': 'add an earlier request to the account',
  'GET /api/contact/user': 'look at the requests',
  'GET /api/appointments': 'look at the appointments',
  'GET /api/appointments/:id/calendar.ics': "download an appointment's calendar file",
  'DELETE /api/appointments/:id': 'cancel an appointment',
  'GET /api/appointments/:id/slots': 'look for another time for an appointment',
  'POST /api/appointments/:id/move': 'move an appointment',
  'GET /api/properties': 'look at the properties',
  'GET /api/properties/:id': 'look at a property',
  'POST /api/properties': 'add a property',
  'PATCH /api/properties/:id': "change a property's details or its access codes",
  'GET /api/visits/:id/report': 'read a home-check report',
  'GET /api/visits/:id/report.pdf': "download a home-check report's PDF",
  'POST /api/findings/:id/decision': 'answer a finding of a report',
  'GET /api/invoices': 'look at the invoices',
  'GET /api/invoices/:id': 'look at an invoice',
  'GET /api/invoices/:id/pdf': "download an invoice's PDF",
  'GET /api/quotes': 'look at the quotes',
  'GET /api/quotes/:id': 'look at a quote',
  'POST /api/quotes/:id/approve': 'approve a quote',
  'POST /api/quotes/:id/changes': 'ask for changes to a quote',
  'GET /api/circle': 'look at the circle',
  'POST /api/circle': 'invite someone to the circle',
  'GET /api/circle/log': 'read the access log',
  'PATCH /api/circle/:id': "change someone's rights in the circle",
  'DELETE /api/circle/:id': 'remove someone from the circle',
  'GET /api/payment-card': 'look at the card on file and autopay',
  'POST /api/payment-card/setup': 'save a card on the account',
  'PUT /api/payment-card/autopay': 'turn autopay on or off',
  'DELETE /api/payment-card': 'remove the card on file',
};

/**
 * The call a request makes, by method and pattern: the JSON route's, or, while a page's form or read
 * does a route's operation on the page's own request, that route's (http/operations.ts).
 */
const routeKey = (request: FastifyRequest) =>
  operationRouteNow() ?? `${request.method} ${request.routeOptions.url ?? ''}`;

/** Whether a route is one of the reads the access log records (the only routes that need its hook). */
export const isCircleView = (method: string, url: string): boolean => `${method} ${url}` in VIEWS;

/** A contact reading the same page again within this time leaves one line in the log. */
const VIEW_LOGGED_ONCE_WITHIN_MS = 24 * 60 * 60 * 1000;

/**
 * After a read answered 200: a contact helping with the account looked at the client's data. The read
 * is the request's own route, or the route a page read stood for (`route`, with its path values).
 */
export async function recordCircleView(
  request: FastifyRequest,
  status: number,
  route: string = routeKey(request),
  params: unknown = request.params,
): Promise<void> {
  const link = request.actingFor;
  const view = VIEWS[route];
  if (!link || !view || status !== 200 || !request.user) return;
  const client = await request.server.repos.users.findById(link.clientId);
  if (!client) return;
  const id = view.oneThing ? Number((params as { id?: string }).id) : NaN;
  await request.server.repos.events.recordUnlessRecent(
    circleViewed(request.user, client, view.what, { type: view.subject, id: Number.isSafeInteger(id) ? id : null }),
    VIEW_LOGGED_ONCE_WITHIN_MS,
  );
}

/**
 * A call the circle's guards refused a contact (no right, the holder's own, access ended): recorded
 * for the client whose account the session was helping with. The body is never read. `call` is the
 * API call refused (`POST /api/circle`) when the request is a page's that does its work (a form sent
 * without JavaScript, a page read: http/operations.ts); else the request's own route.
 */
export async function recordCircleRefusal(request: FastifyRequest): Promise<void> {
  const call = routeKey(request);
  const clientId = request.actingFor?.clientId ?? request.session?.actingForId ?? null;
  if (!request.user || clientId === null) return;
  const client = await request.server.repos.users.findById(clientId);
  if (!client) return;
  await request.server.repos.events.record(
    circleRefused(request.user, client, ATTEMPTS[call] ?? call, request.actingEnded),
  );
}
