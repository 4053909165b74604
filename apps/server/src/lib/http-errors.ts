import {
  codeMessage,
  ERROR_CODES,
  ERROR_MESSAGES,
  z,
  type CodeWithOwnMessage,
  type ErrorCode,
  type ErrorCodeArgs,
  type FixedErrorCode,
} from '@ta/shared';

type Fields = Record<string, string>;

/**
 * An error whose message is safe to show: the error handler sends it as `{ code, message }`, with the
 * message's `params` and the per-field messages when it has them (docs/i18n.md "Errors as codes").
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Fields,
    readonly params?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** After the code: its values when its message has a changing part, then the per-field messages. */
type RefusalArgs<C extends ErrorCode> = [...ErrorCodeArgs<C>, fields?: Fields];

function refusal<C extends ErrorCode>(statusCode: number, code: C, args: RefusalArgs<C>): HttpError {
  if (typeof ERROR_MESSAGES[code] === 'string') {
    return new HttpError(statusCode, code, ERROR_MESSAGES[code] as string, args[0] as Fields | undefined);
  }
  const [params, fields] = args as unknown as [Record<string, string>, Fields | undefined];
  const message = codeMessage(code, ...([params] as ErrorCodeArgs<C>));
  return new HttpError(statusCode, code, message, fields, params);
}

/** 400 with the code's message: `badRequest('lines_required')`, `badRequest('slot_taken', { slot: … })`. */
export const badRequest = <C extends ErrorCode>(code: C, ...args: RefusalArgs<C>) => refusal(400, code, args);
export const unauthorized = <C extends ErrorCode>(code: C, ...args: RefusalArgs<C>) => refusal(401, code, args);
export const forbidden = <C extends ErrorCode>(code: C, ...args: RefusalArgs<C>) => refusal(403, code, args);
export const notFound = <C extends ErrorCode>(code: C, ...args: RefusalArgs<C>) => refusal(404, code, args);
export const conflict = <C extends ErrorCode>(code: C, ...args: RefusalArgs<C>) => refusal(409, code, args);
export const payloadTooLarge = <C extends ErrorCode>(code: C, ...args: RefusalArgs<C>) => refusal(413, code, args);
export const unsupportedMediaType = <C extends ErrorCode>(code: C, ...args: RefusalArgs<C>) => refusal(415, code, args);
export const tooManyRequests = <C extends ErrorCode>(code: C, ...args: RefusalArgs<C>) => refusal(429, code, args);

/** What a lookup found, or the 404 with the code of what it looked for (`foundOr404(row, 'invoice_not_found')`). */
export function foundOr404<T extends object>(found: T | null | undefined, notFoundCode: FixedErrorCode): T {
  if (!found) throw notFound(notFoundCode);
  return found;
}

/**
 * A 400 whose message is the first problem a form's schema found, with every field's message
 * (`validation_failed`), for the few routes that check a body themselves (multipart forms).
 */
export const validationFailed = (message: string, fields?: Fields) =>
  new HttpError(400, 'validation_failed' satisfies CodeWithOwnMessage, message, fields);

/**
 * An error answer as a route declares it among its responses (the serializer keeps only what a
 * response schema names).
 */
export const errorAnswerSchema = z.object({
  code: z.enum(ERROR_CODES as [ErrorCode, ...ErrorCode[]]),
  message: z.string(),
  params: z.record(z.string(), z.string()).optional(),
  fields: z.record(z.string(), z.string()).optional(),
});

/** 503: a service the request needs (a card processor) did not answer; nothing was changed. */
export const unavailable = <C extends ErrorCode>(code: C, ...args: RefusalArgs<C>) => refusal(503, code, args);
