import type { Locale } from '@ta/shared';

/** The one language the blog's posts are written in (their titles, excerpts and text). */
export const POST_LOCALE: Locale = 'en';
