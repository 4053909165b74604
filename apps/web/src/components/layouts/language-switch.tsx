import { LANGUAGE_NAMES, LOCALE_TAGS, pathWithoutLocale, type Locale } from '@ta/shared';
import { Languages } from 'lucide-react';
import { useLocation, useSearch } from 'wouter';
import { useLocale } from '../../i18n/i18n-provider';
import { cn } from '../../lib/cn';

/**
 * Query values that open something by themselves: a reset link's or a tracking code's token, and a
 * newsletter unsubscribe link's number and signature (`s`, `t`).
 */
const SECRET_PARAMS = ['token', 'code', 's', 't'];

/** The page's address for the form, without its secret values: the HTML never carries them. */
export function pageWithoutSecrets(location: string, search: string): string {
  const params = new URLSearchParams(search);
  for (const name of SECRET_PARAMS) params.delete(name);
  const query = params.toString();
  return query ? `${location}?${query}` : location;
}

/**
 * Shows the page in the other language: a plain form to the server, so it works without JavaScript.
 * The server keeps the choice in a cookie and answers with this same page in that language. With
 * JavaScript, the whole address goes at the moment of sending (a reset link's token included, in the
 * form's body), so the page comes back as it was.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const locale = useLocale();
  const [location] = useLocation();
  const search = useSearch();
  const other: Locale = locale === 'en' ? 'es' : 'en';
  return (
    <form
      method="post"
      action="/language"
      className="contents"
      onSubmit={(event) => {
        const next = event.currentTarget.elements.namedItem('next');
        const { pathname, search: query, hash } = window.location;
        if (next instanceof HTMLInputElement) next.value = `${pathWithoutLocale(pathname)}${query}${hash}`;
      }}
    >
      <input type="hidden" name="next" value={pageWithoutSecrets(location, search)} />
      <button
        type="submit"
        name="language"
        value={other}
        lang={LOCALE_TAGS[other]}
        className={cn(
          'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-2 font-bold underline underline-offset-4',
          className,
        )}
      >
        <Languages aria-hidden className="size-5 shrink-0" />
        {LANGUAGE_NAMES[other]}
      </button>
    </form>
  );
}
