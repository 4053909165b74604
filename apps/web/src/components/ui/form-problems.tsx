import type { PageFormResult } from '@ta/shared';
import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useKnownText } from '../../i18n/known-text';
import { useErrorText } from '../../lib/error-text';
import { useT } from '../../i18n/use-t';
import { pageFieldId } from '../../lib/page-form';

interface FormProblemsProps {
  result: PageFormResult | null;
  /** What did not happen, such as "Your message was not sent". */
  title: string;
  /** Once the form is sent again from the browser, its own messages take over. */
  hidden?: boolean;
  /** What to do about it, when there is more than fixing fields (a link to ask for a new one). */
  children?: ReactNode;
}

/**
 * The problems of a form post, at the top of the form, each linked to its field: the page is new
 * after a post, so this is where a screen reader and a keyboard start (it takes focus).
 */
export function FormProblems({ result, title, hidden = false, children }: FormProblemsProps) {
  const known = useKnownText();
  const failureText = useErrorText();
  const t = useT();
  const fields = Object.entries(result?.errors ?? {});
  if (!result || hidden || (fields.length === 0 && !result.message)) return null;
  return (
    <div
      role="alert"
      tabIndex={-1}
      autoFocus
      aria-labelledby={`${result.form}-problems`}
      className="rounded-lg border-2 border-danger-700 bg-danger-50 p-4 outline-none focus-visible:shadow-none"
    >
      <p id={`${result.form}-problems`} className="flex items-start gap-2 font-bold text-danger-700">
        <CircleAlert aria-hidden className="mt-0.5 size-6 shrink-0" />
        {title}
      </p>
      {result.message ? (
        <p className="mt-1 text-ink">
          {failureText(result)} {children}
        </p>
      ) : null}
      {fields.length > 0 ? (
        <>
          <p className="mt-1 text-ink">{t('ui.form-problems.fix', { count: fields.length })}</p>
          <ul className="mt-1 list-disc space-y-1 pl-6">
            {fields.map(([name, message]) => (
              <li key={name}>
                <a href={`#${pageFieldId(result.form, name)}`} className="inline-flex min-h-11 items-center font-bold">
                  {known(message)}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
