/**
 * Feedback after a visit (docs/feedback.md): every finished visit asks its client for 1 to 5 stars and
 * a comment, by a link that works once without signing in. Everyone gets the same request and the same
 * link to the public review page (the FTC's rule on consumer reviews forbids asking only happy
 * clients); a score of 1 or 2 alerts the owner at once.
 */

export const FEEDBACK_MESSAGES = {
  starsRequired: 'Please choose from 1 to 5 stars',
  commentTooLong: 'Please keep the comment under 1,000 characters',
  linkNotFound: 'This feedback link does not work. It may be mistyped.',
  alreadyGiven: 'Thank you: your feedback for this visit was already received.',
  reviewUrlInvalid: 'Please enter the full address of the review page, starting with https://',
} as const;

/** A score of this or less alerts the owner at once. */
export const LOW_SCORE = 2;

/** The stars a feedback link opens with (`?stars=4`, a link that names a score), or null. */
export function starsOfQuery(value: unknown): number | null {
  const stars = typeof value === 'string' ? Number(value) : NaN;
  return Number.isInteger(stars) && stars >= 1 && stars <= 5 ? stars : null;
}
