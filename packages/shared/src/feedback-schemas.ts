import { FEEDBACK_MESSAGES as M, starsOfQuery } from './feedback.js';
import { z } from './zod.js';

/** The feedback calls and forms (docs/feedback.md); their words are in feedback.ts. */

const commentField = z.string().trim().max(1000, M.commentTooLong).default('');

/** POST /api/feedback/:token: 1 to 5 stars and the comment (blank for none). */
export const feedbackInputSchema = z.object({
  stars: z.number({ error: M.starsRequired }).int(M.starsRequired).min(1, M.starsRequired).max(5, M.starsRequired),
  comment: commentField,
});
export type FeedbackInput = z.output<typeof feedbackInputSchema>;

/**
 * The form on /feedback/:token, as typed: the stars as a radio value ("1" to "5"), the comment. Its
 * output is the call's body, in the browser and in the form posted without JavaScript.
 */
export const feedbackFormSchema = z.object({
  stars: z
    .string({ error: M.starsRequired })
    .refine((value) => starsOfQuery(value) !== null, M.starsRequired)
    .transform((value) => Number(value)),
  comment: commentField,
}) satisfies z.ZodType<FeedbackInput, { stars: string; comment?: string }>;
export type FeedbackFormValues = z.input<typeof feedbackFormSchema>;

/** GET /api/feedback/:token: the visit the link asks about, and the answer once given. */
export const feedbackRequestSchema = z.object({
  serviceName: z.string().nullable(),
  staffFirstName: z.string().nullable(),
  /** The visit's day, YYYY-MM-DD. */
  date: z.string(),
  answered: z.boolean(),
  stars: z.number().int().nullable(),
  /** The business's public review page (Google, Yelp…), the same for every client; null when the owner set none. */
  reviewUrl: z.string().nullable(),
});
export type FeedbackRequestView = z.infer<typeof feedbackRequestSchema>;

/** The owner's public review page: a full https address, or blank for none. */
export const feedbackSettingsSchema = z.object({
  reviewUrl: z
    .string()
    .trim()
    .max(500, M.reviewUrlInvalid)
    .refine((value) => value === '' || /^https:\/\/[^\s/]+\.[^\s]+$/.test(value), M.reviewUrlInvalid),
});
export type FeedbackSettings = z.infer<typeof feedbackSettingsSchema>;

/** One answer as the back office reads it. */
export const feedbackEntrySchema = z.object({
  id: z.number().int(),
  appointmentId: z.number().int(),
  clientId: z.number().int().nullable(),
  clientName: z.string(),
  staffName: z.string().nullable(),
  serviceName: z.string().nullable(),
  date: z.string(),
  stars: z.number().int(),
  comment: z.string().nullable(),
  answeredAt: z.string(),
});
export type FeedbackEntry = z.infer<typeof feedbackEntrySchema>;

/** A month's (or a person's or a service's) answers: how many and their average in hundredths of a star. */
export const scoreSchema = z.object({
  answers: z.number().int(),
  /** 450 is 4.5 stars; null with no answers. */
  averageHundredths: z.number().int().nullable(),
});
export type Score = z.infer<typeof scoreSchema>;

const scoreRowSchema = z.object({
  /** The staff member's or service's id; null for visits with none. */
  id: z.number().int().nullable(),
  name: z.string(),
  total: scoreSchema,
  /** One per month of `months`, in the same order. */
  months: z.array(scoreSchema),
});
export type ScoreRow = z.infer<typeof scoreRowSchema>;

/** GET /api/admin/feedback: scores by staff member and by service, month by month, and the latest answers. */
export const feedbackOverviewSchema = z.object({
  /** The last months, oldest first, as YYYY-MM. */
  months: z.array(z.string()),
  all: scoreRowSchema,
  byStaff: z.array(scoreRowSchema),
  byService: z.array(scoreRowSchema),
  /** Requests sent in these months, answered or not: how many clients answer. */
  requested: z.number().int(),
  latest: z.array(feedbackEntrySchema),
  settings: feedbackSettingsSchema,
});
export type FeedbackOverview = z.infer<typeof feedbackOverviewSchema>;

/** "4.5" from 450 hundredths: one decimal, as people read a star average. */
export function formatStars(hundredths: number): string {
  return (Math.round(hundredths / 10) / 10).toFixed(1);
}
