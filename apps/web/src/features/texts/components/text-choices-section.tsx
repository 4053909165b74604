import {
  phoneForPeople,
  SMS_KINDS,
  textKindsFormSchema,
  textsOnFormSchema,
  type PageFormId,
  type SmsKind,
  type TextChoices,
} from '@ta/shared';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useSearch } from 'wouter';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FormField } from '../../../components/ui/form-field';
import { FormProblems } from '../../../components/ui/form-problems';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { useLocale } from '../../../i18n/i18n-provider';
import { useLocalePath, useT } from '../../../i18n/use-t';
import { ApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/error-text';
import { formatInstantDateTime } from '../../../lib/instant-format';
import { PageFormMarker, pageFieldId, usePageFormResult } from '../../../lib/page-form';
import { useTextChoices } from '../../../lib/text-choices';
import { useSaveTextKinds, useTurnTextsOff, useTurnTextsOn } from '../api/text-choices';

/** Where the section's forms post without JavaScript: the account page itself (the server's page forms). */
const NO_SCRIPT_ACTION = '/profile';
/** The word the page comes back with after a form's work. */
const RESULT_PARAM = 'texts';
const OUTCOMES = ['on', 'saved', 'off'] as const;
type Outcome = (typeof OUTCOMES)[number];
const isOutcome = (value: unknown): value is Outcome => (OUTCOMES as readonly unknown[]).includes(value);

/** The kinds ticked before the first choice: the two a client waiting at home wants most. */
const FIRST_KINDS: readonly SmsKind[] = ['reminder', 'visit_steps'];

type Problems = { message: string | null; fields: Record<string, string> };
const noProblems: Problems = { message: null, fields: {} };

/** A form's problems from the schema's issues (paths name the fields), or from the server's refusal. */
function problemsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Problems {
  const fields: Record<string, string> = {};
  let message: string | null = null;
  for (const issue of issues) {
    const name = String(issue.path[0] ?? '');
    if (name === 'phone' || name === 'agree') fields[name] ??= issue.message;
    else message ??= issue.message;
  }
  return { message, fields };
}

function SectionForm({
  id,
  onSubmit,
  children,
  className,
}: {
  id: PageFormId;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
  className?: string;
}) {
  const localePath = useLocalePath();
  return (
    <form method="post" action={localePath(NO_SCRIPT_ACTION)} onSubmit={onSubmit} className={className} noValidate>
      <PageFormMarker id={id} />
      {children}
    </form>
  );
}

/** A box per kind, ticked as given; without JavaScript each box is a field of its own. */
function KindBoxes({ form, chosen, legendId }: { form: PageFormId; chosen: readonly SmsKind[]; legendId: string }) {
  const t = useT();
  return (
    <fieldset aria-labelledby={legendId} className="space-y-1">
      {SMS_KINDS.map((kind) => (
        <CheckboxField
          key={kind}
          id={pageFieldId(form, kind)}
          name={kind}
          defaultChecked={chosen.includes(kind)}
          label={t(`texts.kind.${kind}`)}
        />
      ))}
    </fieldset>
  );
}

/**
 * "Text messages" on the account page (docs/sms.md), for the account holder only. Off: the number, a
 * box per kind, the consent words with the box to agree, "Turn on texts". On: the number and the words
 * agreed to with when, the kinds with "Save my choices", and "Stop all texts". A STOP sent from the
 * phone is said plainly, with how to start again. Without texts set up the API answers 404 and there
 * is no section. Without JavaScript each form posts to the account page and comes back with `?texts=…`.
 */
export function TextChoicesSection() {
  const state = useTextChoices();
  // Texts are not set up: no section at all.
  if (state.data === null) return null;
  return (
    <Card className="mt-8">
      <CardContent>
        <TextChoicesBody choices={state.data} pending={state.isPending} failed={state.isError} />
      </CardContent>
    </Card>
  );
}

function TextChoicesBody({
  choices,
  pending,
  failed,
}: {
  choices: TextChoices | undefined;
  pending: boolean;
  failed: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const failureText = useErrorText();
  const headingId = useId();
  const kindsLegendId = useId();
  const wordsId = useId();
  const turnOn = useTurnTextsOn();
  const saveKinds = useSaveTextKinds();
  const turnOff = useTurnTextsOff();
  const fromPage = new URLSearchParams(useSearch()).get(RESULT_PARAM);
  const [done, setDone] = useState<Outcome | null>(null);
  const [problems, setProblems] = useState<{ form: PageFormId; problems: Problems } | null>(null);
  const posted = [usePageFormResult('texts-on'), usePageFormResult('texts-kinds'), usePageFormResult('texts-off')].find(
    (result) => result !== null,
  );
  const outcome = done ?? (isOutcome(fromPage) ? fromPage : null);
  const problemsOfForm = (form: PageFormId): Problems =>
    problems?.form === form
      ? problems.problems
      : posted?.form === form
        ? { message: posted.message, fields: posted.errors }
        : noProblems;

  async function run(form: PageFormId, result: Outcome, work: () => Promise<unknown>) {
    setProblems(null);
    setDone(null);
    try {
      await work();
      setDone(result);
    } catch (error) {
      const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
      setProblems({
        form,
        problems: Object.keys(fields).length > 0 ? { message: null, fields } : { message: failureText(error), fields },
      });
    }
  }

  function onTurnOn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const parsed = textsOnFormSchema.safeParse({
      phone: String(data.get('phone') ?? ''),
      agree: data.get('agree') !== null,
      consentVersion: String(data.get('consentVersion') ?? ''),
      ...Object.fromEntries(SMS_KINDS.map((kind) => [kind, data.get(kind) !== null])),
    });
    if (!parsed.success) {
      setDone(null);
      setProblems({ form: 'texts-on', problems: problemsOf(parsed.error.issues) });
      return;
    }
    void run('texts-on', 'on', () => turnOn.mutateAsync({ ...parsed.data, language: locale }));
  }

  function onSaveKinds(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const parsed = textKindsFormSchema.safeParse(
      Object.fromEntries(SMS_KINDS.map((kind) => [kind, data.get(kind) !== null])),
    );
    if (!parsed.success) {
      setDone(null);
      setProblems({ form: 'texts-kinds', problems: problemsOf(parsed.error.issues) });
      return;
    }
    void run('texts-kinds', 'saved', () => saveKinds.mutateAsync(parsed.data));
  }

  function onTurnOff(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void run('texts-off', 'off', () => turnOff.mutateAsync());
  }

  /** A form's problem in words at its top: the server's page after a post (with its fields listed), or the refusal here. */
  const formProblem = (form: PageFormId) => {
    if (problems?.form === form) {
      const { message } = problems.problems;
      return message ? (
        <FormProblems result={{ form, message, errors: {}, values: {} }} title={t('texts.failed')} />
      ) : null;
    }
    return posted?.form === form ? <FormProblems result={posted} title={t('texts.failed')} /> : null;
  };
  const answer = (text: string) => (
    <Alert tone="success" className="mt-3">
      {text}
    </Alert>
  );

  const on = choices?.consent ?? null;
  const number = choices?.phone ? phoneForPeople(choices.phone) : null;
  const business = choices?.businessNumber ? phoneForPeople(choices.businessNumber) : null;
  const onProblems = problemsOfForm('texts-on');
  const postedPhone = posted?.form === 'texts-on' ? posted.values.phone : undefined;

  return (
    <section aria-labelledby={headingId} className="space-y-5" data-testid="texts">
      <h2 id={headingId} className="text-2xl">
        {t('texts.heading')}
      </h2>
      <p>{t('texts.intro')}</p>
      {pending ? <Spinner label={t('texts.loading')} showLabel /> : null}
      {failed ? <Alert tone="error">{t('texts.load-failed')}</Alert> : null}
      {choices && !on && choices.stoppedByReply && number ? (
        <Alert tone="info">
          {business ? t('texts.stopped-by-reply', { number, business }) : t('texts.stopped-by-reply-pool', { number })}
        </Alert>
      ) : null}
      {choices && on && number ? (
        <>
          <p className="text-lg font-bold" data-testid="texts-state">
            {t('texts.state-on', { number })}
          </p>
          <p>{t('texts.agreed', { date: formatInstantDateTime(on.at, locale) })}</p>
          <blockquote className="rounded-lg border-2 border-line bg-white p-4 text-lg">{on.text}</blockquote>
          <SectionForm id="texts-kinds" onSubmit={onSaveKinds} className="space-y-3">
            <h3 id={kindsLegendId} className="text-xl">
              {t('texts.kinds.heading')}
            </h3>
            {formProblem('texts-kinds')}
            <KindBoxes form="texts-kinds" chosen={choices.kinds} legendId={kindsLegendId} key={choices.kinds.join()} />
            <Button type="submit" size="lg" disabled={saveKinds.isPending}>
              {saveKinds.isPending ? t('texts.saving') : t('texts.save')}
            </Button>
            {outcome === 'saved' ? answer(t('texts.saved')) : null}
            {outcome === 'on' ? answer(t('texts.turned-on', { number })) : null}
          </SectionForm>
          <SectionForm id="texts-off" onSubmit={onTurnOff} className="space-y-3 border-t border-line pt-5">
            <p>{t('texts.off.note')}</p>
            {formProblem('texts-off')}
            <Button type="submit" size="lg" variant="outline" disabled={turnOff.isPending}>
              {turnOff.isPending ? t('texts.stopping') : t('texts.stop')}
            </Button>
          </SectionForm>
        </>
      ) : null}
      {choices && !on ? (
        <SectionForm id="texts-on" onSubmit={onTurnOn} className="space-y-4">
          <p data-testid="texts-state">{t('texts.state-off')}</p>
          {formProblem('texts-on')}
          <FormField label={t('texts.phone')} hint={t('texts.phone.hint')} error={onProblems.fields.phone}>
            <Input
              id={pageFieldId('texts-on', 'phone')}
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              defaultValue={typeof postedPhone === 'string' ? postedPhone : (number ?? '')}
            />
          </FormField>
          <h3 id={kindsLegendId} className="text-xl">
            {t('texts.kinds.heading')}
          </h3>
          <KindBoxes form="texts-on" chosen={FIRST_KINDS} legendId={kindsLegendId} />
          <input type="hidden" name="consentVersion" value={choices.consentVersion} />
          <div role="group" aria-labelledby={wordsId} className="rounded-lg border-2 border-line bg-white p-4">
            <p id={wordsId} className="font-bold">
              {t('texts.words-label')}
            </p>
            <p className="mt-2 text-lg" data-testid="texts-words">
              {choices.consentWords[locale]}
            </p>
          </div>
          <CheckboxField
            id={pageFieldId('texts-on', 'agree')}
            name="agree"
            label={t('texts.agree')}
            error={onProblems.fields.agree}
          />
          <Button type="submit" size="lg" disabled={turnOn.isPending}>
            {turnOn.isPending ? t('texts.turning-on') : t('texts.turn-on')}
          </Button>
          {outcome === 'off' ? answer(t('texts.turned-off')) : null}
        </SectionForm>
      ) : null}
    </section>
  );
}
