import {
  defaultBusiness,
  LOW_SCORE,
  type FeedbackInput,
  type FeedbackRequestView,
  type FeedbackSettings,
} from '@ta/shared';
import { conflict, notFound } from '../../lib/http-errors.js';
import { sha256 } from '../../lib/tokens.js';
import { greeting, renderEmail } from '../../mail/email-templates.js';
import { officeRecipients, recipientsContext } from '../office/index.js';
import type { ServiceContext } from '../service-context.js';
import type { UserRecord } from '../accounts/index.js';

/** The request a link opens; a made-up or mistyped token is the same 404 as any unknown one. */
async function requestOf(ctx: ServiceContext, token: string) {
  const request = token.length <= 200 ? await ctx.repos.feedback.findByTokenHash(sha256(token)) : undefined;
  if (!request) throw notFound('feedback_link_not_found');
  return request;
}

/** GET /api/feedback/:token: the visit the link asks about, and whether it was answered. */
export async function readFeedbackLink(ctx: ServiceContext, token: string): Promise<FeedbackRequestView> {
  const request = await requestOf(ctx, token);
  return {
    serviceName: request.serviceName,
    staffFirstName: request.staffFirstName,
    date: request.date,
    answered: request.answeredAt !== null,
    stars: request.stars,
    reviewUrl: await ctx.repos.feedback.reviewUrl(),
  };
}

const starsWord = (stars: number) => `${stars} star${stars === 1 ? '' : 's'}`;

/**
 * POST /api/feedback/:token: the client's stars and comment, recorded once (a second answer, or two
 * sent at once, is refused with 409 and changes nothing). A score of 1 or 2 alerts the office at once,
 * with the answer, in the same transaction. Answers the view the page shows next.
 */
export async function answerFeedback(
  ctx: ServiceContext,
  token: string,
  input: FeedbackInput,
  now: Date = new Date(),
): Promise<FeedbackRequestView> {
  return ctx.inTransaction(async (tx) => {
    const request = await requestOf(tx, token);
    if (request.answeredAt !== null) throw conflict('feedback_already_given');
    const comment = input.comment === '' ? null : input.comment;
    if (!(await tx.repos.feedback.answer(request.id, { stars: input.stars, comment }, now.toISOString()))) {
      throw conflict('feedback_already_given');
    }
    if (input.stars <= LOW_SCORE) {
      const what = request.serviceName ?? 'Visit';
      const staff = request.staffFirstName ? `${request.staffFirstName} ${request.staffLastName ?? ''}`.trim() : null;
      for (const recipient of await officeRecipients(recipientsContext(tx))) {
        const { text, html } = renderEmail({
          businessName: defaultBusiness.name,
          heading: `${request.clientName} gave ${starsWord(input.stars)}`,
          paragraphs: [
            greeting(recipient.firstName),
            `${request.clientName} rated the visit of ${request.date} with ${starsWord(input.stars)} out of 5.`,
            [`What: ${what}`, `Who went: ${staff ?? 'no one was assigned'}`, `Comment: ${comment ?? '(none)'}`].join(
              '\n',
            ),
            'A call today may turn this around. Every score is on the Feedback page.',
          ],
          action: { label: 'Open the appointment', url: `${tx.publicUrl}/admin/appointments/${request.appointmentId}` },
          footer: 'You are receiving this e-mail because you are on the office’s list.',
        });
        await tx.mailer.send({
          to: recipient.email,
          subject: `${starsWord(input.stars)} from ${request.clientName}: ${what} on ${request.date}`,
          text,
          html,
          kind: 'staff-low-feedback',
        });
      }
    }
    return {
      serviceName: request.serviceName,
      staffFirstName: request.staffFirstName,
      date: request.date,
      answered: true,
      stars: input.stars,
      reviewUrl: await tx.repos.feedback.reviewUrl(),
    };
  });
}

/** PUT /api/admin/feedback/settings: the public review page every request links to (blank for none). */
export async function saveFeedbackSettings(
  ctx: ServiceContext,
  actor: UserRecord,
  settings: FeedbackSettings,
): Promise<FeedbackSettings> {
  await ctx.repos.feedback.setReviewUrl(settings.reviewUrl, actor.id);
  return settings;
}
