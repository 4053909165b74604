import { furniturePhotoUploadSchema, MAX_PHOTOS_PER_ITEM, MAX_PHOTOS_PER_UPLOAD, ERROR_CODES } from '@ta/shared';
import type { RouteOptions } from 'fastify';
import { z, type ZodType } from 'zod';
import type { Access } from '../../domains/accounts/guards.js';

/**
 * What the API document says about each operation beyond its own schemas: who may call it, and
 * the error answers (all `{ code, message }`, with `fields` on validation errors). Most are derived from
 * the route itself (its guard, schemas, path parameters, rate limit, method); ROUTE_NOTES holds
 * what only a handler knows, for the few routes that have it.
 */

type Note = {
  /** Answers a handler gives that nothing else reveals, with when. */
  answers?: Partial<Record<401 | 403 | 404 | 409, string>>;
  /** The body as it is sent, when the validating schema cannot show it. */
  body?: { mediaType: 'application/json' | 'multipart/form-data'; schema: ZodType; description: string };
};

/** The photos of an upload: the form's text fields, and the files under `photos`. */
const photoUploadForm = furniturePhotoUploadSchema.out.extend({
  photos: z
    .array(z.string().meta({ format: 'binary' }))
    .min(1)
    .max(MAX_PHOTOS_PER_UPLOAD)
    .describe(`1 to ${MAX_PHOTOS_PER_UPLOAD} photos: JPEG, PNG or WEBP, 5 MB each.`),
});

/** A finding's photo: one file under `photos`. */
const visitPhotoForm = z.object({
  photos: z
    .array(z.string().meta({ format: 'binary' }))
    .length(1)
    .describe(`One photo: JPEG, PNG or WEBP, 5 MB at most; an item keeps ${MAX_PHOTOS_PER_ITEM} at most.`),
});

/** What refuses an action on a visit to the staff member it is given to. */
const VISIT_NOT_YOURS = 'The visit is assigned to someone else (an admin too is refused).';
const visitAction = (conflict: string): Note => ({ answers: { 403: VISIT_NOT_YOURS, 409: conflict } });

/** Keyed by "METHOD /path" as Fastify writes it; the OpenAPI test checks each key is a route. */
export const ROUTE_NOTES: Record<string, Note> = {
  'POST /api/login': {
    answers: { 401: 'Wrong username, e-mail or password.', 403: 'The account has been deactivated.' },
  },
  'POST /api/register': { answers: { 409: 'The username or the e-mail is already used by another account.' } },
  'PATCH /api/user/profile': { answers: { 409: 'The e-mail is already used by another account.' } },
  'GET /api/contact/track': { answers: { 404: 'No request has this tracking code.' } },
  'POST /api/contact/claim': {
    answers: { 404: 'No request with this code and e-mail, or it is already on another account.' },
  },
  'POST /api/contact/:id/assign': { answers: { 409: 'The request is no longer new: someone else has taken it.' } },
  'POST /api/furniture-photos': {
    body: {
      mediaType: 'multipart/form-data',
      schema: photoUploadForm,
      description: 'A multipart form: the text fields (`email` is accepted for `clientEmail`) and the photo files.',
    },
  },
  'POST /api/furniture-photos/link': { answers: { 404: 'The appointment does not exist.' } },
  'DELETE /api/appointments/:id': { answers: { 409: 'A client cannot cancel what has already taken place.' } },
  'POST /api/admin/users': { answers: { 409: 'The username or the e-mail is already used by another account.' } },
  'PATCH /api/admin/users/:id': {
    answers: { 409: 'The username or e-mail is taken, or the change would leave no active admin.' },
  },
  'GET /api/admin/visits/:id/access-notes': {
    answers: {
      403: VISIT_NOT_YOURS,
      404: 'No such visit, or no access notes are on file for the house.',
      409: 'The visit is finished or cancelled.',
    },
  },
  'POST /api/admin/visits/:id/start': visitAction('The visit has already started, is finished or was cancelled.'),
  'PUT /api/admin/visits/:id/items/:itemId': visitAction('The visit has not started, is finished or was cancelled.'),
  'POST /api/admin/visits/:id/items/:itemId/photos': {
    ...visitAction(
      `The visit has not started, is finished or was cancelled, or the item has ${MAX_PHOTOS_PER_ITEM} photos.`,
    ),
    body: {
      mediaType: 'multipart/form-data',
      schema: visitPhotoForm,
      description: 'A multipart form with one photo file.',
    },
  },
  'DELETE /api/admin/visits/:id/photos/:photoId': visitAction(
    'The visit has not started, is finished or was cancelled.',
  ),
  'POST /api/admin/visits/:id/finish': visitAction(
    'The visit has not started, is finished or was cancelled; an item is unanswered, or an issue has no photo.',
  ),
  'POST /api/admin/blog': { answers: { 409: 'Another post already has this slug.' } },
  'PATCH /api/admin/blog/:id': { answers: { 409: 'Another post already has this slug.' } },
};

const ROLES: Record<Exclude<Access, 'public'>, { roles: string[]; who: string }> = {
  signedIn: { roles: [], who: 'any signed-in account' },
  client: { roles: ['client'], who: 'clients' },
  staff: { roles: ['staff', 'admin'], who: 'staff and admins' },
  admin: { roles: ['admin'], who: 'admins' },
};

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** What every error answer carries: a stable code, its English message, the message's changing parts. */
const ANSWER_PROPERTIES = {
  code: {
    type: 'string' as const,
    enum: ERROR_CODES,
    description:
      'What went wrong, as a stable name to program against and to show in the reader’s language (docs/i18n.md "Errors as codes").',
  },
  message: { type: 'string' as const, description: 'What went wrong, in English words to show people.' },
  params: {
    type: 'object' as const,
    additionalProperties: { type: 'string' as const },
    description: 'The changing parts of the message, by name (a photo’s name), when it has some.',
  },
};

/** The shapes every error answer takes, once in `components.schemas`. */
export const ERROR_SCHEMAS = {
  Error: {
    type: 'object' as const,
    properties: ANSWER_PROPERTIES,
    required: ['code', 'message'],
  },
  ValidationError: {
    type: 'object' as const,
    properties: {
      ...ANSWER_PROPERTIES,
      fields: {
        type: 'object' as const,
        additionalProperties: { type: 'string' as const },
        description: 'Field name → its problem.',
      },
    },
    required: ['code', 'message'],
  },
};

function errorAnswer(description: string, withFields = false) {
  return { description, $ref: `#/components/schemas/${withFields ? 'ValidationError' : 'Error'}` };
}

export function noteFor(route: Pick<RouteOptions, 'method' | 'url'>): Note | undefined {
  return ROUTE_NOTES[`${String(route.method)} ${route.url}`];
}

interface RouteFacts {
  method: string;
  url: string;
  access: Access;
  hasBody: boolean;
  multipart: boolean;
  hasQuery: boolean;
  rateLimited: boolean;
}

/** The error answers of one operation, as OpenAPI response schemas keyed by status code. */
export function errorAnswers(facts: RouteFacts, note: Note | undefined): Record<string, object> {
  const { method, url, access, hasBody, multipart, hasQuery, rateLimited } = facts;
  const params = [...url.matchAll(/:(\w+)/g)].map((m) => m[1]);
  const answers: Record<string, object> = {};
  if (hasBody || hasQuery || params.length > 0) {
    answers[400] = errorAnswer(
      'The request is not valid: `code` and `message` say what is wrong, `fields` (when present) what is wrong with each field.',
      true,
    );
  }
  const forbidden: string[] = [];
  if (access !== 'public') {
    answers[401] = errorAnswer('Not signed in, or the session has ended.');
    if (access !== 'signedIn') forbidden.push(`Signed in, but this call is for ${ROLES[access].who} only.`);
  }
  if (UNSAFE_METHODS.has(method)) forbidden.push('Sent from another site (refused by its Origin or Sec-Fetch-Site).');
  if (note?.answers?.[403]) forbidden.push(note.answers[403]);
  if (forbidden.length > 0) answers[403] = errorAnswer(forbidden.join(' '));
  if (note?.answers?.[401]) answers[401] = errorAnswer(note.answers[401]);
  if (params.length > 0 || note?.answers?.[404]) {
    answers[404] = errorAnswer(
      note?.answers?.[404] ?? `Nothing has this ${params.join(' and ')}, or it is not the caller's to see.`,
    );
  }
  if (note?.answers?.[409]) answers[409] = errorAnswer(note.answers[409]);
  if (hasBody) {
    answers[413] = errorAnswer(
      multipart ? 'A photo is over 5 MB, or the form is too large.' : 'The body is over 100 KB.',
    );
    answers[415] = errorAnswer(
      multipart
        ? 'The body is not a multipart form, or a file is not a JPEG, PNG or WEBP image.'
        : 'The body is not JSON (send Content-Type: application/json).',
    );
  }
  if (rateLimited)
    answers[429] = errorAnswer('Too many of these calls from this address: try again after Retry-After seconds.');
  answers[503] = errorAnswer('The database is not answering: try again in a minute (Retry-After).');
  return answers;
}

/** The operation's `security` (a session cookie, with the roles allowed) and the sentence that says it. */
export function accessDocs(access: Access): { security?: { cookieAuth: string[] }[]; sentence: string } {
  if (access === 'public') return { sentence: 'No session needed.' };
  const { roles, who } = ROLES[access];
  return { security: [{ cookieAuth: roles }], sentence: `Needs a session: ${who}.` };
}
