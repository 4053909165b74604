import type { FastifyReply } from 'fastify';

/**
 * Sends stored photo bytes: the content type stored (never sniffed), and headers that stop a browser
 * from treating them as anything but an image to show. `cacheSeconds` lets the browser keep it (private
 * only); without it, the default of the answer (never stored) holds.
 */
export function sendPhoto(
  reply: FastifyReply,
  photo: { bytes: Buffer; contentType: string },
  cacheSeconds?: number,
): FastifyReply {
  reply
    .header('content-type', photo.contentType)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('content-disposition', 'inline');
  if (cacheSeconds !== undefined) reply.header('cache-control', `private, max-age=${cacheSeconds}`);
  return reply.send(photo.bytes);
}
