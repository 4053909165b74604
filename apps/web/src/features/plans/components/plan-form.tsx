import type { PageFormId, PageFormResult } from '@ta/shared';
import { useState, type FormEvent, type ReactNode } from 'react';
import { FormProblems } from '../../../components/ui/form-problems';
import { useLocalePath, useT } from '../../../i18n/use-t';
import { ApiError } from '../../../lib/api-client';
import { PageFormMarker, pageFieldId, usePageFormResult } from '../../../lib/page-form';

/** Where the page's forms post without JavaScript: the page itself (the server's page forms). */
const NO_SCRIPT_ACTION = '/plans';

/** What the page says after a form's work, with or without JavaScript (`?done=…`). */
export const PLAN_OUTCOMES = ['created', 'skipped', 'paused', 'resumed', 'changed', 'stopped'] as const;
export type PlanOutcome = (typeof PLAN_OUTCOMES)[number];
export const isPlanOutcome = (value: unknown): value is PlanOutcome =>
  (PLAN_OUTCOMES as readonly unknown[]).includes(value);

interface Parsed<T> {
  success: boolean;
  data?: T;
  error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
}

/**
 * The result of one form about one plan (or the new plan's, with `planId` null): the server's page
 * after a post without JavaScript, else this form's own refusal.
 */
function usePlanFormResult(
  form: PageFormId,
  planId: number | null,
  hidden: Record<string, string>,
  own: PageFormResult | null,
) {
  const posted = usePageFormResult(form);
  const sameForm =
    posted !== null &&
    (planId === null || posted.values.planId === String(planId)) &&
    Object.entries(hidden).every(([name, value]) => posted.values[name] === value);
  return own ?? (sameForm ? posted : null);
}

/**
 * A form of the standing-visits page: posted to the page without JavaScript (the hidden marker and
 * plan), with it read with the same schema and sent through `send`. A refusal shows at the form's top
 * with each field's message; the fields of the form that has one take the plain ids the list links to.
 */
export function PlanForm<T>({
  form,
  planId,
  hidden = {},
  schema,
  send,
  onDone,
  outcome,
  title,
  className,
  children,
}: {
  form: PageFormId;
  planId: number | null;
  hidden?: Record<string, string>;
  schema: { safeParse(data: unknown): Parsed<T> };
  send: (data: T) => Promise<unknown>;
  onDone: (outcome: PlanOutcome) => void;
  outcome: PlanOutcome;
  title: string;
  className?: string;
  children: (
    field: (name: string) => { id: string; error: string | undefined; value: string | undefined },
  ) => ReactNode;
}) {
  const t = useT();
  const localePath = useLocalePath();
  const [own, setOwn] = useState<PageFormResult | null>(null);
  const result = usePlanFormResult(form, planId, hidden, own);
  const field = (name: string) => {
    const value = result?.values[name];
    return {
      id: result ? pageFieldId(form, name) : `${pageFieldId(form, name)}-${planId ?? 'new'}`,
      error: result?.errors[name],
      value: typeof value === 'string' ? value : undefined,
    };
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = Object.fromEntries(
      [...new FormData(event.currentTarget).entries()].map(([k, v]) => [k, typeof v === 'string' ? v : '']),
    );
    const refuse = (errors: Record<string, string>, message: string | null, code?: string) =>
      setOwn({ form, values, errors, message, ...(code ? { code } : {}) });
    const parsed = schema.safeParse(values);
    if (!parsed.success || parsed.data === undefined) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error?.issues ?? []) errors[String(issue.path[0] ?? 'form')] ??= issue.message;
      refuse(errors, null);
      return;
    }
    try {
      await send(parsed.data);
      setOwn(null);
      onDone(outcome);
    } catch (error) {
      const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
      if (Object.keys(fields).length > 0) refuse(fields, null);
      else refuse({}, error instanceof Error ? error.message : '', error instanceof ApiError ? error.code : undefined);
    }
  }

  return (
    <form
      method="post"
      action={localePath(NO_SCRIPT_ACTION)}
      onSubmit={(event) => void submit(event)}
      className={className}
      noValidate
    >
      <PageFormMarker id={form} />
      {planId === null ? null : <input type="hidden" name="planId" value={planId} />}
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <FormProblems result={result} title={title || t('plans.failed')} />
      {children(field)}
    </form>
  );
}
