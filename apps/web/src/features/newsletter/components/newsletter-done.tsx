import { useEffect, useRef, type ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';

/**
 * What the form achieved, kept on the page (a status message, never a toast alone), with what to do
 * next under it. Reached from the form in the browser (`focus`), it takes the focus the pressed
 * button had, so a keyboard or screen reader goes on from there.
 */
export function NewsletterDone({
  message,
  focus,
  children,
}: {
  message: string;
  focus: boolean;
  children?: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <div ref={ref} tabIndex={-1} className="space-y-4 outline-none focus-visible:shadow-none">
      <Alert tone="success" className="text-lg">
        {message}
      </Alert>
      {children}
    </div>
  );
}
