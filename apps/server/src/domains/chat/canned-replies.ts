import type { CannedReply, CannedReplyInput } from '@ta/shared';
import { isUniqueViolation } from '../../db/errors.js';
import { conflict, notFound } from '../../lib/http-errors.js';
import type { ServiceContext } from '../service-context.js';

/**
 * Canned replies (docs/sms.md, "One inbox"): staff type "/" and a shortcut in the reply box and choose
 * its words in English or Spanish; the owner writes them. A shortcut is one reply's.
 */

export function cannedReplies(ctx: ServiceContext): Promise<CannedReply[]> {
  return ctx.repos.chat.cannedReplies();
}

/** POST (no id) or PUT (its id) /api/admin/chat/canned-replies: 409 for a shortcut another reply has. */
export async function saveCannedReply(
  ctx: ServiceContext,
  id: number | null,
  input: CannedReplyInput,
): Promise<CannedReply> {
  try {
    const saved = await ctx.repos.chat.saveCannedReply(id, input);
    if (!saved) throw notFound('canned_reply_not_found');
    return saved;
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('canned_reply_shortcut_taken');
    throw err;
  }
}

export async function deleteCannedReply(ctx: ServiceContext, id: number): Promise<void> {
  if (!(await ctx.repos.chat.deleteCannedReply(id))) throw notFound('canned_reply_not_found');
}
