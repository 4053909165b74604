import type { FastifyRequest } from 'fastify';

/** What a log line shows in place of a secret. */
const HIDDEN = '[hidden]';

/**
 * Query parameters that carry a one-time link's token or a lookup code, and a newsletter unsubscribe
 * link's signature (`t`, docs/newsletter.md).
 */
const SECRET_PARAMS = new Set(['token', 'code', 't']);

/**
 * Paths with a secret segment: a tracking code (a key to someone's request), or a circle invitation's
 * token, in the API's calls and in the accept page's address (either language); a calendar feed's
 * token, the whole key to someone's visits (docs/booking.md, "Calendar feeds"); a quote link's token, in
 * its page's path (either language) and its API path (docs/quotes.md, "The link"); an invoice's pay
 * link, the same way (docs/payments.md), and a finished visit's feedback link (docs/feedback.md).
 */
const SECRET_PATH =
  /^(\/api\/contact\/track\/|\/api\/circle\/invitations\/|(?:\/es)?\/circle\/accept\/|\/calendar\/|\/api\/quote-links\/|(?:\/es)?\/quote\/|\/api\/pay-links\/|(?:\/es)?\/pay\/|\/api\/feedback\/|(?:\/es)?\/feedback\/)[^/?#]+/;

/**
 * A circle invitation's token: in its page's path, its API path, and in a sign-in page's `next`
 * on the way back to it (encoded or not).
 */
const INVITATION_TOKEN = /((?:circle(?:\/|%2F)accept|\/api\/circle\/invitations)(?:\/|%2F))[^/?#&]+/gi;

/** A chat conversation id: the only key to a visitor's conversation. */
const CONVERSATION_ID = /chat_[0-9a-f-]{8,}/gi;

/**
 * A request URL fit for a log: the tracking code in a lookup path, an invitation's token, chat conversation ids, and the
 * value of any `token` or `code` query parameter hidden. Reset links and tracking codes open someone's account or request;
 * whoever reads the logs is not their owner (docs/security.md).
 */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = (queryAt === -1 ? url : url.slice(0, queryAt))
    .replace(SECRET_PATH, `$1${HIDDEN}`)
    .replace(INVITATION_TOKEN, `$1${HIDDEN}`)
    .replace(CONVERSATION_ID, `chat_${HIDDEN}`);
  if (queryAt === -1) return path;
  const query = url
    .slice(queryAt + 1)
    .replace(CONVERSATION_ID, `chat_${HIDDEN}`)
    .replace(INVITATION_TOKEN, `$1${HIDDEN}`)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A name that does not decode is kept as it is.
      }
      return equals !== -1 && SECRET_PARAMS.has(decoded.toLowerCase()) ? `${name}=${HIDDEN}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

/** Fastify's own request serializer, with the URL redacted. */
export const logSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};
