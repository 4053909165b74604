import { newsletterSendSchema, type NewsletterSend } from '@ta/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getParsed } from '../../../lib/api-client';
import { readAgainOnMount } from '../../../lib/page-data';
import { queryKeys } from '../../../lib/query-keys';

/** While e-mails still wait for the mail server, the figures are read again this often. */
export const SEND_FIGURES_REFRESH_MS = 10_000;

export const postNewsletterPath = (postId: number) => `/api/admin/blog/${postId}/newsletter`;

const postSendAnswerSchema = newsletterSendSchema.nullable();

/**
 * GET /api/admin/blog/:id/newsletter (admins): when the post was sent and what became of its e-mails, or
 * null when it has not been sent. Read again every few seconds while e-mails wait, and on coming back to
 * the tab.
 */
export function postSendQueryOptions(postId: number) {
  return queryOptions({
    queryKey: queryKeys.newsletter.postSend(postId),
    refetchOnMount: readAgainOnMount,
    refetchOnWindowFocus: true,
    refetchInterval: (query: { state: { data: NewsletterSend | null | undefined } }) =>
      (query.state.data?.waiting ?? 0) > 0 ? SEND_FIGURES_REFRESH_MS : false,
    queryFn: ({ signal }): Promise<NewsletterSend | null> =>
      // A poll of the figures: it does not keep the session alive on its own.
      getParsed(postSendAnswerSchema, postNewsletterPath(postId), signal, { background: true }),
  });
}

export function usePostSend(postId: number, { enabled = true } = {}) {
  return useQuery({ ...postSendQueryOptions(postId), enabled });
}
