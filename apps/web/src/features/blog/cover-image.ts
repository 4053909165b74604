import type { BlogPost } from '@ta/shared';

/**
 * The cover as a picture this site can show. The content security policy only loads images from
 * our own origin, so a cover elsewhere would be a broken box: the designed block is shown instead.
 */
export function siteCoverImage(post: Pick<BlogPost, 'coverImage'>): string | null {
  const url = post.coverImage?.trim();
  return url && url.startsWith('/') && !url.startsWith('//') ? url : null;
}

/** A cover that link previews accept: most refuse SVG, so there is none rather than a stand-in. */
export function previewImage(post: Pick<BlogPost, 'coverImage'>): string | undefined {
  const url = siteCoverImage(post);
  return url && !/\.svg(?:[?#]|$)/i.test(url) ? url : undefined;
}
