import { CalendarPlus, Save } from 'lucide-react';
import type { FormEventHandler, ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { FormSubmit } from '../../../components/ui/form-submit';

/** A small boxed form that adds days off (a holiday, a staff member's time off): its title names it. */
export function AddDaysForm({
  title,
  onSubmit,
  fields,
  children,
  failure,
  failureTitle,
  action,
  pending,
}: {
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The fields side by side from a tablet up (the days). */
  fields: ReactNode;
  /** Fields under them, full width. */
  children?: ReactNode;
  failure: string | null;
  failureTitle: string;
  action: string;
  pending: boolean;
}) {
  return (
    <form
      noValidate
      aria-label={title}
      onSubmit={onSubmit}
      className="space-y-4 rounded-xl border border-line bg-white p-3 sm:p-4"
    >
      <h3 className="text-xl font-bold">{title}</h3>
      <div className="grid gap-4 sm:grid-cols-2">{fields}</div>
      {children}
      <FormSubmit
        failure={failure}
        failureTitle={failureTitle}
        action={action}
        pendingAction="Adding…"
        pending={pending}
        icon={CalendarPlus}
      />
    </form>
  );
}

/** The foot of a form that replaces a setting: "saved" once it is, and the save button (`action` says what). */
export function SaveFoot({
  saved,
  savedTitle,
  savedText,
  failure,
  action,
  pending,
}: {
  saved: boolean;
  savedTitle: string;
  savedText: string;
  failure: string | null;
  action: string;
  pending: boolean;
}) {
  return (
    <>
      {saved ? (
        <Alert tone="success" title={savedTitle}>
          {savedText}
        </Alert>
      ) : null}
      <FormSubmit
        failure={failure}
        failureTitle={`${action} failed`}
        action={action}
        pendingAction="Saving…"
        pending={pending}
        icon={Save}
      />
    </>
  );
}
