import { describe, expect, it } from 'vitest';
import { localeOfPath, pathInLocale, pathWithoutLocale, tidyLocalePath } from './locales.js';

describe('page paths by language', () => {
  it('reads the language from the path prefix', () => {
    expect(localeOfPath('/es')).toBe('es');
    expect(localeOfPath('/es/contact')).toBe('es');
    expect(localeOfPath('/es?tab=register')).toBe('es');
    expect(localeOfPath('/escape')).toBe('en');
    expect(localeOfPath('/contact')).toBe('en');
  });

  it('drops and adds the prefix', () => {
    expect(pathWithoutLocale('/es/contact?x=1')).toBe('/contact?x=1');
    expect(pathWithoutLocale('/es')).toBe('/');
    expect(pathWithoutLocale('/es?x=1')).toBe('/?x=1');
    expect(pathInLocale('/', 'es')).toBe('/es');
    expect(pathInLocale('/?x=1', 'es')).toBe('/es?x=1');
    expect(pathInLocale('/#pricing', 'es')).toBe('/es#pricing');
    expect(pathInLocale('/contact', 'es')).toBe('/es/contact');
    expect(pathInLocale('/es/contact', 'en')).toBe('/contact');
    expect(pathInLocale('/es/contact', 'es')).toBe('/es/contact');
  });

  it('keeps the back office and the API in English', () => {
    expect(pathInLocale('/admin/contacts', 'es')).toBe('/admin/contacts');
    expect(pathInLocale('/api/user', 'es')).toBe('/api/user');
    expect(pathInLocale('/administration', 'es')).toBe('/es/administration');
  });
});

describe('tidyLocalePath', () => {
  it('writes the Spanish home page as /es, and leaves other paths alone', () => {
    expect(tidyLocalePath('/es/')).toBe('/es');
    expect(tidyLocalePath('/es/?quote=open#quote-request')).toBe('/es?quote=open#quote-request');
    expect(tidyLocalePath('/es/#pricing')).toBe('/es#pricing');
    expect(tidyLocalePath('/es/contact')).toBe('/es/contact');
    expect(tidyLocalePath('/')).toBe('/');
  });
});
