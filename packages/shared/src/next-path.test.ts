import { describe, expect, it } from 'vitest';
import { afterSignInPath, safeNextPath, signInPathFor } from './next-path.js';

describe('safeNextPath', () => {
  it.each([
    ['/appointments', '/appointments'],
    ['/client-portal?tab=new', '/client-portal?tab=new'],
    ['/admin/contacts/12#notes', '/admin/contacts/12#notes'],
    ['/blog/spring%20cleaning', '/blog/spring%20cleaning'],
    ['/', '/'],
  ])('keeps the same-site path %j', (value, expected) => {
    expect(safeNextPath(value)).toBe(expected);
  });

  it.each([
    ['another host', '//evil.example'],
    ['another host with a path', '//evil.example/x'],
    ['a backslash host', '/\\evil.example'],
    ['a backslash later', '/ok/..\\..\\evil'],
    ['an absolute URL', 'https://evil.example/'],
    ['a scheme-relative URL with a scheme-less host', 'evil.example/x'],
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['a tab that URL parsing drops', '/\t/evil.example'],
    ['a newline', '/\n/evil.example'],
    ['a space first', ' /evil'],
    ['an encoded double slash', '/%2F%2Fevil.example'],
    ['an encoded slash after a slash', '/%2fevil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['an encoded tab', '/%09/evil.example'],
    ['a broken escape', '/%E0%A4%A'],
    ['the sign-in page itself', '/auth'],
    ['the sign-in page with a query', '/auth?next=/auth'],
    ['the sign-in page through dots', '/blog/../auth'],
    ['the sign-in page with a trailing slash, in capitals', '/AUTH/'],
    ['a dot segment', '/./appointments'],
    ['an encoded dot segment', '/%2e%2e/auth'],
    ['an empty value', ''],
    ['a very long value', `/${'a'.repeat(3000)}`],
  ])('refuses %s (%j)', (_name, value) => {
    expect(safeNextPath(value)).toBeNull();
  });

  it('refuses values that are not strings', () => {
    for (const value of [undefined, null, 42, ['/appointments'], { path: '/' }]) {
      expect(safeNextPath(value)).toBeNull();
    }
  });
});

describe('afterSignInPath', () => {
  it('returns a person to the page that sent them', () => {
    expect(afterSignInPath('client', '/appointments')).toBe('/appointments');
    expect(afterSignInPath('admin', '/admin/contacts/3')).toBe('/admin/contacts/3');
  });

  it('sends clients to /dashboard and staff and admins to /admin otherwise', () => {
    expect(afterSignInPath('client', null)).toBe('/dashboard');
    expect(afterSignInPath('client', '//evil.example')).toBe('/dashboard');
    expect(afterSignInPath('staff', undefined)).toBe('/admin');
    expect(afterSignInPath('admin', 'https://evil.example')).toBe('/admin');
  });
});

describe('signInPathFor', () => {
  it('carries the page in `next`, encoded', () => {
    expect(signInPathFor('/appointments')).toBe('/auth?next=%2Fappointments');
    expect(signInPathFor('/client-portal?tab=new')).toBe('/auth?next=%2Fclient-portal%3Ftab%3Dnew');
  });

  it('leaves `next` out for the home page and for anything unsafe', () => {
    expect(signInPathFor('/')).toBe('/auth');
    expect(signInPathFor('//evil.example')).toBe('/auth');
  });
});
