import {
  CIRCLE_SMS_KINDS,
  helpedNoticesSchema,
  type CircleSmsKind,
  type HelpedAccount,
  type VisitStep,
} from '@ta/shared';
import { HeartHandshake, Save } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { useErrorText } from '../../../lib/error-text';
import { useLocalePath, useT } from '../../../i18n/use-t';
import { formResolver } from '../../../lib/form-resolver';
import { useHydrated } from '../../../lib/use-hydrated';
import { useSessionUser } from '../../../lib/session';
import { useTextChoices } from '../../../lib/text-choices';
import { VISIT_STEPS } from '@ta/shared';
import { useSaveHelpedNotices, useSaveHelpedTexts } from '../api/helped-accounts';
import { RIGHT_WORDS, VISIT_STEP_WORDS } from '../circle-words';
import { ActingForm } from './acting-form';

/**
 * The accounts the signed-in person helps with: what each lets them do, a button to help with it
 * now, and the visit e-mails they want about it (their own choice, not the account holder's).
 */
export function HelpedAccounts({
  accounts,
  actingFor,
}: {
  accounts: readonly HelpedAccount[];
  actingFor: number | null;
}) {
  return (
    <ul className="space-y-4" data-testid="circle-helped-accounts">
      {accounts.map((account) => (
        <li key={account.clientId}>
          <HelpedAccountCard account={account} current={account.clientId === actingFor} />
        </li>
      ))}
    </ul>
  );
}

function HelpedAccountCard({ account, current }: { account: HelpedAccount; current: boolean }) {
  const t = useT();
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-2xl border border-line bg-white p-5 shadow-card sm:p-6"
      data-testid="circle-helped-account"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 id={headingId} className="flex items-center gap-2 text-xl wrap-anywhere sm:text-2xl">
          <HeartHandshake aria-hidden className="size-6 shrink-0 text-brand-700" />
          {account.name}
        </h3>
        {current ? (
          <p className="font-bold text-brand-800">{t('circle.helped.current')}</p>
        ) : (
          <ActingForm clientId={account.clientId}>
            {(pending) => (
              <Button type="submit" variant="accent" disabled={pending} data-testid="circle-help-now">
                {t('circle.banner.help-with', { name: account.name })}
              </Button>
            )}
          </ActingForm>
        )}
      </div>
      <p className="mt-3 font-bold">{t('circle.helped.may', { name: account.name })}</p>
      <ul className="mt-1 list-disc space-y-1 pl-6">
        {account.rights.map((right) => (
          <li key={right}>{t(RIGHT_WORDS[right].theirs, { name: account.name })}</li>
        ))}
      </ul>
      <NoticesForm account={account} />
      {account.rights.includes('appointments') ? <TextsForm account={account} /> : null}
    </article>
  );
}

interface NoticesValues {
  visitNotices: VisitStep[];
}
const noticesResolver = formResolver<NoticesValues, typeof helpedNoticesSchema>(helpedNoticesSchema);

/** The contact's own visit-step e-mails for one account (needs the page's script: it saves in place). */
function NoticesForm({ account }: { account: HelpedAccount }) {
  const t = useT();
  const failureText = useErrorText();
  const hydrated = useHydrated();
  const save = useSaveHelpedNotices();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const form = useForm<NoticesValues>({
    resolver: noticesResolver,
    defaultValues: { visitNotices: account.visitNotices },
  });
  const prefix = `circle-notices-${account.clientId}`;

  const onSubmit = form.handleSubmit(async ({ visitNotices }) => {
    setOutcome(null);
    try {
      await save.mutateAsync({ clientId: account.clientId, visitNotices });
      setOutcome({ tone: 'success', text: t('circle.helped.notices-saved') });
    } catch (error) {
      setOutcome({ tone: 'error', text: failureText(error) });
    }
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="mt-4 space-y-3"
      data-testid="circle-notices-form"
    >
      <fieldset className="space-y-1">
        <legend className="font-bold">{t('circle.helped.notices', { name: account.name })}</legend>
        {VISIT_STEPS.map((step) => (
          <CheckboxField
            key={step}
            id={`${prefix}-${step}`}
            value={step}
            defaultChecked={account.visitNotices.includes(step)}
            label={t(VISIT_STEP_WORDS[step])}
            disabled={!hydrated}
            {...form.register('visitNotices')}
          />
        ))}
      </fieldset>
      {outcome ? (
        <Alert tone={outcome.tone} title={outcome.tone === 'error' ? t('circle.helped.notices-failed') : undefined}>
          {outcome.text}
        </Alert>
      ) : null}
      <Button type="submit" variant="outline" disabled={!hydrated || save.isPending}>
        <Save aria-hidden />
        {save.isPending ? t('circle.saving') : t('circle.helped.notices-submit')}
      </Button>
    </form>
  );
}

const isCircleSmsKind = (value: unknown): value is CircleSmsKind =>
  (CIRCLE_SMS_KINDS as readonly unknown[]).includes(value);

/**
 * The contact's own texts about one account (docs/sms.md): sent to the number on their own account
 * page under their own consent; without it the boxes are kept and the page says where to turn texts
 * on. No section while texts are not set up for the business (the account page's read answers 404),
 * nor while the session helps with someone's account (the read is one's own).
 */
function TextsForm({ account }: { account: HelpedAccount }) {
  const t = useT();
  const localePath = useLocalePath();
  const failureText = useErrorText();
  const hydrated = useHydrated();
  const user = useSessionUser().data;
  const own = useTextChoices(user !== undefined && user !== null && !user.actingFor && !user.actingEnded);
  const save = useSaveHelpedTexts();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  if (!own.data) return null;
  const prefix = `circle-texts-${account.clientId}`;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const smsKinds = new FormData(event.currentTarget).getAll('smsKinds').filter(isCircleSmsKind);
    setOutcome(null);
    try {
      await save.mutateAsync({ clientId: account.clientId, smsKinds });
      setOutcome({ tone: 'success', text: t('circle.helped.texts-saved') });
    } catch (error) {
      setOutcome({ tone: 'error', text: failureText(error) });
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="mt-4 space-y-3"
      data-testid="circle-texts-form"
    >
      <fieldset className="space-y-1">
        <legend className="font-bold">{t('circle.helped.texts', { name: account.name })}</legend>
        {CIRCLE_SMS_KINDS.map((kind) => (
          <CheckboxField
            key={kind}
            id={`${prefix}-${kind}`}
            name="smsKinds"
            value={kind}
            defaultChecked={account.smsKinds.includes(kind)}
            label={t(`texts.kind.${kind}`)}
            disabled={!hydrated}
          />
        ))}
      </fieldset>
      {own.data.consent ? null : (
        <p>
          {t('circle.helped.texts-need-consent')}{' '}
          <a href={localePath('/profile')} className="font-bold underline">
            {t('circle.helped.texts-account-page')}
          </a>
        </p>
      )}
      {outcome ? (
        <Alert tone={outcome.tone} title={outcome.tone === 'error' ? t('circle.helped.texts-failed') : undefined}>
          {outcome.text}
        </Alert>
      ) : null}
      <Button type="submit" variant="outline" disabled={!hydrated || save.isPending}>
        <Save aria-hidden />
        {save.isPending ? t('circle.saving') : t('circle.helped.texts-submit')}
      </Button>
    </form>
  );
}
