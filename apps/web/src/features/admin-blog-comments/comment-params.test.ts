import { describe, expect, it } from 'vitest';
import { commentListHref, parseCommentListParams, publicPostHref } from './comment-params';
import { commentActions, doneLine, waitingLine } from './comment-words';

describe('the Comments page’s address', () => {
  it('reads the list, the page and the e-mail’s comment, falling back to Waiting, page 1', () => {
    expect(parseCommentListParams('')).toEqual({ status: 'waiting', page: 1, comment: null });
    expect(parseCommentListParams('?status=spam&page=3&comment=42')).toEqual({
      status: 'spam',
      page: 3,
      comment: 42,
    });
    expect(parseCommentListParams('?status=deleted&page=x&comment=-1')).toEqual({
      status: 'waiting',
      page: 1,
      comment: null,
    });
    expect(parseCommentListParams('?comment=0').comment).toBeNull();
  });

  it('writes the defaults out of the address', () => {
    expect(commentListHref({ status: 'waiting', page: 1, comment: null })).toBe('/admin/blog-comments');
    expect(commentListHref({ status: 'approved', page: 2, comment: null })).toBe(
      '/admin/blog-comments?status=approved&page=2',
    );
    expect(commentListHref({ status: 'waiting', page: 1, comment: 7 })).toBe('/admin/blog-comments?comment=7');
  });

  it('links a post’s public page at its comments', () => {
    expect(publicPostHref('tips & tricks')).toBe('/blog/tips%20%26%20tricks#comments');
  });
});

describe('the Comments page’s words', () => {
  it('says how many wait', () => {
    expect(waitingLine(0)).toBe('No comment is waiting for a decision.');
    expect(waitingLine(1)).toBe('1 comment is waiting for a decision.');
    expect(waitingLine(1200)).toBe('1,200 comments are waiting for a decision.');
  });

  it('offers what each list allows; the business’s replies are never spam nor blocked', () => {
    expect(commentActions({ status: 'waiting', fromBusiness: false })).toEqual({
      approve: true,
      reply: true,
      spam: true,
      block: true,
      delete: true,
    });
    expect(commentActions({ status: 'approved', fromBusiness: false })).toMatchObject({ approve: false, reply: true });
    expect(commentActions({ status: 'spam', fromBusiness: false })).toMatchObject({
      approve: true,
      reply: false,
      spam: false,
    });
    expect(commentActions({ status: 'approved', fromBusiness: true })).toEqual({
      approve: false,
      reply: true,
      spam: false,
      block: false,
      delete: true,
    });
  });

  it('says what an action did', () => {
    expect(doneLine('approve', 'Rose')).toBe('The comment by Rose is approved: it is on the post’s page now.');
    expect(doneLine('delete', 'Rose')).toBe('The comment by Rose is deleted, with any replies under it.');
  });
});
