import type { FormEvent, ReactNode } from 'react';

interface JobTimeFormProps {
  /** Names the heading's id (`<name>-heading`) and the form's test id (`<name>-form`). */
  name: string;
  heading: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  children: ReactNode;
}

/**
 * The frame of a form in the time-on-the-job panel: a bordered box named by its heading. The form checks
 * its own fields (`noValidate`), so the messages are the schema's, the same as the server's.
 */
export function JobTimeForm({ name, heading, onSubmit, children }: JobTimeFormProps) {
  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby={`${name}-heading`}
      data-testid={`${name}-form`}
      className="space-y-4 rounded-xl border-2 border-line p-4"
    >
      <h3 id={`${name}-heading`} className="text-xl">
        {heading}
      </h3>
      {children}
    </form>
  );
}
