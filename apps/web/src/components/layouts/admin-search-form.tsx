import { ADMIN_SEARCH_MIN_LENGTH } from '@ta/shared';
import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { cn } from '../../lib/cn';

/** The results page, which the form also reaches without scripts (GET ?q=). */
const SEARCH_PAGE = '/admin/search';

interface AdminSearchFormProps {
  /** The term to start with (the results page passes its own). */
  initial?: string;
  /** `bar`: in the dark top bar; `page`: on a light background. */
  tone?: 'bar' | 'page';
  onSearch?: () => void;
}

/**
 * The layout's search box: contacts, users, posts and appointments. A plain GET
 * form to /admin/search, so it also works before the scripts load; with them it navigates in place.
 */
export function AdminSearchForm({ initial = '', tone = 'page', onSearch }: AdminSearchFormProps) {
  const [, navigate] = useLocation();
  const [term, setTerm] = useState(initial);
  const inputId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (term.trim().length < ADMIN_SEARCH_MIN_LENGTH) return; // the browser's own check explains it
    event.preventDefault();
    onSearch?.();
    navigate(`${SEARCH_PAGE}?q=${encodeURIComponent(term.trim())}`);
  };

  return (
    <form role="search" action={SEARCH_PAGE} method="get" onSubmit={submit} className="flex w-full min-w-0 gap-2">
      <label htmlFor={inputId} className="sr-only">
        Search contacts, users, posts and appointments
      </label>
      <input
        id={inputId}
        type="search"
        name="q"
        required
        minLength={ADMIN_SEARCH_MIN_LENGTH}
        maxLength={200}
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        placeholder="Search…"
        className={cn(
          'block min-h-11 w-full min-w-0 rounded-lg border-2 px-3 text-base placeholder:text-muted',
          tone === 'bar' ? 'border-white/80 bg-white text-ink' : 'border-field bg-white text-ink',
        )}
      />
      <button
        type="submit"
        className={cn(
          'inline-flex min-h-11 shrink-0 cursor-pointer items-center gap-2 rounded-lg border-2 px-3 font-bold',
          tone === 'bar'
            ? 'border-white/80 text-white hover:bg-white/10'
            : 'border-brand-800 bg-brand-800 text-white hover:bg-brand-950',
        )}
      >
        <Search aria-hidden className="size-5" />
        Search
      </button>
    </form>
  );
}
