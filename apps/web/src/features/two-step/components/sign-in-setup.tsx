import { zodResolver } from '@hookform/resolvers/zod';
import {
  recoveryCodesSchema,
  safeNextPath,
  twoStepCodeSchema,
  twoStepSetupSchema,
  type SessionUser,
  type TwoStepCodeInput,
  type TwoStepSetup,
} from '@ta/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { FormProblems } from '../../../components/ui/form-problems';
import { FormSubmit } from '../../../components/ui/form-submit';
import { Input } from '../../../components/ui/input';
import { useErrorText } from '../../../lib/error-text';
import { useT } from '../../../i18n/use-t';
import { reportFormFailure } from '../../../lib/form-errors';
import { PageFormMarker, usePageFormResult } from '../../../lib/page-form';
import { useProgressiveForm } from '../../../lib/use-progressive-form';
import { useConfirmSetupAtSignIn, useStartSetupAtSignIn } from '../api/sign-in-two-step';
import { AuthenticatorKey } from './authenticator-key';
import { RecoveryCodes } from './recovery-codes';
import { codeInputProps } from './sign-in-code-forms';

interface SignInSetupProps {
  /** With JavaScript: the session goes into the page's cache and the page moves on. */
  onDone: (user: SessionUser) => void;
}

/**
 * Setting up the authenticator app when the admin requires it, between the password and the session
 * (/sign-in/two-step/setup): show the key, confirm a code, save the recovery codes, go on. Each step
 * works without JavaScript too: the page answers each post with the next step.
 */
export function SignInSetup({ onDone }: SignInSetupProps) {
  const t = useT();
  const failureText = useErrorText();
  const start = useStartSetupAtSignIn();
  const confirm = useConfirmSetupAtSignIn();
  const startPosted = usePageFormResult('two-step-setup-start');
  const confirmPosted = usePageFormResult('two-step-setup');
  const shownByPage = twoStepSetupSchema.safeParse(startPosted?.outcome);
  const doneByPage = recoveryCodesSchema.safeParse(confirmPosted?.outcome);
  // Without JavaScript the page's answer says where to go on (the server knows the role by then).
  const pageNext = safeNextPath((confirmPosted?.outcome as { next?: unknown } | undefined)?.next) ?? '/';
  const [setup, setSetup] = useState<TwoStepSetup | null>(shownByPage.success ? shownByPage.data : null);
  const [done, setDone] = useState<{ user: SessionUser | null; codes: string[] } | null>(
    doneByPage.success ? { user: null, codes: doneByPage.data.recoveryCodes } : null,
  );
  const [startFailure, setStartFailure] = useState<string | null>(null);
  const [confirmFailure, setConfirmFailure] = useState<string | null>(null);
  const { form, field, result } = useProgressiveForm<TwoStepCodeInput>('two-step-setup', {
    resolver: zodResolver(twoStepCodeSchema),
    defaultValues: { code: '' },
  });
  const { errors, submitCount } = form.formState;

  async function startAgain(event: FormEvent) {
    event.preventDefault();
    setStartFailure(null);
    try {
      setSetup(await start.mutateAsync());
      form.reset({ code: '' });
    } catch (error) {
      setStartFailure(failureText(error));
    }
  }

  const onConfirm = form.handleSubmit(async (values) => {
    setConfirmFailure(null);
    try {
      const answer = await confirm.mutateAsync(values.code);
      setDone({ user: answer.user, codes: answer.recoveryCodes });
    } catch (error) {
      setConfirmFailure(reportFormFailure(error, form, ['code'], t('two-step.setup.failed'), failureText(error)));
    }
  });

  if (done) {
    const { user } = done;
    return (
      <div className="space-y-5">
        <h2 className="text-2xl">{t('two-step.setup.done')}</h2>
        <RecoveryCodes codes={done.codes}>
          {user ? (
            <Button type="button" size="lg" onClick={() => onDone(user)} data-testid="two-step-continue">
              {t('two-step.codes.continue')}
            </Button>
          ) : (
            <a href={pageNext} className="inline-flex min-h-11 items-center font-bold" data-testid="two-step-continue">
              {t('two-step.codes.continue')}
            </a>
          )}
        </RecoveryCodes>
      </div>
    );
  }

  const startForm = (label: string, variant: 'primary' | 'outline') => (
    <form method="post" onSubmit={(event) => void startAgain(event)} className="space-y-3">
      <PageFormMarker id="two-step-setup-start" />
      <FormProblems result={startPosted} title={t('two-step.setup.failed')} hidden={startFailure !== null} />
      {startFailure ? (
        <p role="alert" className="font-bold text-danger-700">
          {startFailure}
        </p>
      ) : null}
      <Button type="submit" size="lg" variant={variant} disabled={start.isPending} data-testid="two-step-start">
        {start.isPending ? t('two-step.setup.start-pending') : label}
      </Button>
    </form>
  );

  const confirmForm = (
    <form method="post" noValidate onSubmit={onConfirm} className="space-y-5">
      <PageFormMarker id="two-step-setup" />
      <FormProblems result={result} title={t('two-step.setup.failed')} hidden={submitCount > 0} />
      <h3 className="text-xl">{t('two-step.setup.step-confirm')}</h3>
      <FormField label={t('two-step.field.code')} error={errors.code?.message}>
        <Input code {...codeInputProps()} {...field('code')} data-testid="two-step-code" />
      </FormField>
      <FormSubmit
        failure={confirmFailure}
        failureTitle={t('two-step.setup.failed')}
        action={t('two-step.setup.confirm')}
        pendingAction={t('two-step.setup.confirm-pending')}
        pending={confirm.isPending}
        width="full"
      />
    </form>
  );

  if (setup) {
    return (
      <div className="space-y-8">
        <AuthenticatorKey setup={setup} />
        {confirmForm}
      </div>
    );
  }
  // A wrong code sent without JavaScript: the key is not shown twice; the app already has it.
  if (confirmPosted) {
    return (
      <div className="space-y-8">
        <p>{t('two-step.setup.code-again')}</p>
        {confirmForm}
        {startForm(t('two-step.setup.new-key'), 'outline')}
      </div>
    );
  }
  return (
    <div className="space-y-5">
      <p>{t('two-step.setup.intro')}</p>
      {startForm(t('two-step.setup.start'), 'primary')}
    </div>
  );
}
